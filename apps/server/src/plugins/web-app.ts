import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@kollega/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const ONE_YEAR = 31_536_000;

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built single-page app from `webRoot` (apps/web/dist): Vite's content-hashed files under
 * /assets are cached for a year, everything else is revalidated, and the pre-compressed .br/.gz files that
 * the web build writes are sent to browsers that accept them. Any other GET outside /api returns the SPA,
 * whose router sends unknown paths to / (hr-core §2). Unknown /api paths get the JSON 404 envelope.
 */
export const webAppPlugin = fp<{ webRoot: string }>(async function webApp(app: FastifyInstance, options) {
  const indexFile = path.join(options.webRoot, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      preCompressed: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = path.relative(options.webRoot, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
      },
    });
  } else {
    app.log.warn(
      { webRoot: options.webRoot },
      'web app not built: run `npm run build` (API only until then)',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, { code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Kollega: the web app is not built. Run `npm run build`.');
    }
    // A missing hashed asset is a stale client after a deploy: answer 404, not the SPA, so it reloads.
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
