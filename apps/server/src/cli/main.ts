import { isIsoDate } from '@kollega/domain';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/config';
import { resolveEncryptionKey } from '../config/encryption-key';
import { resolveVapidKeys } from '../config/vapid-keys';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { unsafeAcrossCompanies } from '../db/tenant-scope';
import { deleteClosedCompanies } from '../features/company/closure/delete-closed-companies';
import { parseScanMoment } from '../features/notifications/scan/parse-scan-moment';
import { runNotificationScan } from '../features/notifications/scan/run-notification-scan';
import { deriveUnsubscribeSecret } from '../features/notifications/unsubscribe-token';
import { runRetention } from '../features/privacy/retention/run-retention';
import { createFieldCipherFromConfig } from '../integrations/crypto/index';
import { createMailer } from '../integrations/mail/index';
import { createStorage } from '../integrations/storage/index';
import { makeSuperadmin, removeSuperadmin } from '../plugins/auth/superadmins';
import { copyFilesToS3 } from './copy-files-to-s3';
import { reencryptCprNumbers } from './reencrypt';
import { seedDemo } from './seed-demo';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  migrate                  apply the committed database migrations (the server also does this at start-up)
  superadmin add EMAIL     make the account with this e-mail a super admin (signed up and verified)
  superadmin remove EMAIL  take super admin away again (also remove it from SUPERADMIN_EMAILS)
  seed demo                create the demo company with an owner login; safe to run twice
  reencrypt                rewrite CPR numbers still under a key in PREVIOUS_ENCRYPTION_KEYS with ENCRYPTION_KEY
  notify [--at TIME]       run the notification scan for a moment (Copenhagen time, e.g. 2026-12-01T09:00;
                           now without --at): produces every scheduled kind once and sends the e-mail that is due
  closure [--at TIME]      run the closure job for a moment (as notify's --at; now without it): deletes the data
                           of every company closed with 'Luk konto' whose 30 days are up by then
  retention [--at DATE]    run the nightly retention for a Danish date (e.g. 2031-01-01; today without --at):
                           anonymises former employees whose retention has run out, clears agreements' texts
                           and deletes time registrations past theirs
  storage copy-to-s3       copy the uploaded files in DATA_DIR/files to the bucket in S3_BUCKET; safe to repeat
  help                     show this text

The database is the one the environment names: DATABASE_URL, or the embedded one in DATA_DIR (./data).
The embedded database can be used by one process at a time: stop the server first.`;

/** `--at 2031-01-01`: noon in Denmark that day, so the Danish date is the one given whatever the zone. */
function parseRetentionDate(value: string): Date | null {
  return isIsoDate(value) ? new Date(`${value}T10:00:00Z`) : null;
}

/** Web push as the server has it (decision 040): the same VAPID keys, or none and push is off. */
function pushFor(config: AppConfig) {
  const keys = resolveVapidKeys(config);
  if (!keys) return undefined;
  const { source: _source, ...vapid } = keys;
  return { keys: vapid, allowLocalHttpEndpoints: false };
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  let config = loadConfig();
  config = { ...config, encryptionKey: resolveEncryptionKey(config).key };

  if (command === 'migrate') {
    const database = await openDatabase(config);
    try {
      await runMigrations(database);
      console.log(`Migrations applied (${database.kind}).`);
      return 0;
    } finally {
      await database.close();
    }
  }

  if (command === 'reencrypt') {
    const database = await openDatabase(config);
    try {
      await runMigrations(database);
      // Every company's CPR numbers: across companies on purpose (row-level security, decision 015).
      const count = await unsafeAcrossCompanies(() =>
        reencryptCprNumbers(database.db, createFieldCipherFromConfig(config)),
      );
      console.log(`Re-encrypted ${count} CPR number(s) with the current key.`);
      return 0;
    } finally {
      await database.close();
    }
  }

  if (command === 'closure') {
    const atIndex = rest.indexOf('--at');
    const at = atIndex >= 0 ? parseScanMoment(rest[atIndex + 1] ?? '') : new Date();
    if (!at) {
      console.error(
        '--at needs a moment like 2026-12-01 or 2026-12-01T09:00 (Copenhagen time), or 2026-12-01T08:00Z.',
      );
      return 1;
    }
    const database = await openDatabase(config);
    try {
      await runMigrations(database);
      const report = await deleteClosedCompanies(
        {
          db: database.db,
          storage: createStorage(config),
          log: { error: (details, message) => console.error(message, details) },
        },
        at,
      );
      console.log(`Closure job at ${at.toISOString()}: ${report.deleted} closed companies deleted.`);
      return 0;
    } finally {
      await database.close();
    }
  }

  if (command === 'notify') {
    const atIndex = rest.indexOf('--at');
    const at = atIndex >= 0 ? parseScanMoment(rest[atIndex + 1] ?? '') : new Date();
    if (!at) {
      console.error('--at needs a moment like 2026-12-01T09:00 (Copenhagen time) or 2026-12-01T08:00Z.');
      return 1;
    }
    const database = await openDatabase(config);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db: database.db });
    try {
      await runMigrations(database);
      const report = await runNotificationScan(
        {
          db: database.db,
          mailer,
          baseUrl: config.baseUrl,
          unsubscribeSecret: deriveUnsubscribeSecret(config.encryptionKey ?? ''),
          now: () => at,
          push: pushFor(config),
        },
        at,
      );
      console.log(
        `Notification scan at ${at.toISOString()}: ${report.companies} companies, ${report.produced} new notifications, ${report.mail.sent} e-mails sent (${mailer.kind}), ${report.push.sent} pushes sent.`,
      );
      return 0;
    } finally {
      await mailer.close();
      await database.close();
    }
  }

  if (command === 'retention') {
    const atIndex = rest.indexOf('--at');
    const at = atIndex >= 0 ? parseRetentionDate(rest[atIndex + 1] ?? '') : new Date();
    if (!at) {
      console.error('--at needs a date like 2031-01-01.');
      return 1;
    }
    const database = await openDatabase(config);
    try {
      await runMigrations(database);
      const report = await runRetention(
        {
          db: database.db,
          storage: createStorage(config),
          now: () => at,
          log: {
            warn: (details, message) => console.warn(message, details),
            error: (details, message) => console.error(message, details),
          },
        },
        at,
      );
      console.log(
        `Retention on ${report.at}: ${report.companies} companies, ${report.anonymised} employees anonymised, agreements' texts cleared for ${report.agreementTextsCleared}, ${report.timeRegistrationsDeleted} time registration rows deleted${report.failedCompanies ? `, ${report.failedCompanies} companies failed` : ''}.`,
      );
      return report.failedCompanies ? 1 : 0;
    } finally {
      await database.close();
    }
  }

  if (command === 'storage' && rest[0] === 'copy-to-s3') {
    return copyFilesToS3(config);
  }

  if (
    (command === 'superadmin' && rest[0] === 'add' && rest[1]) ||
    (command === 'seed' && rest[0] === 'demo')
  ) {
    // The whole app without listening: the same code paths (better-auth, services) as a request would take.
    const app = await buildApp({ ...config, logLevel: 'warn' });
    try {
      if (command === 'seed') {
        // The seed creates and fills a company from outside any request: across companies on purpose.
        await unsafeAcrossCompanies(() => seedDemo(app, config));
        return 0;
      }
      const email = rest[1]!;
      const result =
        rest[0] === 'add'
          ? await makeSuperadmin(app.database.db, email)
          : await removeSuperadmin(app.database.db, email);
      if (result === 'not-found') {
        console.error(`No account with the e-mail ${email}. Sign up first, or list it in SUPERADMIN_EMAILS.`);
        return 1;
      }
      if (result === 'unverified') {
        console.error(`${email} has not verified its e-mail yet; it becomes a super admin only once it has.`);
        return 1;
      }
      console.log(
        rest[0] === 'add' ? `${email} is now a super admin.` : `${email} is no longer a super admin.`,
      );
      return 0;
    } finally {
      await app.close();
    }
  }

  console.error(`Unknown command: ${argv.join(' ')}\n\n${USAGE}`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
