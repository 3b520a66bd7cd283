// `npm start`: build what is missing or out of date, then run the server on the built files.
// A fresh clone builds everything (about half a minute); a second start finds the builds current and
// starts in a few seconds. `--build-only` stops after the build (used by `npm run test:e2e`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of any file under the given paths (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry))
        if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const entry of paths) visit(entry);
  return newest;
}

function outdated(output, inputs) {
  return !fs.existsSync(output) || fs.statSync(output).mtimeMs < newestMtime(inputs);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = [at('packages/domain/src'), at('package-lock.json')];
const builds = [
  {
    name: 'web app',
    workspace: '@kollega/web',
    output: at('apps/web/dist/index.html'),
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      ...shared,
    ],
  },
  {
    name: 'server',
    workspace: '@kollega/server',
    output: at('apps/server/dist/main.js'),
    inputs: [at('apps/server/src'), at('apps/server/scripts'), ...shared],
  },
];

for (const build of builds) {
  if (outdated(build.output, build.inputs)) {
    console.log(`Building the ${build.name}…`);
    run('npm', ['run', 'build', '--silent', '-w', build.workspace]);
  }
}

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
