// Opt-in measurement of the server test files (decision 078, as the web's in decision 067); the config loads this
// file only when one of the two variables is set. The machine is usually shared, so CPU seconds, not wall time, tell
// one file's cost:
// - VITEST_CPU_PER_FILE=<file>: appends "<CPU s>\t<children's CPU s>\t<wall s>\t<test file>" per file; sort it with
//   `sort -rn`. The first column includes the second.
// - VITEST_CPU_PROFILE_DIR=<dir>: writes a V8 CPU profile per file (<name>.cpuprofile, for Chrome DevTools); child
//   processes are not in it. Files share a worker's modules (isolate: false), so the first file of a
// worker also pays for importing the app. Needs the default `forks` pool, so that the process is the worker.
// Children's CPU is what the kernel adds up for child processes once they have exited and been waited for
// (/proc/self/stat, Linux only): the kill -9 tests run the scan and the lock holder in processes of their own.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { basename } from 'node:path';
import { afterAll, expect } from 'vitest';

/** User + system CPU seconds of this process's exited children (fields 16 and 17 of /proc/self/stat, in ticks). */
function childrenCpu(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100; // USER_HZ on Linux
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

const cpuAtStart = process.cpuUsage();
const childrenAtStart = childrenCpu();
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
  if (session && profileDir) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${profileDir}/${basename(testFile)}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
  if (!cpuPerFile) return;
  const cpu = process.cpuUsage(cpuAtStart);
  const children = childrenCpu() - childrenAtStart;
  const seconds = (cpu.user + cpu.system) / 1e6 + children;
  const wall = (performance.now() - wallAtStart) / 1000;
  appendFileSync(
    cpuPerFile,
    `${seconds.toFixed(2)}\t${children.toFixed(2)}\t${wall.toFixed(2)}\t${testFile}\n`,
  );
});
