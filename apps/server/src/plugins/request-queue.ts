import { createHash } from 'node:crypto';
import { finished } from 'node:stream';
import { ERROR_MESSAGES } from '@kollega/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { continueAsBackgroundWork } from '../db/statement-priority';
import { sendError } from './errors';

export interface FairShareLimit {
  /** Requests one holder may have running at once. */
  concurrent: number;
  /** Requests one holder may have waiting besides; one more is answered 429 at once. */
  queued: number;
}

export interface RequestQueueOptions {
  /** API requests handled at once; the rest wait in the queue. */
  maxConcurrent: number;
  /** Requests that may wait; one more is answered 503 at once. */
  maxQueued: number;
  /** How long a request may wait for its turn before it is answered 503. */
  queueTimeoutMs: number;
  /** What one company may hold of the queue (issue 25); unlimited when left out. */
  perCompany?: FairShareLimit;
  /** What one signed-in session may hold of the queue; unlimited when left out. */
  perUser?: FairShareLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How many API requests run and wait right now (tests and diagnostics). */
    requestQueue: { readonly active: number; readonly queued: number };
  }
}

/** Clients (and the web app) may retry after this; the queue drains in well under a second when healthy. */
const RETRY_AFTER_SECONDS = 1;
/** A holder over its share waits for its own requests, which take longer than the queue's turn-over. */
const FAIR_SHARE_RETRY_AFTER_SECONDS = 2;
/** Sessions whose company the queue remembers (a few hundred bytes each); the oldest is forgotten first. */
const REMEMBERED_SESSIONS = 10_000;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?kollega\.session_token=([^;]+)/;

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

function sendOverShare(reply: FastifyReply, code: 'USER_BUSY' | 'COMPANY_BUSY'): FastifyReply {
  reply.header('retry-after', String(FAIR_SHARE_RETRY_AFTER_SECONDS));
  return sendError(reply, 429, { code, message: ERROR_MESSAGES[code] });
}

/**
 * The session a request comes with, as a key that is not the token itself: read from the cookie or bearer
 * header without the database, because admission must cost nothing. A made-up token only makes its own key;
 * the request is then refused by the session check like any stranger's.
 */
