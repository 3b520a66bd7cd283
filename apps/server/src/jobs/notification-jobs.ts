import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { runAsBackgroundWork } from '../db/statement-priority';
import type { NotificationDeps } from '../features/notifications/deps';
import {
  type NotificationScanReport,
  runNotificationScan,
} from '../features/notifications/scan/run-notification-scan';
import { createScanMemory } from '../features/notifications/scan/scan-memory';
import { startRecurring } from './recurring';

/** pg-boss's queue of the notification scan, beside billing's in the schema `pgboss`. */
export const NOTIFICATION_QUEUE = 'notification-scan';
/** Every quarter of an hour: 09:00's reminders go out by 09:15, mail waiting for 07:00 by 07:15. */
export const NOTIFICATION_CRON = '*/15 * * * *';
const IN_PROCESS_INTERVAL_MS = 15 * 60 * 1000;

export interface NotificationScheduler {
  kind: 'in-process' | 'pg-boss';
  stop(): Promise<void>;
}

function logReport(log: FastifyBaseLogger, report: NotificationScanReport): void {
  if (report.produced || report.mail.sent) log.info({ notifications: report }, 'notification scan ran');
}

/**
 * The recurring notification scan (issue 26, decision 040), as the billing jobs run (decision 028): pg-boss on
 * PostgreSQL, where one cron tick becomes one job that one of the servers fetches; in-process on the embedded
 * database, which one server holds. Two runs at once are still safe: dedupe keys and claimed mail rows.
 */
export async function startNotificationJobs(
  deps: NotificationDeps,
  log: FastifyBaseLogger,
  database: Database,
): Promise<NotificationScheduler> {
  // This server's memory of the day's deadline pass (decision 071): each server runs it at most once a day.
  const memory = createScanMemory();
  if (database.driver.kind === 'postgresql') {
    const boss = new PgBoss({
      connectionString: database.driver.connectionString,
      application_name: 'kollega-jobs',
      max: 2,
    });
    boss.on('error', (error) => log.error({ err: error }, 'notification queue error'));
    await boss.start();
    try {
      await boss.createQueue(NOTIFICATION_QUEUE, {
        name: NOTIFICATION_QUEUE,
        policy: 'standard',
        retryLimit: 0,
        expireInSeconds: 30 * 60,
      });
      await boss.schedule(NOTIFICATION_QUEUE, NOTIFICATION_CRON, {}, { tz: 'UTC' });
      await boss.work(NOTIFICATION_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
        const report = await runAsBackgroundWork(() => runNotificationScan(deps, deps.now(), memory));
        logReport(log, report);
        return report;
      });
    } catch (error) {
      await boss
        .stop({ graceful: false, wait: true })
        .catch((stopError: unknown) => log.warn({ err: stopError }, 'notification queue: stop failed'));
      throw error;
    }
    return {
      kind: 'pg-boss',
      stop: () => boss.stop({ graceful: true, wait: true, timeout: 8_000 }),
    };
  }
  const recurring = startRecurring(
    async () => logReport(log, await runNotificationScan(deps, deps.now(), memory)),
    {
      firstDelayMs: 10_000,
      intervalMs: IN_PROCESS_INTERVAL_MS,
      onError: (error) => log.error({ err: error }, 'notification scan failed'),
    },
  );
  return { kind: 'in-process', stop: () => recurring.stop() };
}
