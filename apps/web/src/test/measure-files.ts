// Opt-in measurement of the web test files (decision 067); the config loads this file only when one of the two
// variables is set. The machine is usually shared, so CPU seconds, not wall time, tell one file's cost:
// - VITEST_CPU_PER_FILE=<file>: appends "<CPU s>\t<wall s>\t<test file>" per file (module imports included, as
//   `process.cpuUsage` counts from here); sort it with `sort -rn`. Needs the default `forks` pool, so that the
//   process is the worker.
// - VITEST_CPU_PROFILE_DIR=<dir>: writes a V8 CPU profile per file (<name>.cpuprofile, for Chrome DevTools).
import { appendFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { basename } from 'node:path';
import { afterAll, expect } from 'vitest';

const cpuAtStart = process.cpuUsage();
const wallAtStart = performance.now();
const cpuPerFile = process.env.VITEST_CPU_PER_FILE;
const profileDir = process.env.VITEST_CPU_PROFILE_DIR;

let session: Session | undefined;
if (profileDir) {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}

afterAll(async () => {
  const testFile = expect.getState().testPath ?? 'unknown';
  if (cpuPerFile) {
    const cpu = process.cpuUsage(cpuAtStart);
    const seconds = (cpu.user + cpu.system) / 1e6;
    const wall = (performance.now() - wallAtStart) / 1000;
    appendFileSync(cpuPerFile, `${seconds.toFixed(2)}\t${wall.toFixed(2)}\t${testFile}\n`);
  }
  if (session && profileDir) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${profileDir}/${basename(testFile)}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
});