function sessionKeyOf(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  const token =
    (typeof cookie === 'string' ? SESSION_COOKIE.exec(cookie)?.[1] : undefined) ??
    request.headers.authorization?.replace(/^Bearer\s+/i, '');
  if (!token) return undefined;
  return createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

interface Holding {
  running: number;
  waiting: number;
}

/** Who a request counts against: its session and, once known, the session's company. */
interface Owner {
  user?: string;
  company?: string;
  /** The heavy-request key (`h:` + company or session) when the route is marked `heavy`. */
  heavy?: string;
}

/** One heavy request (route config `heavy`) at a time per company or session, two more waiting. */
const HEAVY_LIMIT: FairShareLimit = { concurrent: 1, queued: 2 };

const ATTRIBUTE = Symbol('request-queue.attribute');
type AttributableRequest = FastifyRequest & { [ATTRIBUTE]?: (companyId: string) => void };

/**
 * Tells the queue which company a request's session belongs to, once the session is resolved
 * (plugins/auth/request-context.ts): the request counts against its company from then on, and the session's
 * next requests from admission. A no-op without the queue (PostgreSQL).
 */
export function attributeRequestToCompany(request: FastifyRequest, companyId: string): void {
  (request as AttributableRequest)[ATTRIBUTE]?.(companyId);
}

/**
 * Admission control for the embedded database (decision 014). PGlite runs one query at a time, so under many
 * simultaneous requests each waits behind all the others and some time out at the client after seconds of
 * nothing. Instead, at most `maxConcurrent` API requests run; up to `maxQueued` more wait in order for up to
 * `queueTimeoutMs`; anything beyond is answered 503 with Retry-After straight away, which a client can act on.
 *
 * Fair sharing (issue 25, decision 035): one company (or one session) may hold at most `perCompany`
 * (`perUser`) of it, running and waiting; beyond that its own requests are answered 429 with Retry-After, and a
 * waiting request whose company already runs its share is passed over for the next one in line. So twenty
 * long exports from one admin cannot fill the queue and turn every other company away with 503.
 */
export const requestQueuePlugin = fp<RequestQueueOptions>(
  async function requestQueue(app: FastifyInstance, options) {
    const perUser = options.perUser ?? {
      concurrent: Number.POSITIVE_INFINITY,
      queued: Number.POSITIVE_INFINITY,
    };
    const perCompany = options.perCompany ?? {
      concurrent: Number.POSITIVE_INFINITY,
      queued: Number.POSITIVE_INFINITY,
    };
    let active = 0;
    const waiting: Array<{ owner: Owner; takeTurn: () => void }> = [];
    const holdingSlot = new WeakMap<FastifyRequest, Owner>();
    /** Running and waiting requests per `u:<session>` and `c:<company>`; a holder with none is deleted. */
    const holdings = new Map<string, Holding>();
    /** The company of each session seen lately, so its next request counts against the company at once. */
    const companyOfSession = new Map<string, string>();

    app.decorate('requestQueue', {
      get active() {
        return active;
      },
      get queued() {
        return waiting.length;
      },
    });

    const keysOf = (owner: Owner) => [
      ...(owner.user ? [`u:${owner.user}`] : []),
      ...(owner.company ? [`c:${owner.company}`] : []),
      ...(owner.heavy ? [owner.heavy] : []),
    ];
    const limitOf = (key: string) =>
      key.startsWith('h:') ? HEAVY_LIMIT : key.startsWith('u:') ? perUser : perCompany;
    const holdingOf = (key: string) => holdings.get(key) ?? { running: 0, waiting: 0 };
    function change(owner: Owner, field: keyof Holding, by: number) {
      for (const key of keysOf(owner)) {
        const holding = holdingOf(key);
        holding[field] += by;
        if (holding.running === 0 && holding.waiting === 0) holdings.delete(key);
        else holdings.set(key, holding);
      }
    }
    const mayRun = (owner: Owner) =>
      keysOf(owner).every((key) => holdingOf(key).running < limitOf(key).concurrent);
    /** The share a holder has used up: everything it may run and everything it may wait with. */
    function overShare(owner: Owner): 'USER_BUSY' | 'COMPANY_BUSY' | null {
      for (const key of keysOf(owner)) {
        const holding = holdingOf(key);
        const limit = limitOf(key);
        if (holding.running + holding.waiting >= limit.concurrent + limit.queued) {
          return key.startsWith('c:') || key.startsWith('h:c:') ? 'COMPANY_BUSY' : 'USER_BUSY';
        }
      }
      return null;
    }

    function remember(session: string, companyId: string) {
      companyOfSession.delete(session);
      companyOfSession.set(session, companyId);
      if (companyOfSession.size > REMEMBERED_SESSIONS) {
        const oldest = companyOfSession.keys().next().value;
        if (oldest !== undefined) companyOfSession.delete(oldest);
      }
    }

    /**
     * A finished request hands its slot straight to the first in line whose company and session are within
     * their running share, so `active` only drops when nobody may take it.
     */
    function release(request: FastifyRequest) {
      const owner = holdingSlot.get(request);
      if (!owner) return;
      holdingSlot.delete(request);
      change(owner, 'running', -1);
      const nextIndex = waiting.findIndex((entry) => mayRun(entry.owner));
      const next = nextIndex >= 0 ? waiting.splice(nextIndex, 1)[0] : undefined;
      if (next) next.takeTurn();
      else active--;
    }

    function waitForTurn(owner: Owner): Promise<boolean> {
      return new Promise((resolve) => {
        const entry = {
          owner,
          takeTurn: () => {
            clearTimeout(timer);
            change(owner, 'waiting', -1);
            change(owner, 'running', 1);
            resolve(true);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          change(owner, 'waiting', -1);
          resolve(false);
        }, options.queueTimeoutMs);
        waiting.push(entry);
        change(owner, 'waiting', 1);
      });
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!isQueued(request.url)) return;
      const session = sessionKeyOf(request);
      const company = session ? companyOfSession.get(session) : undefined;
      const owner: Owner = { user: session, company };
      if (request.routeOptions.config?.heavy && (company || session)) {
        owner.heavy = company ? `h:c:${company}` : `h:u:${session}`;
      }
      const over = overShare(owner);
      if (over) {
        request.log.warn({ active, queued: waiting.length, over }, 'API share used up: answered 429');
        return sendOverShare(reply, over);
      }
      if (active < options.maxConcurrent && mayRun(owner)) {
        active++;
        change(owner, 'running', 1);
      } else if (waiting.length >= options.maxQueued || !(await waitForTurn(owner))) {
        request.log.warn({ active, queued: waiting.length }, 'API busy: answered 503');
        return sendBusy(reply);
      }
      holdingSlot.set(request, owner);
      (request as AttributableRequest)[ATTRIBUTE] = (companyId) => {
        if (session) remember(session, companyId);
        // Counted against the company from now on, if it was not already from admission.
        if (holdingSlot.get(request) === owner && !owner.company) {
          owner.company = companyId;
          const holding = holdingOf(`c:${companyId}`);
          holding.running++;
          holdings.set(`c:${companyId}`, holding);
        }
      };
      // Once the response is sent or the connection is gone, however the request ended; at once if the client
      // left while the request waited in the queue.
      finished(reply.raw, () => release(request));
    });

    // A heavy route's handler (a synchronous export) reads like a job: its statements give way to every other
    // request's at the database's one connection, as a background job's do (decision 035). Its session was
    // resolved before, at a request's priority.
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.routeOptions.config?.heavy) continueAsBackgroundWork(done);
      else done();
    });
  },
  { name: 'request-queue' },
);
