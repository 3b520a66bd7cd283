import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** apps/server: the children run from here, so their imports of npm packages resolve from its node_modules. */
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOMAIN_SOURCE = fileURLToPath(new URL('../../../../packages/domain/src/index.ts', import.meta.url));

const bundles = new Map<string, Promise<string>>();

/**
 * The TypeScript entry and the source it imports (the app's and @kollega/domain's) as one ES module, made once per
 * worker with esbuild (a development dependency, as for the workbook worker: jobs/workbook-in-worker.ts). npm
 * packages stay imports, loaded from node_modules as `npm start`'s bundle loads them (PGlite finds its WebAssembly
 * files beside its own module).
 */
function bundled(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = import('esbuild').then(async ({ build }) => {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        packages: 'external',
        alias: { '@kollega/domain': DOMAIN_SOURCE },
        logLevel: 'silent',
      });
      return result.outputFiles[0]?.text ?? '';
    });
    bundles.set(entry, bundle);
  }
  return bundle;
}

/**
 * Starts `entry` (a TypeScript file) with `args` in a process of its own under plain `node`, not `node --import
 * tsx`: tsx's loader and its compiling of each of the app's files cost a child about 3 s of CPU at start-up
 * (decision 078). The bundle goes in on standard input (an ES module; `process.argv[2]` is the first of `args`, as
 * for `node entry.ts args`), so no file is left behind. What the process does is the entry's code, unchanged.
 */
export async function spawnNodeScript(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChildProcess> {
  const code = await bundled(entry);
  const child = spawn(process.execPath, ['--input-type=module', '-', ...args], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // A child that dies before it has read its code closes the pipe: its exit tells the test, not an EPIPE here.
  child.stdin?.on('error', () => {});
  child.stdin?.end(code);
  return child;
}
