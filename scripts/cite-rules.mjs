#!/usr/bin/env node
// Points the code's rule citations at docs/rules/ instead of "decisions.md N", a file outside the repository.
//
//   node scripts/cite-rules.mjs            rewrite the citations in place
//   node scripts/cite-rules.mjs --dry-run  rewrite nothing; print what would change and the counts
//   node scripts/cite-rules.mjs --check    rewrite nothing; exit 1 listing every citation left (file:line)
//
// The map ruling number → page comes from the docs themselves: every `<a id="ruling-N"></a>` in docs/rules/*.md.
// A ruling no page covers is reported and left as it is, never guessed.
//
// Citation forms found in the code: `decisions.md 27`, `decisions.md 10 and 11`, `decisions.md 19, 23`,
// `decisions.md 3–5`, the number on the next comment line (`decisions.md\n * 5`), and the bare `ruling 30`,
// `Ruling 32:`, `rulings 29 and 31`. `DESIGN.md rule N` and `decision 0NN` are other documents and stay.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const rulesDir = join(root, 'docs', 'rules');
const sourceRoots = ['apps', 'packages', 'e2e', 'bench'];
const sourceExtensions = ['.ts', '.tsx', '.mjs', '.css'];
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.turbo',
  'test-results',
  'playwright-report',
]);

const mode = process.argv.includes('--check')
  ? 'check'
  : process.argv.includes('--dry-run')
    ? 'dry-run'
    : 'write';

/** ruling number → `docs/rules/<page>.md`, from the anchors the pages carry. */
function rulingPages() {
  const pages = new Map();
  for (const name of readdirSync(rulesDir)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const text = readFileSync(join(rulesDir, name), 'utf8');
    for (const match of text.matchAll(/id="ruling-(\d+)"/g)) {
      const n = Number(match[1]);
      if (pages.has(n))
        throw new Error(`ruling ${n} is anchored twice: ${pages.get(n)} and docs/rules/${name}`);
      pages.set(n, `docs/rules/${name}`);
    }
  }
  return pages;
}

function sourceFiles(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out; // a source root this checkout does not have (e.g. no bench/)
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) sourceFiles(join(dir, entry.name), out);
    } else if (sourceExtensions.some((ext) => entry.name.endsWith(ext))) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

// A number list: `27`, `10 and 11`, `19, 23`, `3–5` (an en dash or a hyphen makes a range).
const numberList = String.raw`\d+(?:(?:\s*[–-]\s*|,\s*|\s+and\s+)\d+)*`;
// `decisions.md`, then optionally a line break into the next comment line, an optional word ("rule", "ruling"),
// then the numbers.
// A line break is kept where it was, so a rewritten comment keeps its shape.
const fileCitation = new RegExp(
  String.raw`([ \t]*)decisions\.md(?:([ \t]*\r?\n[ \t]*(?:\*|//)?)[ \t]*|[ \t]+)(?:(?:rule|ruling)s?[ \t]+)?(${numberList})`,
  'g',
);
// The bare form; not `#ruling-28` (already a link) and not a number running on into a word (`ruling 2nd`).
const bareCitation = new RegExp(String.raw`(?<![#\w-])([Rr]ulings?)[ \t]+(${numberList})(?![\w])`, 'g');
// Whatever still points at the outside file after rewriting, for --check.
const leftover = /decisions\.md|(?<![#\w-])[Rr]ulings?[ \t]+\d/g;

/** `10 and 11` → [{ n: 10 }, { sep: ' and ', n: 11 }]; a range expands to every number in it. */
function parseNumbers(list) {
  const parts = [];
  const re = /(\s*[–-]\s*|,\s*|\s+and\s+)?(\d+)/g;
  for (const [, sep, digits] of list.matchAll(re)) {
    const n = Number(digits);
    if (sep && /[–-]/.test(sep)) {
      const from = parts[parts.length - 1].n;
      for (let k = from + 1; k <= n; k++)
        parts.push({ sep: k === n && n - from === 1 ? ' and ' : ', ', n: k });
      continue;
    }
    parts.push({ sep: sep ?? '', n });
  }
  return parts;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

const pages = rulingPages();
const stats = { files: 0, citations: 0, rulings: 0, mapped: 0, unmapped: 0, changedFiles: 0 };
const unmapped = [];
const leftovers = [];
const perRuling = new Map();

for (const file of sourceRoots.flatMap((dir) => sourceFiles(join(root, dir)))) {
  const rel = relative(root, file);
  if (rel === 'scripts/cite-rules.mjs') continue;
  const text = readFileSync(file, 'utf8');
  stats.files++;

  const rewrite = (whole, list, index) => {
    stats.citations++;
    const parts = parseNumbers(list);
    const missing = parts.filter((p) => !pages.has(p.n));
    stats.rulings += parts.length;
    stats.mapped += parts.length - missing.length;
    stats.unmapped += missing.length;
    for (const p of parts) perRuling.set(p.n, (perRuling.get(p.n) ?? 0) + 1);
    if (missing.length > 0) {
      unmapped.push(
        `${rel}:${lineOf(text, index)}: ${whole.replace(/\s+/g, ' ')} (no page for ${missing.map((p) => p.n).join(', ')})`,
      );
      return whole;
    }
    return parts.map((p) => `${p.sep}${pages.get(p.n)}#ruling-${p.n}`).join('');
  };

  let next = text.replace(fileCitation, (whole, lead, lineBreak, list, index) => {
    const cited = rewrite(whole, list, index);
    if (cited === whole) return whole;
    return lineBreak ? `${lineBreak} ${cited}` : `${lead}${cited}`;
  });
  next = next.replace(bareCitation, (whole, _word, list, index) => rewrite(whole, list, index));

  if (mode === 'check') {
    for (const m of text.matchAll(leftover)) {
      const line = text.split('\n')[lineOf(text, m.index) - 1].trim();
      leftovers.push(`${rel}:${lineOf(text, m.index)}: ${line}`);
    }
    continue;
  }
  if (next !== text) {
    stats.changedFiles++;
    if (mode === 'write') writeFileSync(file, next);
  }
}

if (mode === 'check') {
  if (leftovers.length > 0) {
    console.error(
      `${leftovers.length} citation(s) of decisions.md, a file outside the repository; cite docs/rules/ instead`,
    );
    console.error('(node scripts/cite-rules.mjs rewrites those docs/rules/ covers):');
    for (const l of leftovers) console.error(`  ${l}`);
    process.exit(1);
  }
  console.log('cite-rules: every rule citation points into docs/rules/.');
  process.exit(0);
}

console.log(
  `cite-rules${mode === 'dry-run' ? ' (dry run, nothing written)' : ''}: ${stats.files} files scanned, ` +
    `${stats.citations} citations found naming ${stats.rulings} rulings: ${stats.mapped} mapped, ` +
    `${stats.unmapped} unmapped; ${stats.changedFiles} files ${mode === 'write' ? 'rewritten' : 'would change'}.`,
);
if (mode === 'dry-run') {
  const counts = [...perRuling].sort((a, b) => a[0] - b[0]).map(([n, c]) => `${n}:${c}`);
  console.log(`per ruling (number:citations): ${counts.join(' ')}`);
}
if (unmapped.length > 0) {
  console.error('Not covered by docs/rules/ (left as they are):');
  for (const u of unmapped) console.error(`  ${u}`);
  process.exit(1);
}
