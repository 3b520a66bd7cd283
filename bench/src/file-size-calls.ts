// How often the embedded database asks the file system for a file's size while `run` runs (decision 084).
import fs from 'node:fs';

/**
 * PGlite's on-disk file system answers PostgreSQL's `lseek(fd, 0, SEEK_END)` (a relation's size, asked when a
 * statement is planned and whenever a sequential or bitmap heap scan starts) with `fs.fstatSync`, several µs a
 * call. A read that rescans a small table once per row shows up here as hundreds of calls. Counts only calls made
 * in this process, so on PostgreSQL it is 0.
 */
export async function countFileSizeCalls(run: () => Promise<unknown>): Promise<number> {
  const original = fs.fstatSync;
  let calls = 0;
  const counted = ((...args: Parameters<typeof fs.fstatSync>) => {
    calls += 1;
    return original(...args);
  }) as typeof fs.fstatSync;
  fs.fstatSync = counted;
  try {
    await run();
  } finally {
    fs.fstatSync = original;
  }
  return calls;
}
