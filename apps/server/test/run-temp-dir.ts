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
  const runDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-test-run-'));
  // Read by the workers Vitest starts after the global set-up, which inherit this environment.
  process.env.TMPDIR = runDirectory;

  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    const leftBehind = fs.readdirSync(runDirectory);
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
