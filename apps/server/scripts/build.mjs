// Bundles the server (and the @kollega/domain source it imports) into dist/main.js for `npm start`.
// npm dependencies stay external and load from node_modules as usual: PGlite's WebAssembly files and
// pino's transport workers must keep their own paths.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const serverPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(serverPackage.dependencies ?? {}).filter(
  (name) => !name.startsWith('@kollega/'),
);

const started = performance.now();
await build({
  // The workbook worker of background exports (decision 035) is its own file, loaded by path from main.js.
  entryPoints: { main: 'src/main.ts', 'workbook-worker': 'src/jobs/workbook-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // esbuild only bundles the workbook worker when running from source (jobs/workbook-in-worker.ts).
  external: [...external, ...external.map((name) => `${name}/*`), 'esbuild'],
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __kollegaCreateRequire } from 'node:module'; const require = __kollegaCreateRequire(import.meta.url);",
  },
});
console.log(`server bundle written to apps/server/dist in ${Math.round(performance.now() - started)} ms`);
