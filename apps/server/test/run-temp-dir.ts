import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The run's temporary directory. Every test process of the run gets TMPDIR pointing at one directory of its own,
 * so whatever a test (or a library under it) puts in os.tmpdir() lands there and nowhere else on this shared
 * machine. The teardown removes it, and fails the run naming anything a test file left behind: temporary files
 * are to be removed where they are made (helpers/file-cleanup.ts), and this check keeps it that way.
 * Runs before global-setup.ts, whose templates therefore live here too and are removed by its own teardown.
 */
export default function setup() {
  const previous = process.env.TMPDIR;
  removeDirectoriesOfDeadRuns(os.tmpdir());
  const runDirectory = fs.mkdtempSync(path.join(os.tmpdir(), RUN_PREFIX));
  fs.writeFileSync(path.join(runDirectory, OWNER_FILE), String(process.pid));
  // Read by the workers Vitest starts after the global set-up, which inherit this environment.
  process.env.TMPDIR = runDirectory;

  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    const leftBehind = fs.readdirSync(runDirectory).filter((entry) => entry !== OWNER_FILE);
    fs.rmSync(runDirectory, { recursive: true, force: true });
    if (leftBehind.length > 0) {
      // Vitest only prints an error thrown here ('error during close'); the exit code is what fails the run.
      process.exitCode = 1;
      throw new Error(
        `The tests left ${leftBehind.length} entries in the temporary directory: ${leftBehind.join(', ')}. ` +
          'Remove them when the test file ends (cleanUpAfterFile in test/helpers/file-cleanup.ts).',
      );
    }
  };
}

const RUN_PREFIX = 'kollega-test-run-';
/** The process id of the run that made the directory, so a later run can tell whether that run is gone. */
const OWNER_FILE = '.owner-pid';

/**
 * A run that was killed (Ctrl-C twice, kill -9, a CI timeout) never reaches its teardown and leaves its directory
 * behind, templates and all (tens of megabytes). The next run removes such directories: those whose owner process
 * no longer exists. A directory without the owner file, or whose owner is alive (another run at the same time, or
 * the number reused by some other process), is left alone.
 */
function removeDirectoriesOfDeadRuns(directory: string) {
  for (const entry of fs.readdirSync(directory)) {
    if (!entry.startsWith(RUN_PREFIX)) continue;
    const runDirectory = path.join(directory, entry);
    let owner: number;
    try {
      owner = Number.parseInt(fs.readFileSync(path.join(runDirectory, OWNER_FILE), 'utf8'), 10);
    } catch {
      continue;
    }
    if (!Number.isInteger(owner) || owner <= 0 || isAlive(owner)) continue;
    fs.rmSync(runDirectory, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
