// Writes .br and .gz files beside every compressible file in dist/, so the server (@fastify/static with
// preCompressed: true) can send them without compressing on each request. Files under 1 KB are skipped:
// the headers would cost more than the compression saves.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path) {
  const input = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
    gz(input, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return { size: input.length, br: br.length, gz: gzipped.length };
}

async function main() {
  try {
    await stat(distDir);
  } catch {
    console.error(`precompress: ${distDir} does not exist; run vite build first`);
    process.exit(1);
  }
  let count = 0;
  let before = 0;
  let afterBr = 0;
  for await (const path of walk(distDir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const { size } = await stat(path);
    if (size < MIN_BYTES) continue;
    const result = await compressFile(path);
    count += 1;
    before += result.size;
    afterBr += result.br;
    if (process.env.PRECOMPRESS_VERBOSE) {
      console.log(`${relative(distDir, path)}: ${result.size} B → br ${result.br} B, gz ${result.gz} B`);
    }
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`precompress: ${count} files, ${kb(before)} → ${kb(afterBr)} brotli`);
}

await main();
