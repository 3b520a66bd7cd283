// npm run bench: measured figures printed in one run, never asserted in a test.
//
// Baseline for later endpoints: how much does Fastify (routing, security headers, request id, zod
// serialization, logging off) add on top of one database round trip? /api/health does exactly one
// `select 1`, so its throughput over HTTP against a raw `select 1` on the same database is that overhead.
// Runs on the embedded PGlite always, and on PostgreSQL too when BENCH_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@kollega/server/src/app';
import { loadConfig } from '@kollega/server/src/config/config';
import { type Database, openPglite, openPostgres } from '@kollega/server/src/db/database';
import { benchEmployeeList, EMPLOYEE_COUNT } from './employee-list';
import { type Measurement, measureHttp, measureLoop } from './measure';
import { benchTimeregOverview, TIMEREG_EMPLOYEES } from './timereg-overview';

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

async function benchDatabase(kind: string, database: Database): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: 'ab'.repeat(32),
    DATA_DIR: dataDir,
  });
  const app = await buildApp(config, { database, webRoot: dataDir });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
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

    const list = await benchEmployeeList(app, config, `http://127.0.0.1:${address.port}`, {
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    console.log(`  ${row(list.raw)}`);
    console.log(`  ${row(list.http)}`);
    console.log(
      `  → the employee list of ${EMPLOYEE_COUNT} employees takes ${list.http.meanMs.toFixed(1)} ms per request ` +
        `(${(list.http.meanMs / list.raw.meanMs).toFixed(2)} × the raw read of its rows), ` +
        `${(list.responseBytes / 1024).toFixed(1)} kB compressed\n`,
    );

    const timereg = await benchTimeregOverview(app, `http://127.0.0.1:${address.port}`, {
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    console.log(`  ${row(timereg.raw)}`);
    console.log(`  ${row(timereg.http)}`);
    console.log(`  ${row(timereg.export)}`);
    console.log(
      `  → Overblik for ${TIMEREG_EMPLOYEES} employees × 1 year (${timereg.entries} registrations): ` +
        `${timereg.http.meanMs.toFixed(1)} ms, ${(timereg.http.meanMs / timereg.raw.meanMs).toFixed(2)} × the raw ` +
        `aggregate (goal ≤ 1.5); ${timereg.queriesFor10} SQL statements per request for 10 employees, ` +
        `${timereg.queriesFor100} for 100; XLSX export ${timereg.export.meanMs.toFixed(1)} ms\n`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-bench-pglite-'));
try {
  await benchDatabase('Embedded PGlite (in-process, on disk)', await openPglite(pgliteDir));
} finally {
  fs.rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) {
  // The bench fills its companies directly, outside any request, so its own queries see every company; the
  // measured requests still run under row-level security, in their request's scope.
  await benchDatabase(
    'PostgreSQL (pg pool of 10 over TCP)',
    openPostgres(process.env.BENCH_DATABASE_URL, { unscoped: 'across-companies' }),
  );
} else {
  console.log(
    'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to include it.',
  );
}
