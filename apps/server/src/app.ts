import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import { vapidSubject } from './config/vapid-keys';
import { type Database, openDatabase } from './db/database';
import { activityLogRoutes } from './features/activity-log/routes';
import { adminRoutes } from './features/admin/routes';
import { agreementRoutes } from './features/agreements/routes';
import { accountRoutes } from './features/auth/routes';
import { billingRoutes } from './features/billing/routes';
import { checklistRoutes } from './features/checklists/routes';
import { closureRoutes } from './features/company/closure/routes';
import { companyRoutes } from './features/company/routes';
import { dashboardSources } from './features/dashboard/dashboard-sources';
import { dashboardRoutes } from './features/dashboard/routes';
import { devOutboxExposure } from './features/dev/outbox-exposure';
import { devRoutes } from './features/dev/routes';
import { profileRoutes } from './features/employees/profile/routes';
import { employeeRoutes } from './features/employees/routes';
import { equipmentRoutes } from './features/equipment/routes';
import { exportMakers } from './features/exports/export-makers';
import { exportRoutes } from './features/exports/routes';
import { healthRoutes } from './features/health/routes';
import { holidayRoutes } from './features/holiday/routes';
import { importRoutes } from './features/imports/routes';
import { meRoutes } from './features/me/routes';
import type { NotificationDeps } from './features/notifications/deps';
import { takePushPendingFlag } from './features/notifications/produce-notifications';
import { sendPendingPushes } from './features/notifications/push/send-pushes';
import { notificationRoutes } from './features/notifications/routes';
import { deriveUnsubscribeSecret } from './features/notifications/unsubscribe-token';
import { dpaRoutes } from './features/privacy/dpa/routes';
import { retentionRoutes } from './features/privacy/retention/routes';
import { recruitmentRoutes } from './features/recruitment/routes';
import { reportRoutes } from './features/reports/routes';
import { sicknessRoutes } from './features/sickness/routes';
import { templateRoutes } from './features/templates/routes';
import { holidayTimereg } from './features/timereg/public';
import { timeregRoutes } from './features/timereg/routes';
import { createFieldCipherFromConfig } from './integrations/crypto/index';
import { createCvrProvider } from './integrations/cvr/index';
import { createMailer, type Mailer } from './integrations/mail/index';
import { createPaymentProvider, type PaymentProvider } from './integrations/payments/index';
import { createStorage } from './integrations/storage/index';
import { startClosureJobs } from './jobs/closure-jobs';
import { startEmbeddedMaintenance } from './jobs/embedded-maintenance-job';
import { type ExportRunnerOptions, startExportRunner } from './jobs/export-jobs';
import { startNotificationJobs } from './jobs/notification-jobs';
import { startRetentionJob } from './jobs/retention-job';
import { startBillingJobs } from './jobs/start-billing-jobs';
import { apiCacheControlPlugin } from './plugins/api-cache-control';
import { authRoutes } from './plugins/auth/auth-routes';
import { createAuth } from './plugins/auth/create-auth';
import { requestContextPlugin } from './plugins/auth/request-context';
import { promoteSuperadmins } from './plugins/auth/superadmins';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { multipartPlugin } from './plugins/multipart';
import { openApiPlugin } from './plugins/openapi';
import { originCheckPlugin } from './plugins/origin-check';
import { requestQueuePlugin } from './plugins/request-queue';
import './plugins/route-config';
import { securityPlugin } from './plugins/security';
import { tenantScopePlugin } from './plugins/tenant-scope';
import { webAppPlugin } from './plugins/web-app';
import { APP_VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every web push run started by a response so far has finished (tests read the database after). */
    pushesSettled: () => Promise<void>;
  }
}

/** The app as built: Fastify with zod schemas as the type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  /** An open database; by default the one the configuration names is opened (and closed with the app). */
  database?: Database;
  /** The built web app; by default apps/web/dist. */
  webRoot?: string;
  /** Where e-mail goes; by default SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
  /** Overrides Fastify's logger (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is registered (the route-table test collects them to check each one). */
  onRoute?: (route: RouteOptions) => void;
  /** The payment provider; by default OnPay when configured, else the built-in payment window. */
  paymentProvider?: PaymentProvider;
  /** Run the recurring billing jobs (pg-boss on PostgreSQL, in-process on PGlite); by default outside tests (decision 028). */
  billingJobs?: boolean;
  /** Which export runner and how it polls; by default pg-boss on PostgreSQL, in-process on PGlite and in tests. */
  exportJobs?: ExportRunnerOptions;
  /** Vacuum and analyse the embedded database now and then (it has no autovacuum); by default outside tests. */
  embeddedMaintenance?: boolean;
  /** Run the recurring notification scan (pg-boss on PostgreSQL, in-process on PGlite); by default outside tests. */
  notificationJobs?: boolean;
  /** Run the closure job ('Luk konto': deletes closed companies after 30 days) hourly; by default outside tests. */
  closureJobs?: boolean;
  /** Run the nightly retention job (decision 050); by default outside tests. */
  retentionJob?: boolean;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** apps/web/dist, found from this file whether it runs from source (src/) or from the bundle (dist/). */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    // Never write credentials or session cookies into the log.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  if (config.nodeEnv === 'development') {
    return {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
      },
    };
  }
  return base;
}

