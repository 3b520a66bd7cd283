import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share one module graph per worker, as the server's and the web's do (decision 017): the domain is pure
    // and its tests keep no state between files (the one test that fakes the clock puts it back after each test).
    // Isolated, each of the 69 files imported the domain and zod again: ≈65–80 s of CPU against ≈13 s (decision 080).
    isolate: false,
    // The property tests take a few seconds; on a busy 2-core machine they passed Vitest's default 5 s. A limit
    // here only stops a stuck test; it measures nothing.
    testTimeout: 15_000,
  },
});
