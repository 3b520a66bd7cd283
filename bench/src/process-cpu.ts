// Where the CPU goes during a load run (issue 32): CPU seconds of given processes, read from /proc/<pid>/stat
// (user + system time), and of the whole machine from /proc/stat. Linux only; elsewhere every figure is NaN.
import fs from 'node:fs';

/** /proc counts in clock ticks; 100 a second on every Linux the project runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds the process has used so far, or undefined when it is gone (or not Linux). */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Busy and total CPU seconds of the whole machine so far (every core, every process: other users' too). */
export function machineCpuSeconds(): { busy: number; total: number } {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal …: idle and iowait are the unused time.
    const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

/** CPU seconds so far of each process of `pids` that is still there. */
export function cpuSnapshot(pids: number[]): Map<number, number> {
  const snapshot = new Map<number, number>();
  for (const pid of pids) {
    const seconds = processCpuSeconds(pid);
    if (seconds !== undefined) snapshot.set(pid, seconds);
  }
  return snapshot;
}

/**
 * CPU seconds `pids` used since `before`: a process that is new since is counted from its start (it began inside
 * the window, or close enough), one gone by now is lost (undercounted; the pools keep their connections open).
 */
export function cpuUsedSince(before: Map<number, number>, pids: number[]): number {
  let seconds = 0;
  for (const [pid, now] of cpuSnapshot(pids)) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}
