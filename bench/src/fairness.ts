// Fair sharing (issue 25): while one company floods the server with exports, another company's employee list
// must answer within 2 × its idle time, with no errors. Measured on the embedded PGlite, where one server and one
// database connection are shared by every company, with the default EMBEDDED_MAX_* limits. Figures are printed,
// never asserted in a test.
//
// Two floods, one after the other, each by 20 clients of the same admin:
// - through the web's flow: heavy exports started as background jobs, polled and downloaded when ready;
// - straight at the synchronous Overblik XLSX over its longest period, 3 months (longer ones are refused with
//   422 and made only as jobs, decision 035), the request queue's shares the only limit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { addDays, danishToday } from '@kollega/domain';
import { buildApp } from '@kollega/server/src/app';
import { loadConfig } from '@kollega/server/src/config/config';
import type { Database } from '@kollega/server/src/db/database';
import { employees } from '@kollega/server/src/db/schema/index';
import { demoEmployees } from '@kollega/server/src/testing/demo-employees';
import { demoTimeEntries, insertDemoTimeEntries } from '@kollega/server/src/testing/demo-time-entries';
import { createCompanyWithOwner, loginAs, setPlan } from '@kollega/server/src/testing/factories';
import autocannon from 'autocannon';

export const FAIRNESS_GOAL_RATIO = 2;
/** The flooder's clients, as the 'about 20 exports from one admin'. */
export const FLOOD_CLIENTS = 20;
const VICTIM_EMPLOYEES = 200;
const FLOODER_EMPLOYEES = 40;

export interface ListFigure {
  meanMs: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers and socket errors together. */
  errors: number;
}

/**
 * The server's main thread (the event loop, where PGlite also runs) over a stretch of time: how much of it was
 * busy, and how late its timers ran. Less sensitive to other work on the machine than the list's answer times.
 */
export interface MainThreadFigure {
  wallMs: number;
  busyMs: number;
  delayP99Ms: number;
}

export interface FairnessFigures {
  idle: ListFigure;
  /** One background Overblik export of the whole range, run alone: the main thread's share of its work. */
  oneJob: MainThreadFigure;
  floods: {
    label: string;
    list: ListFigure;
    flooder: Record<string, number>;
    mainThread: MainThreadFigure;
  }[];
}

/** Watches the main thread from now until the returned function is called. */
function watchMainThread(): () => MainThreadFigure {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const before = performance.eventLoopUtilization();
  return () => {
    const used = performance.eventLoopUtilization(before);
    delay.disable();
    return {
      wallMs: performance.now() - started,
      busyMs: used.active,
      delayP99Ms: delay.percentile(99) / 1e6,
    };
  };
}

/** Starts one background Overblik export and waits for its file, watching the main thread meanwhile. */
async function measureOneJob(
  origin: string,
  cookie: string,
  range: { from: string; to: string },
): Promise<MainThreadFigure> {
  const stop = watchMainThread();
  const started = await fetch(`${origin}/api/exports/overview`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(range),
  });
  if (started.status !== 202) throw new Error(`export not started: ${started.status}`);
  const { id } = (await started.json()) as { id: string };
  for (;;) {
    await sleep(100);
    const job = (await (await fetch(`${origin}/api/exports/${id}`, { headers: { cookie } })).json()) as {
      status: string;
    };
    if (job.status === 'done') break;
    if (job.status === 'failed') throw new Error('export failed');
  }
  return stop();
}

