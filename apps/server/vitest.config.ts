import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // run-temp-dir first: the templates global-setup makes live in the run's temporary directory.
    globalSetup: ['test/run-temp-dir.ts', 'test/global-setup.ts'],
    // Closes what each file opened and removes what it created (helpers/file-cleanup.ts).
    setupFiles: ['test/setup/clean-up-after-file.ts'],
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
