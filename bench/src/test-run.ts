// How long `npx vitest run` (what `npm test` runs) takes, in wall time and in CPU time of every process it
// started (Vitest and its workers), against the hardening issue's goal. The machine is shared, so the CPU
// time is the figure to compare between runs; the wall time is what a developer waits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm test` should take at most this long on a 2-core machine (hardening issue). */
export const TEST_RUN_GOAL_SECONDS = 60;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Linux counts process CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

export type TestRun = { exitCode: number; wallSeconds: number; cpuSeconds: number | undefined };

/**
 * User + system CPU seconds of this process's finished children, and of theirs (each reaps its own), from
 * /proc/self/stat (cutime, cstime). Undefined where there is no /proc.
 */
function childrenCpuSeconds(): number | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are fields 16 and 17 of the whole line, i.e. 13 and 14 after the name and the state.
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** Runs the whole test suite once, its output passed through, and measures it. */
export async function benchTestRun(): Promise<TestRun> {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const exitCode = await new Promise<number>((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { exitCode, wallSeconds, cpuSeconds };
}
