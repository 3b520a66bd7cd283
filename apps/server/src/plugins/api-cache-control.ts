import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * API answers are never stored by a browser or a proxy: they carry personal data (a revealed CPR number, salaries,
 * time sheets) and change with every write. `no-store` on every /api response that has not chosen its own
 * caching; the one that has is an employee's photo, whose versioned address may be cached privately for good.
 * The web app's static files are not under /api and keep their own caching (web-app.ts).
 */
export const apiCacheControlPlugin = fp(async function apiCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
