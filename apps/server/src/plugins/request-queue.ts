import { finished } from 'node:stream';
import { ERROR_MESSAGES } from '@kollega/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

export interface RequestQueueOptions {
  /** API requests handled at once; the rest wait in the queue. */
  maxConcurrent: number;
  /** Requests that may wait; one more is answered 503 at once. */
  maxQueued: number;
  /** How long a request may wait for its turn before it is answered 503. */
  queueTimeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How many API requests run and wait right now (tests and diagnostics). */
    requestQueue: { readonly active: number; readonly queued: number };
  }
}

/** Clients (and the web app) may retry after this; the queue drains in well under a second when healthy. */
const RETRY_AFTER_SECONDS = 1;

/** The health check must answer while the API is saturated, and the docs and the web app never touch the database. */
function isQueued(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  if (!path.startsWith('/api/')) return false;
  return !(path === '/api/health' || path.startsWith('/api/docs'));
}

function sendBusy(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return sendError(reply, 503, { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE });
}

/**
 * Admission control for the embedded database (decision 014). PGlite runs one query at a time, so under many
 * simultaneous requests each waits behind all the others and some time out at the client after seconds of
 * nothing. Instead, at most `maxConcurrent` API requests run; up to `maxQueued` more wait in order for up to
 * `queueTimeoutMs`; anything beyond is answered 503 with Retry-After straight away, which a client can act on.
 */
export const requestQueuePlugin = fp<RequestQueueOptions>(
  async function requestQueue(app: FastifyInstance, options) {
    let active = 0;
    const waiting: Array<() => void> = [];
    const holdingSlot = new WeakSet<FastifyRequest>();

    app.decorate('requestQueue', {
      get active() {
        return active;
      },
      get queued() {
        return waiting.length;
      },
    });

    /** A finished request hands its slot straight to the next in line, so `active` only drops when nobody waits. */
    function release(request: FastifyRequest) {
      if (!holdingSlot.delete(request)) return;
      const next = waiting.shift();
      if (next) next();
      else active--;
    }

    function waitForTurn(): Promise<boolean> {
      return new Promise((resolve) => {
        const takeTurn = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(takeTurn), 1);
          resolve(false);
        }, options.queueTimeoutMs);
        waiting.push(takeTurn);
      });
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!isQueued(request.url)) return;
      if (active < options.maxConcurrent) {
        active++;
      } else if (waiting.length >= options.maxQueued || !(await waitForTurn())) {
        request.log.warn({ active, queued: waiting.length }, 'API busy: answered 503');
        return sendBusy(reply);
      }
      holdingSlot.add(request);
      // Once the response is sent or the connection is gone, however the request ended; at once if the client
      // left while the request waited in the queue.
      finished(reply.raw, () => release(request));
    });
  },
  { name: 'request-queue' },
);
