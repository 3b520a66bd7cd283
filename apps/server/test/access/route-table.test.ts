import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { HTTPMethods, onSendHookHandler, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { timeLogWarnings } from '../../src/db/schema/index';
import { filesRoot } from '../../src/integrations/storage/index';
import { accessOf } from '../../src/plugins/route-config';
import { buildTestApp, testConfig } from '../helpers/test-app';
import {
  changedKeys,
  type Fingerprint,
  fingerprint,
  fingerprintAfter,
  ownerOfKey,
  trackChanges,
} from './database-fingerprint';
import { type Outcome, ROUTE_CASES } from './route-cases';
import { buildWorld, CALLERS, type Caller, type CallerName, type World } from './route-table-world';

/**
 * Every registered route × every wrong caller (issue 19 item 6): signed out, an employee (not an admin) of the
 * company the URL points into, and the admin of another company. Each request must answer the status its case
 * in route-cases.ts names, show the caller none of company A's ids or names, and leave the database and the
 * stored files as they were (bar the caller's own data where the case says so). The routes come from Fastify's
 * onRoute hook, so a route added without a case fails here.
 */
interface RegisteredRoute {
  key: string;
  url: string;
  access: string;
}

let app: App;
let world: World;
let root: string;
let before: Fingerprint;
let stopTracking: (() => Promise<void>) | undefined;
const registered = new Map<string, RegisteredRoute>();

function collect(into: Map<string, RegisteredRoute>, route: RouteOptions) {
  for (const method of ([] as HTTPMethods[]).concat(route.method)) {
    const key = `${method} ${route.url}`;
    into.set(key, { key, url: route.url, access: accessOf(route.url, route.config?.access) });
  }
}

/**
 * Marks every answer with the route that gave it, so that a case whose URL lands on another route (a typo, a
 * renamed path) fails instead of passing on that route's 404.
 */
const ROUTE_HEADER = 'x-route-table-route';
function tagAnswers(route: RouteOptions) {
  const tag: onSendHookHandler = async (_request, reply, payload) => {
    reply.header(ROUTE_HEADER, route.url);
    return payload;
  };
  route.onSend = [...([] as onSendHookHandler[]).concat(route.onSend ?? []), tag];
}

/** Fastify gives every GET route a HEAD twin (same handler, same config): the GET's case covers both. */
function withoutHeadTwins(routes: Map<string, RegisteredRoute>): Map<string, RegisteredRoute> {
  return new Map(
    [...routes].filter(([, route]) => !(route.key.startsWith('HEAD ') && routes.has(`GET ${route.url}`))),
  );
}

beforeAll(async () => {
  const config = testConfig();
  root = filesRoot(config);
  const collected = new Map<string, RegisteredRoute>();
  ({ app } = await buildTestApp({
    config,
    // Jobs started here stay queued: a file made in the background between two fingerprints would be noise.
    exportJobs: { runner: 'paused' },
    onRoute: (route) => {
      collect(collected, route);
      tagAnswers(route);
    },
  }));
  for (const [key, route] of withoutHeadTwins(collected)) registered.set(key, route);
  world = await buildWorld(app);
  stopTracking = await trackChanges(app.database.db, app.database.privilegedDb);
  before = await fingerprint(app.database.db, root);
});

// The triggers and their table go again before the app closes its database: on PGlite the worker's instance then
// matches the fresh copy's catalog and serves the next file instead of being discarded (decisions 074, 079).
afterAll(async () => {
  await app?.pushesSettled();
  await stopTracking?.();
});

const HOW_TO_ADD_A_CASE = [
  'Add each to ROUTE_CASES in apps/server/test/access/route-cases.ts, keyed exactly as listed:',
  "an admin route about one thing: 'PUT /api/things/:thingId': adminById((world) => ({ url: '/api/things/' +",
  'world.victim.thingId, payload: <a body that passes validation> })) (employee 403, another company 404);',
  "an admin route without an id: adminOwnScope((world) => ({ url: '/api/things' }), <B's admin's status>);",
  'any other: { access, request, expect: { signedOut, employee, anotherCompany } }.',
  'If company A has no such thing yet, make one in route-table-world.ts and add its id to world.victim.',
].join(' ');

describe('the route table', () => {
  it('has a case for every registered route', () => {
    const missing = [...registered.keys()].filter((key) => !(key in ROUTE_CASES));
    expect(missing, `${missing.length} route(s) without a case. ${HOW_TO_ADD_A_CASE}`).toEqual([]);
  });

  it('has a registered route for every case', () => {
    const stale = Object.keys(ROUTE_CASES).filter((key) => !registered.has(key));
    expect(stale, 'cases in route-cases.ts whose route no longer exists: remove or rename them').toEqual([]);
  });

  it("repeats in every case the access its route declares, so changing a route's access means revisiting it", () => {
    const differing = [...registered.values()]
      .filter((route) => ROUTE_CASES[route.key] && ROUTE_CASES[route.key]!.access !== route.access)
      .map(
        (route) => `${route.key}: route says ${route.access}, case says ${ROUTE_CASES[route.key]!.access}`,
      );
    expect(differing).toEqual([]);
  });
});

/** The announcements an action makes to the caller's colleagues, in the caller's own company. */
const NOTIFICATION_TABLES = ['notifications', 'notification_emails'];

/** Derived data a read may fill for the caller's own company (decision 054: the dashboard's holiday balances). */
const CACHE_TABLES = ['holiday_balance_cache'];

function fillsOwnCache(caller: Caller, key: string): boolean {
  return CACHE_TABLES.includes(key.split(' ')[0] ?? '') && ownerOfKey(key).startsWith(`${caller.companyId}/`);
}

/**
 * What a request with `writesOwnData` may change: company B's admin anything of company B; Erik (an employee
 * of A) only his own rows, files and the audit rows of his changes. Nobody may change Tove's or A's other rows.
 */
function mayChange(caller: Caller, key: string): boolean {
  const owner = ownerOfKey(key);
  const table = key.split(' ')[0];
  if (owner === 'global') return true;
  if (caller.companyId !== world.victim.companyId) return owner.startsWith(`${caller.companyId}/`);
  return (
    owner === `${caller.companyId}/${caller.employeeId}` ||
    (owner === `${caller.companyId}/-` && table === 'audit_log') ||
    // Erik's own change may notify his colleagues (issue 26: a holiday request goes to the admins).
    (owner.startsWith(`${caller.companyId}/`) && NOTIFICATION_TABLES.includes(table ?? ''))
  );
}

/** What an answer shows the caller: its text, or the cells of a workbook (the overview's export). */
async function readableText(response: {
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  body: string;
}) {
  if (!String(response.headers['content-type']).includes('spreadsheetml')) return response.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => {
    cells.push(sheet.name);
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text))));
  });
  return cells.join('\n');
}

