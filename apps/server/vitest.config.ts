import { defineProject } from 'vitest/config';

// VITEST_CPU_PER_FILE=<file> adds a measurement of each file's CPU, its child processes' included, and
// VITEST_CPU_PROFILE_DIR=<dir> a V8 profile of each (./test/setup/measure-files.ts, decision 078).
const MEASURE_FILES = Boolean(process.env.VITEST_CPU_PER_FILE || process.env.VITEST_CPU_PROFILE_DIR);

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // run-temp-dir first: the templates global-setup makes live in the run's temporary directory.
    globalSetup: ['test/run-temp-dir.ts', 'test/global-setup.ts'],
    // Closes what each file opened and removes what it created (helpers/file-cleanup.ts).
    setupFiles: [
      'test/setup/clean-up-after-file.ts',
      ...(MEASURE_FILES ? ['test/setup/measure-files.ts'] : []),
    ],
    // Files share one module graph per worker instead of importing the app again for each file (about 2 s of
    // CPU per file). Each file still gets its own app and a database equal to a fresh copy (on PGlite the worker's
    // pooled instance, reset between files: decision 074); state kept in a module is shared, so pass dependencies
    // to buildApp rather than mocking modules (decision 017).
    isolate: false,
    // Each file gets its own database copy; opening one takes about half a second on PGlite.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
