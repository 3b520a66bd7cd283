import autocannon from 'autocannon';

export interface Measurement {
  label: string;
  concurrency: number;
  perSecond: number;
  /** Mean time per operation from Little's law (concurrency ÷ throughput): exact, unlike a coarse histogram. */
  meanMs: number;
  p99Ms: number;
  count: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * Runs `operation` from `concurrency` loops for `seconds` and reports throughput and latency percentiles.
 * The loops share nothing but the operation, like independent clients.
 */
export async function measureLoop(
  label: string,
  operation: () => Promise<unknown>,
  options: { seconds: number; concurrency: number },
): Promise<Measurement> {
  const latencies: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const before = performance.now();
        await operation();
        latencies.push(performance.now() - before);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const perSecond = latencies.length / elapsedSeconds;
  return {
    label,
    concurrency: options.concurrency,
    perSecond,
    meanMs: (options.concurrency * 1000) / perSecond,
    p99Ms: percentile(latencies, 0.99),
    count: latencies.length,
  };
}

/**
 * HTTP load from autocannon over real sockets on 127.0.0.1 with keep-alive, generated in a worker thread so
 * the load does not compete with the server for this process's event loop. autocannon's latency histogram
 * has millisecond resolution, so p99 is whole milliseconds.
 */
export async function measureHttp(
  label: string,
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
  }
  const perSecond = result.requests.total / result.duration;
  return {
    label,
    concurrency: options.connections,
    perSecond,
    meanMs: (options.connections * 1000) / perSecond,
    p99Ms: result.latency.p99,
    count: result.requests.total,
  };
}

/**
 * One measurement from several slices of the same operation (count-weighted: total operations over total
 * time). Alternating two operations' slices lets both see the same share of a shared machine's load.
 */
export function combine(label: string, slices: readonly Measurement[]): Measurement {
  const count = slices.reduce((sum, slice) => sum + slice.count, 0);
  const seconds = slices.reduce((sum, slice) => sum + slice.count / slice.perSecond, 0);
  const perSecond = count / seconds;
  const concurrency = slices[0]?.concurrency ?? 1;
  return {
    label,
    concurrency,
    perSecond,
    meanMs: (concurrency * 1000) / perSecond,
    p99Ms: Math.max(...slices.map((slice) => slice.p99Ms)),
    count,
  };
}
