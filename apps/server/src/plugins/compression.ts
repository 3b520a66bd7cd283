import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer goes as it is: compressing it gains too little. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli's quality 1 rather than the plugin's 4 (decision 054): a 340 kB list compresses in half the time and
 * about 5 % larger, which on a local network is the better trade. Gzip keeps zlib's default level.
 */
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli before gzip, each weighed by the request's q-values; one answer per distinct header, remembered. */
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });
/** As @fastify/compress reads the header: `*` and `x-gzip` count as gzip. */
const GZIP_ALIASES = /\*|x-gzip/gu;

/** The encoding an answer to this Accept-Encoding gets, as @fastify/compress chooses it; none for identity. */
export function answerEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (acceptEncoding === undefined) return undefined;
  const chosen = negotiator.negotiate(acceptEncoding.toLowerCase().replace(GZIP_ALIASES, 'gzip'));
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * Compression of every response (decision 076): JSON answers compressed in one call on the thread pool and sent
 * with their length; everything else through @fastify/compress as before.
 *
 * @fastify/compress compresses a string in one call only below its `syncThreshold` (8 kB on two cores), and then
 * on the main thread; above, it wraps the answer in `Readable.from` → a transform → a brotli stream → a chunked
 * response, machinery that cost more than brotli itself on the lists (decision 070). An answer that is already
 * one string or Buffer gains nothing from streaming, so the hook below compresses it with one
 * `zlib.brotliCompress` (or gzip) call, which runs on libuv's thread pool and leaves the event loop free meanwhile,
 * and hands Fastify a Buffer that goes out with a `content-length` in one write. It keeps the plugin's rules:
 * brotli or gzip by Accept-Encoding and its q-values, nothing under 1 kB, `vary: accept-encoding`, nothing already
 * encoded, no partial content, not when the client sends `x-no-compression`.
 *
 * The plugin stays for everything else: streams (downloads: compressible types compressed on the fly, zips and
 * images not), the docs page, the web app's files (which come pre-compressed, web-app.ts). Its onSend runs after
 * this hook (a route's hooks come after the instance's) and passes an answer on once it has a Content-Encoding.
 */
export const compressionPlugin = fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 206 || reply.hasHeader('content-range')) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const encoding = answerEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    // Fastify turns a string into bytes on the way out anyway; here it is needed first, for its size.
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESS_THRESHOLD) return payload;
    const compressed = encoding === 'br' ? await brotliCompress(bytes, BROTLI_OPTIONS) : await gzip(bytes);
    varyOnAcceptEncoding(reply);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
});

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary.map(String) : [String(vary)];
  if (values.some((value) => value.toLowerCase().includes('accept-encoding'))) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}
