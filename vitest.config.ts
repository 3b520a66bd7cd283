import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace, one project per package. `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the CPU count: a single worker on our 2-core machines and CI,
    // which left a core idle. The main process has little to do once files are transformed, so use every core
    // (decision 017). `--maxWorkers` or VITEST_MAX_WORKERS still override it.
    maxWorkers: os.availableParallelism(),
  },
});
