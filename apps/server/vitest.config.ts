import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database copy; opening one takes about half a second on PGlite.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
