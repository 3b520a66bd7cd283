import { ERROR_MESSAGES } from '@kollega/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins a browser may send state-changing requests from: the app's own address, and the Vite dev server in development. */
export function allowedOrigins(baseUrl: string, development: boolean): Set<string> {
  const origins = new Set([new URL(baseUrl).origin]);
  if (development) for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:5173`);
  return origins;
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery: a POST, PUT, PATCH or DELETE whose Origin is neither the app's configured
 * address nor the address the request itself came to is refused before it reaches a route, /api/auth
 * included (better-auth's own check is off, so there is one rule, tested in one place). Browsers always send
 * Origin on such requests; clients without a browser (the CLI, tests, bearer-token apps) send none and carry
 * no ambient cookies to abuse, so a missing Origin passes unless Sec-Fetch-Site says the page was cross-site.
 */
export const originCheckPlugin = fp<{ baseUrl: string; development: boolean }>(async function originCheck(
  app: FastifyInstance,
  options,
) {
  const allowed = allowedOrigins(options.baseUrl, options.development);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const refused = origin
      ? !(allowed.has(origin) || origin === ownOrigin(request))
      : fetchSite === 'cross-site';
    if (refused) {
      request.log.warn({ origin, fetchSite }, 'refused a cross-origin state-changing request');
      return sendError(reply, 403, { code: 'FORBIDDEN', message: ERROR_MESSAGES.FORBIDDEN });
    }
  });
});
