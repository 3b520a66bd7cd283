import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Background work (export jobs, the recurring jobs) and requests share one database (decision 035). On the
 * embedded database they share its one connection, and PGlite serves statements first come, first served, so a
 * request waited behind whatever a job had queued. Code started with `runAsBackgroundWork` is marked here, and
 * the database gives its statements the lower priority: on PGlite they wait at `StatementGate` while any
 * request's statement waits; on PostgreSQL they take connections from a pool of their own.
 */
const background = new AsyncLocalStorage<true>();

/** Runs `fn` as background work: its statements yield to requests' (decision 035). */
export function runAsBackgroundWork<T>(fn: () => PromiseLike<T>): Promise<T> {
  return background.run(true, async () => await fn());
}

/**
 * Calls `next` (a Fastify hook's `done`) as background work: what the request runs from there on, its handler
 * included, has the jobs' priority. For the embedded server's heavy routes (decision 035).
 */
export function continueAsBackgroundWork(next: () => void): void {
  background.run(true, next);
}

/** Whether the code running now was started as background work. */
export function isBackgroundWork(): boolean {
  return background.getStore() === true;
}

/**
 * Hands PGlite's one connection to one statement (or transaction) at a time, in two levels: a request's
 * statement goes before every waiting job statement, and a job statement is handed the connection only on a
 * later turn of the event loop with no request waiting. A request therefore waits for at most the one job
 * statement already running, whatever a job has queued.
 *
 * The turn matters: PGlite runs a statement synchronously on the main thread, so a job whose next statement
 * followed straight on its last (in the same turn, through promise callbacks) would never let the event loop
 * read the requests that arrived meanwhile. Jobs are not starved by requests that come one after another: each
 * request's statements leave gaps (its HTTP round trip, its own code) in which a waiting job statement runs.
 */
export class StatementGate {
  #busy = false;
  readonly #requests: (() => void)[] = [];
  readonly #jobs: (() => void)[] = [];
  #handOffScheduled = false;
  readonly #served = { requests: 0, jobs: 0 };

  /** Statements served so far, by level (tests, diagnostics). */
  get served(): { requests: number; jobs: number } {
    return { ...this.#served };
  }

  /** Statements waiting, by level (tests, diagnostics). */
  get waiting(): { requests: number; jobs: number } {
    return { requests: this.#requests.length, jobs: this.#jobs.length };
  }

  /** Runs `statement` when its turn comes: as a job statement when the caller is background work. */
  async run<T>(statement: () => Promise<T>, level = isBackgroundWork() ? 'job' : 'request'): Promise<T> {
    await (level === 'job' ? this.#acquireForJob() : this.#acquireForRequest());
    this.#served[level === 'job' ? 'jobs' : 'requests']++;
    try {
      return await statement();
    } finally {
      this.#release();
    }
  }

  #acquireForRequest(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#requests.push(resolve));
  }

  #acquireForJob(): Promise<void> {
    const turn = new Promise<void>((resolve) => this.#jobs.push(resolve));
    this.#scheduleHandOff();
    return turn;
  }

  #release(): void {
    const request = this.#requests.shift();
    if (request) {
      // Still busy: the connection passes straight to the waiting request.
      request();
      return;
    }
    this.#busy = false;
    if (this.#jobs.length > 0) this.#scheduleHandOff();
  }

  /** A job statement gets the connection on the next turn, if no request took it in between. */
  #scheduleHandOff(): void {
    if (this.#handOffScheduled) return;
    this.#handOffScheduled = true;
    setImmediate(() => {
      this.#handOffScheduled = false;
      // A request holds it: its release hands over to the next request, or schedules this again.
      if (this.#busy) return;
      const job = this.#jobs.shift();
      if (!job) return;
      this.#busy = true;
      job();
    });
  }
}

type Method = 'query' | 'exec' | 'sql' | 'transaction';
const GATED: ReadonlySet<string | symbol> = new Set<Method>(['query', 'exec', 'sql', 'transaction']);

/**
 * The PGlite client with its statements and transactions passed through `gate`; everything else (`closed`,
 * `isInTransaction`, …) is the client's own. A transaction holds the gate until it ends, as it holds PGlite.
 */
export function gatedPglite(client: PGlite, gate: StatementGate): PGlite {
  return new Proxy(client, {
    get(target, property) {
      // PGlite's methods read private fields of `this`: they must be called on the client itself.
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!GATED.has(property)) return method;
      return (...args: unknown[]) => gate.run(() => method(...args) as Promise<unknown>);
    },
  });
}

/**
 * How much one statement may read (decision 035). A request reads what it needs in as few statements as it can
 * (round trips cost on PostgreSQL); background work reads at most 13 weeks (3 months) of at most 10 employees
 * per statement, so the one statement a request may wait for on PGlite stays small, and yields between them.
 */
export interface ReadBounds {
  /** Weeks per statement; null: the reader's own choice (Overblik's aggregate takes 53). */
  weeks: number | null;
  employees: number;
}

const REQUEST_READS: ReadBounds = { weeks: null, employees: Number.POSITIVE_INFINITY };
export const BACKGROUND_READS: ReadBounds = { weeks: 13, employees: 10 };

/** The read bounds for the code running now. */
export function readBounds(): ReadBounds {
  return isBackgroundWork() ? BACKGROUND_READS : REQUEST_READS;
}

/** `items` in groups of at most `size` (one group when the size is unbounded). */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isFinite(size) || items.length <= size) return [[...items]];
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
