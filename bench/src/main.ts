// npm run bench: measured figures printed in one run, never asserted in a test.
//
// Baseline for later endpoints: how much does Fastify (routing, security headers, request id, zod
// serialization, logging off) add on top of one database round trip? /api/health does exactly one
// `select 1`, so its throughput over HTTP against a raw `select 1` on the same database is that overhead.
// Runs on the embedded PGlite always, and on PostgreSQL too when BENCH_DATABASE_URL is set.
//
// First load: what a signed-out visitor downloads for the landing page, against a bare Mantine app
// (./first-load.ts). `npm run bench -- first-load` runs only that one, `npm run bench -- api` only the others,
// `npm run bench -- equipment` only the equipment list, `npm run bench -- timereg` only Overblik and its exports,
// `npm run bench -- dashboard` only the dashboard, `npm run bench -- request-costs` the statements and fixed time of
// one authenticated request (./request-costs.ts), `npm run bench -- import` only 'Importér medarbejdere' (1,000 rows),
// `npm run bench -- fairness` only fair sharing (./fairness.ts), `npm run bench -- reports` only Rapporter
// (./reports.ts), `npm run bench -- lists` the employee list, agreements and the large checklist with their goals
// and plans, `npm run bench -- notification-scan` only the notification scan over 100 and 1,000 companies
// (./notification-scan.ts; on PostgreSQL it truncates BENCH_DATABASE_URL's database, so give it one of its own),
// `npm run bench -- load` only the load test (./load.ts: LOAD_USERS users for LOAD_SECONDS against server processes).
//
// Tests: `npm run bench -- tests` runs the whole test suite once and reports its wall and CPU time against the
// goal (./test-run.ts). Only when asked for by name: it is the whole suite, on a machine shared with others.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '@kollega/server/src/app';
import { buildApp } from '@kollega/server/src/app';
import { type AppConfig, loadConfig } from '@kollega/server/src/config/config';
import { type Database, openPglite, openPostgres } from '@kollega/server/src/db/database';
import { preloadHeavyLibraries } from '@kollega/server/src/integrations/heavy-libraries';
import { shortStatement } from '@kollega/server/src/testing/statement-trace';
import { AGREEMENT_COUNT, AGREEMENT_GOAL_MS, benchAgreementList } from './agreement-list';
import {
  benchChecklistBoard,
  CHECKLIST_GOAL_BYTES,
  CHECKLIST_GOAL_RATIO,
  CHECKLIST_GROUPS,
  CHECKLIST_TASKS_PER_GROUP,
} from './checklist-board';
import {
  benchDashboard,
  DASHBOARD_AGREEMENTS,
  DASHBOARD_CHECKLISTS,
  DASHBOARD_EMPLOYEES,
  DASHBOARD_EQUIPMENT,
  DASHBOARD_GOAL_MS,
} from './dashboard';
import { benchEmployeeImport, IMPORT_GOAL_MS, IMPORT_ROWS } from './employee-import';
import { benchEmployeeList, EMPLOYEE_COUNT, EMPLOYEE_LIST_GOAL_RATIO } from './employee-list';
import { benchEquipmentList, EQUIPMENT_COUNT } from './equipment-list';
import { benchFairness, FAIRNESS_GOAL_RATIO, FLOOD_CLIENTS } from './fairness';
import { benchFirstLoad, FIRST_LOAD_GOAL_RATIO, type PageWeight } from './first-load';
import { benchLoad } from './load';
import { type Measurement, measureHttp, measureLoop } from './measure';
import { benchNotificationScan } from './notification-scan';
import { benchReports, REPORT_EMPLOYEES, REPORT_EQUIPMENT, REPORT_GOAL_MS } from './reports';
import { benchRequestCosts } from './request-costs';
import { benchTestRun, TEST_RUN_GOAL_SECONDS } from './test-run';
import {
  benchTimeregOverview,
  EXPORT_GOAL_MS,
  TIMEREG_EMPLOYEES,
  TIMEREG_GOAL_RATIO,
} from './timereg-overview';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;