async function measureList(url: string, cookie: string, seconds: number): Promise<ListFigure> {
  const result = await autocannon({
    url,
    connections: 1,
    duration: seconds,
    workers: 1,
    headers: { cookie },
  });
  const requests = result.requests.total;
  return {
    meanMs: (result.duration * 1000) / Math.max(1, requests),
    p99Ms: result.latency.p99,
    requests,
    errors: result.non2xx + result.errors,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One flooding client: what it does again and again until `until`, counting the answers it got. */
type Flooder = (until: number, count: (what: string) => void) => Promise<void>;

function jobFlooder(origin: string, cookie: string, range: { from: string; to: string }): Flooder {
  const headers = { cookie, 'content-type': 'application/json' };
  return async (until, count) => {
    while (Date.now() < until) {
      const started = await fetch(`${origin}/api/exports/overview`, {
        method: 'POST',
        headers,
        body: JSON.stringify(range),
      });
      count(`start ${started.status}`);
      if (started.status !== 202) {
        await started.arrayBuffer();
        await sleep(Number(started.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      const { id } = (await started.json()) as { id: string };
      // Polled as the web does, every second, until ready; then downloaded.
      while (Date.now() < until) {
        await sleep(1000);
        const status = await fetch(`${origin}/api/exports/${id}`, { headers: { cookie } });
        const job = status.ok ? ((await status.json()) as { status: string }) : null;
        if (!job) count(`status ${status.status}`);
        if (job?.status === 'done') {
          const file = await fetch(`${origin}/api/exports/${id}/file`, { headers: { cookie } });
          await file.arrayBuffer();
          count(`file ${file.status}`);
          break;
        }
        if (!job || job.status === 'failed') break;
      }
    }
  };
}

function directFlooder(origin: string, cookie: string, range: { from: string; to: string }): Flooder {
  // The longest period the route serves (OVERVIEW_EXPORT_SYNC_MONTHS): 89 days up to the range's end.
  const from = addDays(range.to, -88);
  const url = `${origin}/api/timereg/overview/export.xlsx?from=${from}&to=${range.to}`;
  return async (until, count) => {
    while (Date.now() < until) {
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      count(`xlsx ${response.status}`);
      if (response.status === 429 || response.status === 503) {
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      }
    }
  };
}

export async function benchFairness(
  database: Database,
  options: { seconds: number; warmUpSeconds: number },
): Promise<FairnessFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-fairness-'));
  // Production's defaults: the request queue and its shares as an installation has them out of the box.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: 'cd'.repeat(32),
    DATA_DIR: dataDir,
    BILLING: 'off',
  });
  const app = await buildApp(config, { database, webRoot: dataDir });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const origin = `http://127.0.0.1:${address.port}`;
    const db = database.db;

    // The other company: its admin opens the employee list.
    const victim = await createCompanyWithOwner(app, { name: 'Nabofirma ApS' });
    const people = demoEmployees(VICTIM_EMPLOYEES, { domain: `${victim.companyId}.fair.bench.dk` });
    await db.insert(employees).values(
      people.map((person) => ({
        companyId: victim.companyId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        ...person.fields,
      })),
    );
    const victimCookie = await loginAs(app, victim.owner);

    // The flooding company: 40 employees with registrations from 1 July 2024 to yesterday.
    const flooder = await createCompanyWithOwner(app, { name: 'Storfirma ApS' });
    await setPlan(db, flooder.companyId, 'premiumplus');
    const staff = demoEmployees(FLOODER_EMPLOYEES, { domain: `${flooder.companyId}.fair.bench.dk` });
    const inserted = await db
      .insert(employees)
      .values(
        staff.map((person) => ({
          companyId: flooder.companyId,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          ...person.fields,
          employmentStatus: 'active',
          endDate: null,
          startDate: '2024-01-01',
          mobileAppAccess: true,
          timeRegistrationExempt: false,
        })),
      )
      .returning({ id: employees.id });
    const range = { from: '2024-07-01', to: addDays(danishToday(), -1) };
    for (const [index, row] of inserted.entries()) {
      await insertDemoTimeEntries(
        db,
        { companyId: flooder.companyId, employeeId: row.id, authorUserId: null, authorName: 'Bench' },
        demoTimeEntries({ ...range, seed: index }),
      );
    }
    const flooderCookie = await loginAs(app, flooder.owner);

    const listUrl = `${origin}/api/employees`;
    await measureList(listUrl, victimCookie, options.warmUpSeconds);
    const idle = await measureList(listUrl, victimCookie, options.seconds);
    // Once to warm up (the worker's bundle when running from source), once measured.
    await measureOneJob(origin, flooderCookie, range);
    const oneJob = await measureOneJob(origin, flooderCookie, range);

    const floods: FairnessFigures['floods'] = [];
    for (const [label, make] of [
      ['heavy exports as background jobs (the web)', jobFlooder],
      ['synchronous 3-month XLSX exports', directFlooder],
    ] as const) {
      const counts: Record<string, number> = {};
      const count = (what: string) => {
        counts[what] = (counts[what] ?? 0) + 1;
      };
      // The flood starts first and runs a little longer than the measurement, so the list sees it throughout.
      const until = Date.now() + (options.seconds + 2) * 1000;
      const flood = Promise.all(
        Array.from({ length: FLOOD_CLIENTS }, () => make(origin, flooderCookie, range)(until, count)),
      );
      await sleep(1000);
      const stop = watchMainThread();
      const list = await measureList(listUrl, victimCookie, options.seconds);
      const mainThread = stop();
      await flood;
      // Let the background jobs still queued finish before the next flood, so each is measured on its own.
      while (app.requestQueue.active > 0) await sleep(100);
      await sleep(3000);
      floods.push({ label, list, flooder: counts, mainThread });
    }
    return { idle, oneJob, floods };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
