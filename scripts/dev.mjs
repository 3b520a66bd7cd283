// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot module replacement
// (Vite on :5173, proxying /api to the API on :3000). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@kollega/web'], { cwd: root, stdio: 'inherit' }),
];
console.log(
  '\n  Kollega dev: open http://localhost:5173 (API on http://localhost:3000). Stop with Ctrl+C.\n',
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