/**
 * Builds the whole application: the one factory behind `npm start` and every test. Order as in fastify/demo:
 * external plugins (security headers, OpenAPI), then our own (database, errors), then the feature routes,
 * then the web app with its fallback.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config));

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // proxy-addr takes a hop count too, which Fastify's types leave out.
    trustProxy: config.trustProxy as boolean | string[],
    // Behind a proxy that already set an id, keep it so one request can be followed across both logs.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: config.nodeEnv === 'test',
    }),
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before the error handler can run, answered in the envelope too (plugins/errors.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  try {
    await app.register(securityPlugin, { https: config.baseUrl.startsWith('https://') });
    await app.register(originCheckPlugin, {
      baseUrl: config.baseUrl,
      development: config.nodeEnv === 'development',
    });
    // API answers are compressed as they go (JSON in one call, decision 076); the web build's files come
    // pre-compressed (web-app plugin).
    await app.register(compressionPlugin);
    await app.register(openApiPlugin, { version: APP_VERSION });
    await app.register(errorsPlugin);
    await app.register(apiCacheControlPlugin);
    await app.register(inputGuardPlugin);
    // One multipart parser for every upload route, with the project's limits (plugins/multipart.ts).
    await app.register(multipartPlugin);
    await app.register(databasePlugin, { database });
    // PGlite runs one query at a time: bound the waiting instead of letting requests time out (decision 014).
    if (database.kind === 'pglite') await app.register(requestQueuePlugin, config.embeddedRequestQueue);
    await app.register(tenantScopePlugin);
    const mailer =
      options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db: database.db });
    app.addHook('onClose', async () => mailer.close());
    // better-auth reads sessions and accounts, which the app role may not: the owner's connection (decision 033).
    const auth = createAuth({ config, db: database.privilegedDb, mailer });
    await app.register(requestContextPlugin, { auth, billingEnabled: config.billing.enabled });
    await app.register(authRoutes, { auth, baseUrl: config.baseUrl });

    await app.register(healthRoutes, { version: APP_VERSION });
    await app.register(accountRoutes, { baseUrl: config.baseUrl, billingEnabled: config.billing.enabled });
    await app.register(companyRoutes, { cvr: createCvrProvider(config) });
    await app.register(activityLogRoutes);
    const storage = createStorage(config);
    // 'Luk konto' and the Databehandleraftale (issue 33, decision 051).
    await app.register(closureRoutes);
    await app.register(dpaRoutes, { config });
    if (options.closureJobs ?? config.nodeEnv !== 'test') {
      // After the database plugin, so closing the app stops it before the database closes.
      const closure = startClosureJobs({ db: database.db, storage, log: app.log }, app.log);
      app.addHook('onClose', async () => closure.stop());
    }
    await app.register(profileRoutes, { storage });
    const cipher = createFieldCipherFromConfig(config);
    await app.register(employeeRoutes, {
      cipher,
      storage,
      mailer,
      baseUrl: config.baseUrl,
    });
    await app.register(agreementRoutes, { storage, baseUrl: config.baseUrl });
    await app.register(equipmentRoutes, { storage });
    await app.register(importRoutes, { cipher });
    await app.register(meRoutes, { cipher, storage });
    await app.register(checklistRoutes);
    await app.register(timeregRoutes, { billingEnabled: config.billing.enabled });
    await app.register(holidayRoutes, { mailer, baseUrl: config.baseUrl, timereg: holidayTimereg });
    await app.register(sicknessRoutes);
    await app.register(reportRoutes);
    // Heavy exports as background jobs (issue 25, decision 035); stopped on close before the database closes.
    const exportJobDeps = {
      db: database.db,
      storage,
      now: () => new Date(),
      billingEnabled: config.billing.enabled,
      makers: exportMakers({
        db: database.db,
        storage,
        cipher,
        now: () => new Date(),
        seller: config.billing.seller,
      }),
    };
    const exportRunner = await startExportRunner(
      exportJobDeps,
      app.log,
      database,
      options.exportJobs ?? (config.nodeEnv === 'test' ? { runner: 'in-process' } : {}),
    );
    app.addHook('onClose', async () => exportRunner.stop());
    await app.register(exportRoutes, { deps: { ...exportJobDeps, runner: exportRunner } });
    // 'Opbevaring efter fratræden', 'Anonymisér nu' and the nightly run (issue 33, decision 050).
    const retentionDeps = { db: database.db, storage, now: () => new Date() };
    await app.register(retentionRoutes, { deps: { storage, now: retentionDeps.now } });
    if (options.retentionJob ?? config.nodeEnv !== 'test') {
      // After the database plugin, so closing the app stops it before the database closes.
      const retention = startRetentionJob(retentionDeps, app.log);
      app.addHook('onClose', async () => retention.stop());
    }
    await app.register(recruitmentRoutes);
    await app.register(templateRoutes, { storage });
    await app.register(dashboardRoutes, {
      sources: dashboardSources({
        mailer,
        baseUrl: config.baseUrl,
        timereg: holidayTimereg,
        log: app.log,
        billingEnabled: config.billing.enabled,
      }),
    });
    await app.register(adminRoutes, { storage, seller: config.billing.seller });
    // The bell, 'Notifikationer' and the scheduled scan (issue 26, decision 040).
    const notificationDeps: NotificationDeps = {
      db: database.db,
      mailer,
      baseUrl: config.baseUrl,
      unsubscribeSecret: deriveUnsubscribeSecret(config.encryptionKey ?? ''),
      now: () => new Date(),
      log: app.log,
      push:
        config.vapid.publicKey && config.vapid.privateKey
          ? {
              keys: {
                publicKey: config.vapid.publicKey,
                privateKey: config.vapid.privateKey,
                subject: vapidSubject(config),
              },
              allowLocalHttpEndpoints: config.nodeEnv === 'test',
            }
          : undefined,
    };
    await app.register(notificationRoutes, { deps: notificationDeps });
    // The push runs still going, so that a test can wait for them before it reads the database.
    let pushRuns: Promise<void> = Promise.resolve();
    app.decorate('pushesSettled', () => pushRuns);
    if (notificationDeps.push) {
      // Web push (decision 040): a request that produced notifications for someone with a device has committed by
      // the time its response is sent; the push goes out then, outside any transaction, and never fails the request.
      app.addHook('onResponse', async () => {
        if (!takePushPendingFlag()) return;
        const run = sendPendingPushes(notificationDeps, notificationDeps.now()).then(
          () => undefined,
          (error: unknown) => app.log.warn({ err: error }, 'web push run failed'),
        );
        pushRuns = pushRuns.then(() => run);
        await run;
      });
    }
    if (options.notificationJobs ?? config.nodeEnv !== 'test') {
      const notificationScheduler = await startNotificationJobs(notificationDeps, app.log, database);
      app.addHook('onClose', async () => notificationScheduler.stop());
    }
    const devOutbox = devOutboxExposure(config, mailer.kind);
    if (config.billing.enabled) {
      const billingDeps = {
        db: database.db,
        provider: options.paymentProvider ?? createPaymentProvider(config),
        mailer,
        baseUrl: config.baseUrl,
        seller: config.billing.seller,
        now: () => new Date(),
        log: app.log,
      };
      await app.register(billingRoutes, { deps: billingDeps, devJobs: devOutbox.served });
      if (options.billingJobs ?? (config.nodeEnv !== 'test' && billingDeps.provider.kind !== 'none')) {
        // Added after the database plugin, so closing the app stops the jobs before the database closes.
        const scheduler = await startBillingJobs(billingDeps, app.log, database);
        app.addHook('onClose', async () => scheduler.stop());
      }
    }
    if (database.driver.kind === 'pglite' && (options.embeddedMaintenance ?? config.nodeEnv !== 'test')) {
      // After the database plugin, so closing the app stops it before the database closes.
      // Through the gate, as background work (recurring.ts): a vacuum waits while requests do (decision 035).
      const maintenance = startEmbeddedMaintenance(database.driver.gated, app.log);
      app.addHook('onClose', async () => maintenance.stop());
    }
    app.decorate('devOutbox', devOutbox);
    if (devOutbox.token) await app.register(devRoutes, { token: devOutbox.token });

    await app.register(webAppPlugin, { webRoot: options.webRoot ?? defaultWebRoot() });
    await app.ready();
    await promoteSuperadmins(database.db, config.superadminEmails);
  } catch (error) {
    // A failed start must not leave the database (and its DATA_DIR lock) open.
    // A failed close is logged, not thrown: the start's own error is the one the caller must see.
    await app
      .close()
      .catch((closeError: unknown) => app.log.warn({ err: closeError }, 'close after a failed start failed'));
    await database
      .close()
      .catch((closeError: unknown) =>
        app.log.warn({ err: closeError }, 'database close after a failed start failed'),
      );
    throw error;
  }
  return app;
}
