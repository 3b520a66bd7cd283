/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Test files that cannot share a module graph: first-load `vi.mock`s modules to watch what gets imported. (A file
 * that ends while a lazy page is half-imported no longer breaks the next file: the setup file waits for pending
 * dynamic imports at the end of each file, decision 077.)
 */
export const NEEDS_OWN_MODULES = ['src/app/first-load.test.tsx'];

const MEASURE_FILES = Boolean(process.env.VITEST_CPU_PER_FILE || process.env.VITEST_CPU_PROFILE_DIR);

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // Keep every asset a file (no data: URIs in JS) so the CSP stays simple and caching works per file.
    assetsInlineLimit: 0,
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // These files need a fresh module graph of their own; ./vitest.isolated.config.ts runs them (decision 017).
    exclude: NEEDS_OWN_MODULES,
    // VITEST_CPU_PER_FILE or VITEST_CPU_PROFILE_DIR add a measurement of each file (./src/test/measure-files.ts).
    setupFiles: ['./src/test/setup.ts', ...(MEASURE_FILES ? ['./src/test/measure-files.ts'] : [])],
    // The first test that reaches a lazily loaded route imports it (and its feature) on the spot; on a busy 2-core
    // machine that alone took over Vitest's default 5 s. A limit here only stops a stuck test; it measures nothing.
    testTimeout: 15_000,
    restoreMocks: true,
    // Files share a worker's modules and happy-dom window (decision 017): Mantine, React and the app are
    // imported once per worker instead of once per file. The setup file puts back what a test may change
    // (stubbed globals, fake timers, storage, the DOM); do not `vi.mock` modules in these files.
    isolate: false,
    unstubGlobals: true,
    deps: {
      // Pre-bundle the big libraries into one file each, so a worker loads Mantine as one module instead of
      // hundreds (Vite's dependency optimizer, used for tests in the happy-dom "client" environment).
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mantine/core',
            '@mantine/dates',
            '@mantine/form',
            '@mantine/hooks',
            '@mantine/charts',
            '@tabler/icons-react',
            '@tanstack/react-query',
            '@tanstack/react-router',
            '@testing-library/react',
            '@testing-library/dom',
            'dayjs',
            'dayjs/locale/da',
            'qrcode',
            'react',
            'react-dom',
            'react-dom/client',
            'recharts',
          ],
        },
      },
    },
  },
});
