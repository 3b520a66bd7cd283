// The scheduled notification scan (issue 26, decision 040): N companies of 30 employees, each with a task due in 3
// days for every employee, two items that expired and one that expires soon for the owner, and a meeting tomorrow.
// Goal: over 1,000 companies the scan finishes within 10 s on PostgreSQL, with statements per company flat (the
// same for 100 and 1,000 companies). Since decision 040's set-based scan: each kind reads a page of 200 companies
// at once, and each company's notifications are one statement as that company (about 2 statements per company). The scan runs at 21:00, outside the sending window, so it is measured alone;
// the owners' mail (two per company) is then sent at 07:00 and measured on its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { danishToday } from '@kollega/domain';
import { type Database, openPglite, openPostgres } from '@kollega/server/src/db/database';
import { runMigrations } from '@kollega/server/src/db/migrate';
import { unsafeAcrossCompanies } from '@kollega/server/src/db/tenant-scope';
import { runNotificationScan } from '@kollega/server/src/features/notifications/scan/run-notification-scan';
import { sendNotificationEmails } from '@kollega/server/src/features/notifications/send-notification-emails';
import { createOutboxMailer } from '@kollega/server/src/integrations/mail/outbox-mailer';
import { seedNotificationCompanies } from '@kollega/server/src/testing/notification-seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { settleStatistics } from './query-plans';

export const NOTIFY_SIZES = [100, 1_000] as const;
export const NOTIFY_EMPLOYEES = 30;
export const NOTIFY_GOAL_MS = 10_000;
/** Tuesday 1 December 2026 at 21:00 in Copenhagen: a working day, after the sending window. */
const SCAN_AT = new Date('2026-12-01T20:00:00Z');
/** Wednesday at 07:00: the window opens and the waiting mail goes. */
const MAIL_AT = new Date('2026-12-02T06:00:00Z');

export interface NotificationScanFigures {
  companies: number;
  produced: number;
  scanMs: number;
  /** Statements on PostgreSQL; protocol round trips on PGlite (a few per statement). */
  statements: number;
  mailed: number;
  mailMs: number;
  /** The 1-minute load average when the scan started: the machine is shared, so the time depends on it. */
  load: number;
}

/** Counts what `database` sends to the server while `run` runs: every statement, inside transactions too. */
async function counted<T>(database: Database, run: () => Promise<T>): Promise<{ result: T; count: number }> {
  const targets: [Record<string, unknown>, string][] =
    database.driver.kind === 'pglite'
      ? [
          [database.driver.client as unknown as Record<string, unknown>, 'execProtocol'],
          [database.driver.client as unknown as Record<string, unknown>, 'execProtocolStream'],
        ]
      : [[pg.Client.prototype as unknown as Record<string, unknown>, 'query']];
  let count = 0;
  const originals = targets.map(([target, name]) => [target, name, target[name]] as const);
  for (const [target, name, original] of originals) {
    target[name] = function countedCall(this: unknown, ...args: unknown[]) {
      count += 1;
      return (original as (...args: unknown[]) => unknown).apply(this, args);
    };
  }
  try {
    return { result: await run(), count };
  } finally {
    for (const [target, name, original] of originals) target[name] = original;
  }
}

async function benchSize(database: Database, size: number): Promise<NotificationScanFigures> {
  await unsafeAcrossCompanies(() => database.db.execute(sql`truncate companies, users cascade`));
  await unsafeAcrossCompanies(() =>
    seedNotificationCompanies(database.db, {
      count: size,
      size: NOTIFY_EMPLOYEES,
      today: danishToday(SCAN_AT),
      tag: `b${size}`,
      mailEmployees: false,
    }),
  );
  await settleStatistics(database);
  const deps = {
    db: database.db,
    mailer: createOutboxMailer(database.db),
    baseUrl: 'http://localhost:3000',
    unsubscribeSecret: 'ab'.repeat(32),
    now: () => SCAN_AT,
  };
  const load = os.loadavg()[0] ?? 0;
  const scanStarted = performance.now();
  const scan = await counted(database, () => runNotificationScan(deps, SCAN_AT));
  const scanMs = performance.now() - scanStarted;
  const mailStarted = performance.now();
  let mailed = 0;
  // One run sends at most its batches (MAX_BATCHES × BATCH); the next quarter-hour's run takes the rest.
  for (;;) {
    const report = await sendNotificationEmails(deps, MAIL_AT);
    mailed += report.sent;
    if (report.sent === 0) break;
  }
  const mailMs = performance.now() - mailStarted;
  return {
    companies: scan.result.companies,
    produced: scan.result.produced,
    scanMs,
    statements: scan.count,
    mailed,
    mailMs,
    load,
  };
}

function print(kind: string, figures: NotificationScanFigures[]): void {
  console.log(
    `\n${kind} (node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`,
  );
  for (const figure of figures) {
    const met = figure.scanMs < NOTIFY_GOAL_MS ? 'met' : 'not met';
    console.log(
      `  scan of ${figure.companies} companies × ${NOTIFY_EMPLOYEES + 1} people: ${(figure.scanMs / 1000).toFixed(2)} s ` +
        `(goal < ${NOTIFY_GOAL_MS / 1000} s: ${met}; load ${figure.load.toFixed(1)}), ${figure.produced} notifications, ` +
        `${(figure.statements / figure.companies).toFixed(1)} statements per company (${figure.statements} in all); ` +
        `then ${figure.mailed} mails in ${(figure.mailMs / 1000).toFixed(2)} s`,
    );
  }
}

export async function benchNotificationScan(): Promise<void> {
  // BENCH_NOTIFY_PGLITE=0 measures PostgreSQL alone (the PGlite half takes minutes on a loaded machine).
  if (process.env.BENCH_NOTIFY_PGLITE !== '0') await benchPglite();
  if (!process.env.BENCH_DATABASE_URL) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to a database of its own (it is truncated).');
    return;
  }
  const database = openPostgres(process.env.BENCH_DATABASE_URL, { unscoped: 'across-companies' });
  try {
    await runMigrations(database);
    const figures: NotificationScanFigures[] = [];
    for (const size of NOTIFY_SIZES) figures.push(await benchSize(database, size));
    print('Notification scan, PostgreSQL (pg pool of 10 over TCP)', figures);
  } finally {
    await database.close();
  }
}

async function benchPglite(): Promise<void> {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-pglite-'));
  try {
    const database = await openPglite(pgliteDir, { unscoped: 'across-companies' });
    try {
      await runMigrations(database);
      const figures: NotificationScanFigures[] = [];
      for (const size of NOTIFY_SIZES) figures.push(await benchSize(database, size));
      print('Notification scan, embedded PGlite (statements = protocol round trips)', figures);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
}
