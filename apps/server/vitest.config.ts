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
    // Each file gets its own database copy; opening one takes about half a second on PGlite.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
