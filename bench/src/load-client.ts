// The load test's HTTP client (issue 32): as cheap as the generator can be, since it shares the cores with the
// servers it measures. Kept-alive connections (a browser keeps its connection too), and no work on an answer
// that the scenario does not read: the body is taken in as it comes and decompressed only when asked for
// (the registration's id, an error's text). The servers still compress as for a browser: the request accepts
// brotli and gzip as Chromium's does.
import http from 'node:http';
import zlib from 'node:zlib';

/** One connection pool for every user; sockets stay open between a user's requests, as a browser's do. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export interface LoadAnswer {
  status: number;
  retryAfter: string | undefined;
  /** The body as it came (possibly compressed); `text()` decompresses it. */
  text: () => string;
}

export function closeLoadClient(): void {
  agent.destroy();
}

/** Sends one request and resolves when the whole answer has arrived. */
export function loadRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      ...options.headers,
      'accept-encoding': 'gzip, deflate, br',
    };
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    const request = http.request(url, { method: options.method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const encoding = response.headers['content-encoding'];
        const retryAfter = response.headers['retry-after'];
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          text: () => {
            const body = Buffer.concat(chunks);
            if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
            if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
            if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
            return body.toString('utf8');
          },
        });
      });
    });
    request.on('error', reject);
    request.end(options.body);
  });
}