function row(measurement: Measurement): string {
  return [
    measurement.label.padEnd(42),
    `${Math.round(measurement.perSecond).toLocaleString('en-US').padStart(9)} /s`,
    `mean ${measurement.meanMs.toFixed(3).padStart(7)} ms`,
    `p99 ${measurement.p99Ms.toFixed(2).padStart(7)} ms`,
  ].join('  ');
}

type Only = 'equipment' | 'timereg' | 'dashboard' | 'import' | 'reports' | 'lists' | 'request-costs';

const met = (ok: boolean) => (ok ? 'met' : 'not met');

/** The lists of issue 32 against their goals: the employee list, a page of agreements, a large checklist. */
async function benchLists(app: App, config: AppConfig, origin: string): Promise<void> {
  const options = { seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS };
  const list = await benchEmployeeList(app, config, origin, options);
  const listRatio = list.http.meanMs / list.raw.meanMs;
  console.log(`  ${row(list.raw)}`);
  console.log(`  ${row(list.http)}`);
  console.log(
    `  → the employee list of ${EMPLOYEE_COUNT} employees takes ${list.http.meanMs.toFixed(1)} ms per request ` +
      `(${listRatio.toFixed(2)} × the raw read of its rows, goal ≤ ${EMPLOYEE_LIST_GOAL_RATIO}: ` +
      `${met(listRatio <= EMPLOYEE_LIST_GOAL_RATIO)}), ${(list.responseBytes / 1024).toFixed(1)} kB compressed, ` +
      `${list.statements} SQL statements\n`,
  );

  const agreementList = await benchAgreementList(app, origin, options);
  console.log(`  ${row(agreementList.raw)}`);
  console.log(`  ${row(agreementList.http)}`);
  console.log(
    `  → the agreement list (Åben, ${agreementList.openCount} of ${AGREEMENT_COUNT} agreements, one page of 50) ` +
      `takes ${agreementList.http.meanMs.toFixed(1)} ms per request (goal < ${AGREEMENT_GOAL_MS} ms: ` +
      `${met(agreementList.http.meanMs < AGREEMENT_GOAL_MS)}; ` +
      `${(agreementList.http.meanMs / agreementList.raw.meanMs).toFixed(2)} × the raw read of its page), ` +
      `${agreementList.statements} SQL statements\n`,
  );

  const board = await benchChecklistBoard(app, origin, options);
  const boardRatio = board.load.meanMs / board.rawLoad.meanMs;
  console.log(`  ${row(board.rawLoad)}`);
  console.log(`  ${row(board.load)}`);
  console.log(`  ${row(board.rawMove)}`);
  console.log(`  ${row(board.move)}`);
  console.log(
    `  → a checklist of ${CHECKLIST_GROUPS} groups × ${CHECKLIST_TASKS_PER_GROUP} tasks loads in ` +
      `${board.load.meanMs.toFixed(1)} ms (${boardRatio.toFixed(2)} × the raw read, goal ≤ ${CHECKLIST_GOAL_RATIO}: ` +
      `${met(boardRatio <= CHECKLIST_GOAL_RATIO)}; ${(board.responseBytes / 1000).toFixed(1)} kB of JSON, ` +
      `goal ≤ ${CHECKLIST_GOAL_BYTES / 1000} kB: ${met(board.responseBytes <= CHECKLIST_GOAL_BYTES)}); ` +
      `${board.statements} SQL statements; one move takes ${board.move.meanMs.toFixed(1)} ms ` +
      `(a raw one-row update ${board.rawMove.meanMs.toFixed(2)} ms)\n`,
  );
}

