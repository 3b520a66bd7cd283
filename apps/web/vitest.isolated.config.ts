import { defineConfig } from 'vite';
import web, { NEEDS_OWN_MODULES } from './vite.config';

// The web test files that need a module graph of their own (they `vi.mock` modules to see what is imported),
// run with Vitest's default isolation. Every other web file shares its worker's modules (decision 017).
export default defineConfig({
  ...web,
  test: { ...web.test, name: 'web-isolated', include: NEEDS_OWN_MODULES, exclude: [], isolate: true },
});
