import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OverviewExportRows } from '../features/timereg/overview/overview-workbook';

let sourceBundle: Promise<string> | undefined;

/**
 * Running from source (development, tests, the bench) there is no built worker, and a worker thread does not get
 * tsx's loader: the entry is bundled once in memory with esbuild (a development dependency) and run as code.
 */
function bundledFromSource(entry: string): Promise<string> {
  sourceBundle ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      alias: {
        '@kollega/domain': fileURLToPath(
          new URL('../../../../packages/domain/src/index.ts', import.meta.url),
        ),
      },
      logLevel: 'silent',
    });
    return result.outputFiles[0]?.text ?? '';
  });
  return sourceBundle;
}

/**
 * Computes the day ledgers and builds Overblik's workbook in a worker thread of its own (workbook-worker.ts)
 * and hands back the file; the event loop only reads the rows and copies them over. The build bundles the
 * worker as dist/workbook-worker.js beside dist/main.js (scripts/build.mjs).
 */
export async function buildWorkbookInWorker(rows: OverviewExportRows): Promise<Buffer> {
  const fromSource = import.meta.url.endsWith('.ts');
  const worker = fromSource
    ? new Worker(await bundledFromSource(fileURLToPath(new URL('./workbook-worker.ts', import.meta.url))), {
        eval: true,
      })
    : new Worker(new URL('./workbook-worker.js', import.meta.url));
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      worker.once('message', (answer: { file?: Uint8Array; error?: string }) => {
        if (answer.file)
          resolve(Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength));
        else reject(new Error(`workbook worker: ${answer.error ?? 'no file'}`));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`workbook worker exited with ${code}`)));
      worker.postMessage(rows);
    });
  } finally {
    void worker.terminate();
  }
}