async function benchDatabase(kind: string, database: Database, only?: Only): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: 'ab'.repeat(32),
    DATA_DIR: dataDir,
  });
  const app = await buildApp(config, { database, webRoot: dataDir });
  // As main.ts starts the server: the PDF and XLSX libraries loaded before it listens.
  await preloadHeavyLibraries();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    if (only)
      console.log(`\n${kind} (${SECONDS} s per figure, node ${process.version}, ${os.cpus().length} cores)`);
    if (!only) {
      const url = `http://127.0.0.1:${address.port}/api/health`;
      const selectOne = () => database.ping();

      // Warm up both paths (JIT, connection pool, PGlite's caches) before measuring.
      await measureLoop('warm-up', selectOne, { seconds: WARM_UP_SECONDS, concurrency: 1 });
      await measureHttp('warm-up', url, { seconds: WARM_UP_SECONDS, connections: 1 });

      const results: [Measurement, Measurement][] = [];
      for (const concurrency of [1, 10]) {
        const raw = await measureLoop(`raw select 1, ${concurrency} concurrent`, selectOne, {
          seconds: SECONDS,
          concurrency,
        });
        const http = await measureHttp(`GET /api/health, ${concurrency} connection(s)`, url, {
          seconds: SECONDS,
          connections: concurrency,
        });
        results.push([raw, http]);
      }

      console.log(`\n${kind} (${SECONDS} s per figure, node ${process.version}, ${os.cpus().length} cores)`);
      for (const [raw, http] of results) {
        console.log(`  ${row(raw)}`);
        console.log(`  ${row(http)}`);
        const ratio = http.perSecond / raw.perSecond;
        const overhead = http.meanMs - raw.meanMs;
        console.log(
          `  → health over HTTP runs at ${(ratio * 100).toFixed(1)} % of raw select-1 throughput; ` +
            `Fastify + HTTP add ${overhead.toFixed(3)} ms per request on average\n`,
        );
      }
    }
    if (only === 'request-costs') {
      const costs = await benchRequestCosts(app, `http://127.0.0.1:${address.port}`, {
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
      });
      console.log(`  ${costs.statements.length} statements for one GET /api/employees (1 employee):`);
      for (const statement of costs.statements) console.log(`    ${shortStatement(statement)}`);
      console.log(`  ${row(costs.raw)}`);
      console.log(`  ${row(costs.http)}`);
      console.log(
        `  → a request whose own work is one small read costs ${(costs.http.meanMs - costs.raw.meanMs).toFixed(2)} ms ` +
          `more than the read (${(costs.http.meanMs / costs.raw.meanMs).toFixed(2)} ×)\n`,
      );
      return;
    }
    if (!only || only === 'lists') await benchLists(app, config, `http://127.0.0.1:${address.port}`);
    if (only === 'lists') return;
    if (only === 'reports') {
      const figures = await benchReports(app, `http://127.0.0.1:${address.port}`, {
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
      });
      for (const report of figures.reports) {
        const met = report.http.meanMs < REPORT_GOAL_MS ? 'met' : 'not met';
        const ratio = report.http.meanMs / REPORT_GOAL_MS;
        console.log(
          `  ${row(report.http)}  ${ratio.toFixed(2)} × the goal of ${REPORT_GOAL_MS} ms (${met}), ` +
            `${report.statements} SQL statements`,
        );
      }
      if (figures.overview) {
        console.log(`  ${row(figures.overview)}  (Sygefravær and Overarbejde compute on it)`);
      }
      console.log(
        `  → ${REPORT_EMPLOYEES} employees, ${figures.entries} registrations over a year, ${REPORT_EQUIPMENT} items; ` +
          'each report for the last 12 months (Medarbejdere 24)\n',
      );
      return;
    }
    if (only === 'import') {
      const figures = await benchEmployeeImport(app, `http://127.0.0.1:${address.port}`);
      console.log(
        `  → importing ${figures.created} of ${IMPORT_ROWS} employees from a ${(figures.bytes / 1024).toFixed(0)} kB ` +
          `Windows-1252 CSV: read ${figures.readMs.toFixed(0)} ms, preview ${figures.previewMs.toFixed(0)} ms, ` +
          `confirm ${figures.confirmMs.toFixed(0)} ms; ${(figures.totalMs / 1000).toFixed(2)} s in all ` +
          `(goal < ${IMPORT_GOAL_MS / 1000} s: ${figures.totalMs < IMPORT_GOAL_MS ? 'met' : 'not met'})\n`,
      );
      return;
    }
    if (!only || only === 'dashboard') {
      const dashboard = await benchDashboard(app, `http://127.0.0.1:${address.port}`, {
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
      });
      console.log(`  ${row(dashboard.http)}`);
      console.log(`  ${row(dashboard.uncached)}`);
      console.log(
        `  → the dashboard of ${DASHBOARD_EMPLOYEES} employees (${DASHBOARD_AGREEMENTS} agreements, ` +
          `${DASHBOARD_EQUIPMENT} items, ${DASHBOARD_CHECKLISTS} checklists, ${dashboard.entries} registrations) ` +
          `takes ${dashboard.http.meanMs.toFixed(1)} ms (goal < ${DASHBOARD_GOAL_MS} ms: ` +
          `${met(dashboard.http.meanMs < DASHBOARD_GOAL_MS)}); ${dashboard.queriesFor10} SQL statements per ` +
          `request for 10 employees, ${dashboard.queriesFor100} for 100 (holiday balances cached), ` +
          `${dashboard.fileSizeCalls} file-size calls (fstat) a request in this process; the first ` +
          `request of the day, computing every balance, took ${dashboard.coldMs.toFixed(1)} ms ` +
          `(${dashboard.queriesCold} statements); the cache saves ` +
          `${(100 * (1 - dashboard.http.meanMs / dashboard.uncached.meanMs)).toFixed(0)} % of a request\n`,
      );
    }
    if (only === 'dashboard') return;
    if (only !== 'timereg') {
      const equipmentList = await benchEquipmentList(app, `http://127.0.0.1:${address.port}`, {
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
      });
      console.log(`  ${row(equipmentList.raw)}`);
      console.log(`  ${row(equipmentList.http)}`);
      console.log(`  ${row(equipmentList.filtered)}`);
      console.log(
        `  → the equipment list (first page of 50 of ${EQUIPMENT_COUNT} items, with the total) takes ` +
          `${equipmentList.http.meanMs.toFixed(1)} ms per request ` +
          `(${(equipmentList.http.meanMs / equipmentList.raw.meanMs).toFixed(2)} × the raw read of its page); ` +
          `filtered by status ${equipmentList.filtered.meanMs.toFixed(1)} ms\n`,
      );
    }

    if (!only || only === 'timereg') {
      const timereg = await benchTimeregOverview(app, `http://127.0.0.1:${address.port}`, {
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
      });
      console.log(`  ${row(timereg.raw)}`);
      console.log(`  ${row(timereg.http)}`);
      console.log(`  ${row(timereg.export)}`);
      console.log(`  ${row(timereg.payroll)}`);
      console.log(
        `  → Overblik for ${TIMEREG_EMPLOYEES} employees × 1 year (${timereg.entries} registrations): ` +
          `${timereg.http.meanMs.toFixed(1)} ms, ${(timereg.http.meanMs / timereg.raw.meanMs).toFixed(2)} × the raw ` +
          `aggregate (goal ≤ ${TIMEREG_GOAL_RATIO}: ${met(timereg.http.meanMs / timereg.raw.meanMs <= TIMEREG_GOAL_RATIO)}; ` +
          `compact JSON ${kB(timereg.compactBytes)}, full ${kB(timereg.fullBytes)}); ${timereg.queriesFor10} SQL statements per request for 10 employees, ` +
          `${timereg.queriesFor100} for 100; XLSX export (summary and ${TIMEREG_EMPLOYEES} day sheets, ` +
          `${(timereg.exportBytes / 1024).toFixed(0)} kB) ${timereg.export.meanMs.toFixed(1)} ms; payroll CSV ` +
          `(${(timereg.payrollBytes / 1024).toFixed(1)} kB) ${timereg.payroll.meanMs.toFixed(1)} ms`,
      );
      console.log(
        `  → Overblik XLSX, 3 months with ${TIMEREG_EMPLOYEES} day sheets: ${timereg.export.meanMs.toFixed(0)} ms to ` +
          `a finished file (goal < ${EXPORT_GOAL_MS.toLocaleString('en-US')} ms: ` +
          `${met(timereg.export.meanMs < EXPORT_GOAL_MS)}), ${timereg.exportCpuMs.toFixed(0)} ms of CPU each; ` +
          `the event loop's longest block meanwhile ${timereg.exportLongestBlockMs.toFixed(0)} ms\n`,
      );
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function weightRow(label: string, weight: PageWeight): string {
  const js = weight.files.filter((file) => file.kind === 'js');
  const jsBytes = js.reduce((sum, file) => sum + file.gzipBytes, 0);
  const css = weight.files.length - js.length;
  return [
    label.padEnd(44),
    `${weight.files.length} files`.padStart(8),
    `${kB(weight.gzipBytes).padStart(9)} gzip`,
    `(${js.length} JS ${kB(jsBytes)}, ${css} CSS ${kB(weight.gzipBytes - jsBytes)})`,
  ].join('  ');
}

async function printFirstLoad(): Promise<void> {
  const result = await benchFirstLoad();
  if (!result) {
    console.log('First load skipped: no Chromium at /usr/bin/chromium.');
    return;
  }
  console.log(
    '\nFirst load, signed out (Chromium, every JS and CSS response, gzip -9; both built in this run)',
  );
  console.log(`  ${weightRow('landing page /', result.landing)}`);
  console.log(`  ${weightRow('bare Mantine app (MantineProvider + Button)', result.bareMantine)}`);
  console.log(
    `  → the landing page weighs ${result.ratio.toFixed(2)} × the bare Mantine app ` +
      `(goal ≤ ${FIRST_LOAD_GOAL_RATIO}: ${result.ratio <= FIRST_LOAD_GOAL_RATIO ? 'met' : 'not met'})`,
  );
  if (process.env.BENCH_VERBOSE) {
    for (const [label, weight] of [
      ['landing page', result.landing],
      ['bare Mantine', result.bareMantine],
    ] as const) {
      for (const file of [...weight.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`     ${label}  ${kB(file.gzipBytes).padStart(9)}  ${file.url}`);
      }
    }
  }
  console.log('');
}

async function benchApi(only?: Only): Promise<void> {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-pglite-'));
  try {
    // As on PostgreSQL below: the bench's own set-up sees every company; requests run as kollega_app.
    await benchDatabase(
      'Embedded PGlite (in-process, on disk)',
      await openPglite(pgliteDir, { unscoped: 'across-companies' }),
      only,
    );
  } finally {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL) {
    // The bench fills its companies directly, outside any request, so its own queries see every company; the
    // measured requests still run under row-level security, in their request's scope.
    await benchDatabase(
      'PostgreSQL (pg pool of 10 over TCP)',
      openPostgres(process.env.BENCH_DATABASE_URL, { unscoped: 'across-companies' }),
      only,
    );
  } else {
    console.log(
      'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to include it.',
    );
  }
}

/**
 * Fair sharing (issue 25): the employee list of one company idle and while another company floods exports, on
 * the embedded database (the request queue is embedded-only); the goal is at most 2 × idle and no errors.
 */
async function printFairness(): Promise<void> {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-pglite-'));
  try {
    // The bench's own set-up writes rows of two companies outside any request; the app sets its scopes itself.
    const figures = await benchFairness(await openPglite(pgliteDir, { unscoped: 'across-companies' }), {
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    const { idle } = figures;
    console.log(
      `\nFair sharing, embedded PGlite (${SECONDS} s per figure, node ${process.version}, ${os.cpus().length} cores)`,
    );
    console.log(
      `  GET /api/employees (other company, idle)       mean ${idle.meanMs.toFixed(1).padStart(7)} ms  ` +
        `p99 ${idle.p99Ms.toFixed(0).padStart(5)} ms  ${idle.requests} requests, ${idle.errors} errors`,
    );
    const { oneJob } = figures;
    console.log(
      `  one background Overblik export alone: ${(oneJob.wallMs / 1000).toFixed(1)} s, main thread busy ` +
        `${(oneJob.busyMs / 1000).toFixed(1)} s, event-loop delay p99 ${oneJob.delayP99Ms.toFixed(0)} ms`,
    );
    for (const flood of figures.floods) {
      const ratio = flood.list.meanMs / idle.meanMs;
      const met = ratio <= FAIRNESS_GOAL_RATIO && flood.list.errors === 0 ? 'met' : 'not met';
      console.log(
        `  … while ${FLOOD_CLIENTS} clients flood ${flood.label}: mean ${flood.list.meanMs.toFixed(1)} ms, ` +
          `p99 ${flood.list.p99Ms.toFixed(0)} ms, ${flood.list.requests} requests, ${flood.list.errors} errors`,
      );
      const answers = Object.entries(flood.flooder)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([what, count]) => `${what} × ${count}`)
        .join(', ');
      console.log(`     the flooder got: ${answers}`);
      console.log(
        `     main thread meanwhile: busy ${((flood.mainThread.busyMs / flood.mainThread.wallMs) * 100).toFixed(0)} %, ` +
          `event-loop delay p99 ${flood.mainThread.delayP99Ms.toFixed(0)} ms`,
      );
      console.log(
        `  → ${ratio.toFixed(2)} × its idle time with ${flood.list.errors} errors ` +
          `(goal ≤ ${FAIRNESS_GOAL_RATIO} × and 0 errors: ${met})`,
      );
    }
    console.log('');
  } finally {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
}

async function printTestRun(): Promise<void> {
  const run = await benchTestRun();
  const cpu = run.cpuSeconds === undefined ? 'unknown (no /proc)' : `${run.cpuSeconds.toFixed(1)} s`;
  const met = run.wallSeconds <= TEST_RUN_GOAL_SECONDS ? 'met' : 'not met';
  console.log(
    `\nTest run (npx vitest run, ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}): ` +
      `${run.wallSeconds.toFixed(1)} s wall, ${cpu} CPU (user + sys, all processes), exit code ${run.exitCode}`,
  );
  console.log(
    `  → goal: under ${TEST_RUN_GOAL_SECONDS} s wall (${met}; wall time counts only on an idle machine)\n`,
  );
}

const BENCHES: Record<string, () => Promise<void>> = {
  'first-load': printFirstLoad,
  api: () => benchApi(),
  /** The equipment list alone (5,000 items), on the databases `api` uses. */
  equipment: () => benchApi('equipment'),
  /** Overblik, its XLSX export and the payroll CSV alone (100 employees × 1 year). */
  timereg: () => benchApi('timereg'),
  /** The employee list, a page of agreements and a large checklist against their goals, with their plans. */
  lists: () => benchApi('lists'),
  dashboard: () => benchApi('dashboard'),
  /** The statements and the fixed time of one authenticated request (decision 060). */
  'request-costs': () => benchApi('request-costs'),
  import: () => benchApi('import'),
  /** Rapporter alone: each report for 100 employees × 1 year, against the 300 ms goal. */
  reports: () => benchApi('reports'),
  /** One company's employee list while another floods exports (issue 25), embedded only. */
  fairness: printFairness,
  tests: printTestRun,
  /** The scheduled notification scan over 100 and 1,000 companies of 30 employees (issue 26). */
  'notification-scan': benchNotificationScan,
  /** 500 users on PostgreSQL (two server processes) and 100 on PGlite for 60 s (issue 32, ./load.ts). */
  load: benchLoad,
};
/** Parts that run only when named: `tests` runs the whole suite. */
const ONLY_WHEN_NAMED = new Set([
  'tests',
  'request-costs',
  'lists',
  'equipment',
  'timereg',
  'dashboard',
  'import',
  'fairness',
  'reports',
  'notification-scan',
  'load',
]);
const chosen = process.argv.slice(2);
for (const name of chosen) {
  if (!(name in BENCHES))
    throw new Error(`unknown bench '${name}'; choose from ${Object.keys(BENCHES).join(', ')}`);
}
for (const [name, run] of Object.entries(BENCHES)) {
  if (chosen.includes(name) || (chosen.length === 0 && !ONLY_WHEN_NAMED.has(name))) await run();
}
