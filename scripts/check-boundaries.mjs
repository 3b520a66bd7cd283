// Import boundaries that a pattern on the import text cannot express, because they depend on where a
// relative import lands (CONVENTIONS.md: shared → features → app, never back):
//   - a feature (apps/*/src/features/<area>/) never imports another feature's files, except that feature's
//     public.ts (DESIGN.md: "A feature uses another only through that feature's public.ts"), and a public.ts
//     names what it exports (no `export *`, which would make a file's internals public);
//   - shared code (apps/web/src/ui, apps/web/src/lib, apps/server/src/{db,plugins,errors,config,integrations,services})
//     never imports a feature or the app shell;
//   - no import circle among relative imports (issue 31 item 6): a circle means two files share something
//     that belongs in a third one both can import.
// Domain purity (no I/O in packages/domain) is a Biome rule in biome.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

const shared = [
  'apps/web/src/ui',
  'apps/web/src/lib',
  'apps/server/src/db',
  'apps/server/src/plugins',
  'apps/server/src/errors',
  'apps/server/src/config',
  'apps/server/src/integrations',
  'apps/server/src/services',
];

function* sourceFiles(directory) {
  if (!fs.existsSync(directory)) return;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** 'apps/web/src/features/employees/pages/x.tsx' → { app: 'apps/web', area: 'employees' } */
function featureOf(relative) {
  const match = /^(apps\/[^/]+)\/src\/features\/([^/]+)\//.exec(relative);
  return match ? { app: match[1], area: match[2] } : undefined;
}

/** Whether an import target is a feature's public.ts ('…/features/timereg/public' or '…/public.ts'). */
function isPublicEntry(target) {
  return /^apps\/[^/]+\/src\/features\/[^/]+\/public(\.ts)?$/.test(target);
}

/** The source file a relative import lands on ('x' → 'x.ts', 'x.tsx', 'x/index.ts', …), if it is one. */
function resolveSource(target) {
  const bare = target.replace(/\.js$/, '');
  const candidates = [
    target,
    ...['.ts', '.tsx', '.mts'].map((extension) => `${bare}${extension}`),
    ...['index.ts', 'index.tsx'].map((name) => `${bare}/${name}`),
  ];
  return candidates.find((candidate) => {
    if (!SOURCE.test(candidate)) return false;
    const full = path.join(root, candidate);
    return fs.existsSync(full) && fs.statSync(full).isFile();
  });
}

const problems = [];
/** file → the files it imports relatively (type-only imports too: a circle of types is still a circle). */
const graph = new Map();
for (const app of ['apps/web', 'apps/server', 'packages/domain']) {
  for (const file of sourceFiles(path.join(root, app, 'src'))) {
    const from = path.relative(root, file).split(path.sep).join('/');
    const text = fs.readFileSync(file, 'utf8');
    const edges = new Set();
    graph.set(from, edges);
    // A public.ts names what it lets out: a wildcard would make every internal of the file it re-exports public.
    if (featureOf(from) && /\/public\.ts$/.test(from)) {
      for (const wildcard of text.matchAll(/export\s+\*/g)) {
        const line = text.slice(0, wildcard.index).split('\n').length;
        problems.push(
          `${from}:${line} re-exports with '*': a public.ts names each thing it lets other features use.`,
        );
      }
    }
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier?.startsWith('.')) continue;
      const target = path
        .relative(root, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      const resolved = resolveSource(target);
      if (resolved) edges.add(resolved);
      const source = featureOf(from);
      const destination = featureOf(`${target}/`);
      const line = text.slice(0, match.index).split('\n').length;
      if (source && destination && source.area !== destination.area && !isPublicEntry(target)) {
        problems.push(
          `${from}:${line} imports ${specifier}: feature '${source.area}' must not reach into feature '${destination.area}'. Use its public.ts, or share it through packages/domain, src/ui or src/lib (web), src/db or src/plugins (server).`,
        );
      }
      const isShared = shared.some((directory) => from.startsWith(`${directory}/`));
      const intoAppLayer =
        destination ||
        /^apps\/web\/src\/app(\/|$)/.test(target) ||
        /^apps\/server\/src\/app(\.ts)?$/.test(target);
      if (isShared && intoAppLayer) {
        problems.push(
          `${from}:${line} imports ${specifier}: shared code must not depend on a feature or the app shell.`,
        );
      }
    }
  }
}

// Import circles: a depth-first walk that reports each circle once, by the path that closes it.
const state = new Map(); // file → 'open' while on the walk's path, 'done' once all it reaches is walked
const reported = new Set();
function walk(file, trail) {
  state.set(file, 'open');
  trail.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') {
      const circle = trail.slice(trail.indexOf(next));
      const key = [...circle].sort().join('|');
      if (!reported.has(key)) {
        reported.add(key);
        problems.push(
          `import circle: ${[...circle, next].join(' → ')}. Move what these files share into a file that both can import (a types or deps file, or src/db, src/lib, packages/domain).`,
        );
      }
    } else if (!state.has(next)) {
      walk(next, trail);
    }
  }
  trail.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) {
  if (!state.has(file)) walk(file, []);
}

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries: ok');
