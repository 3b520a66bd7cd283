import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace, one project per package. `npm test` runs them all.
export default defineConfig({
  test: {
    // The web app is two projects: `web` (files share modules) and `web-isolated` (files that mock modules).
    projects: ['packages/domain', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts'],
    // Vitest's default is one worker fewer than the CPU count: a single worker on our 2-core machines and CI,
    // which left a core idle. The main process has little to do once files are transformed, so use every core
    // (decision 017). `--maxWorkers` or VITEST_MAX_WORKERS still override it.
    maxWorkers: os.availableParallelism(),
  },
});