/** A fingerprint key with the world's ids replaced by who they are, for the failure message. */
function readable(key: string): string {
  const names: [string | undefined, string][] = [
    [world.victim.companyId, 'A'],
    [world.victim.employeeId, 'Tove (A)'],
    [world.victim.ownerEmployeeId, 'owner (A)'],
    [world.callers.employee.employeeId, 'Erik (A)'],
    [world.callers.anotherCompany.companyId, 'B'],
    [world.callers.anotherCompany.employeeId, 'owner (B)'],
  ];
  return names.reduce((text, [id, name]) => (id ? text.replaceAll(id, name) : text), key);
}

function statusOf(outcome: Outcome) {
  return typeof outcome === 'number' ? { status: outcome, writesOwnData: false } : outcome;
}

describe.each(Object.entries(ROUTE_CASES))('%s', (key, routeCase) => {
  const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

  it.each(CALLERS)('as %s', async (callerName: CallerName) => {
    if (!registered.has(key)) return; // reported by 'has a registered route for every case'
    const caller = world.callers[callerName];
    const request = routeCase.request(world);
    const json = request.payload !== undefined;
    const response = await app.inject({
      method,
      url: request.url,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...request.upload?.headers,
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
      },
      payload: request.upload?.payload ?? (json ? JSON.stringify(request.payload) : undefined),
    });
    const expected = statusOf(routeCase.expect[callerName]);
    expect(response.headers[ROUTE_HEADER], `${request.url} reached another route`).toBe(
      registered.get(key)!.url,
    );
    expect(response.statusCode, `${key} as ${callerName}: ${response.body.slice(0, 300)}`).toBe(
      expected.status,
    );

    const shown = await readableText(response);
    const leaked = caller.forbiddenTexts.filter((text) => shown.includes(text));
    expect(leaked, `${key} as ${callerName} shows company A's data`).toEqual([]);

    // A response's web push run (decision 040) marks notifications of earlier requests as sent; it is not this
    // call's write, so wait for it before reading.
    await app.pushesSettled();
    const after = await fingerprintAfter(before, app.database.db, root);
    const changed = changedKeys(before, after).filter(
      (changedKey) =>
        !(expected.writesOwnData && mayChange(caller, changedKey)) && !fillsOwnCache(caller, changedKey),
    );
    before = after;
    expect(changed.map(readable), `${key} as ${callerName} changed these tables (owner) or files`).toEqual(
      [],
    );
  });
});

// Last, because it changes company A: the fingerprint itself must notice a change to one of Tove's rows and
// a new file, and say whose they are, or every 'nothing changed' above would pass vacuously. Both ways: summing
// every table, and summing the tables written since the previous fingerprint, as the cases above do.
describe('the fingerprint', () => {
  it('sees a changed row and a new file, and names whose they are', async () => {
    const start = await fingerprint(app.database.db, root);
    await app.database.db
      .update(timeLogWarnings)
      .set({ comment: 'ændret uden om appen' })
      .where(eq(timeLogWarnings.id, world.victim.warningId));
    const folder = path.join(root, world.victim.companyId, 'users', world.victim.employeeId, 'test');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'ny.txt'), 'ny');
    const after = await fingerprintAfter(start, app.database.db, root);
    const changed = changedKeys(start, after).map(readable);
    expect(changed).toEqual([`files A/users/Tove (A)/test/ny.txt`, 'time_log_warnings A/Tove (A)']);
    expect(after).toEqual(await fingerprint(app.database.db, root));
  });
});
