// Opt-in measurement of the server test files (decision 078, as the web's in decision 067); the config loads this
// file only when VITEST_CPU_PER_FILE is set. The machine is usually shared, so CPU seconds, not wall time, tell one
// file's cost: appends "<CPU s>\t<children's CPU s>\t<wall s>\t<test file>" per file; sort it with `sort -rn`.
// The first column includes the second. Files share a worker's modules (isolate: false), so the first file of a
// worker also pays for importing the app. Needs the default `forks` pool, so that the process is the worker.
// Children's CPU is what the kernel adds up for child processes once they have exited and been waited for
// (/proc/self/stat, Linux only): the kill -9 tests run the scan and the lock holder in processes of their own.
import { appendFileSync, readFileSync } from 'node:fs';
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

afterAll(() => {
  if (!cpuPerFile) return;
  const testFile = expect.getState().testPath ?? 'unknown';
  const cpu = process.cpuUsage(cpuAtStart);
  const children = childrenCpu() - childrenAtStart;
  const seconds = (cpu.user + cpu.system) / 1e6 + children;
  const wall = (performance.now() - wallAtStart) / 1000;
  appendFileSync(
    cpuPerFile,
    `${seconds.toFixed(2)}\t${children.toFixed(2)}\t${wall.toFixed(2)}\t${testFile}\n`,
  );
});
