import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace, one project per package. `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
