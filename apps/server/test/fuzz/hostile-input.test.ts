import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema } from '@kollega/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, loginAs } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';
import {
  deeplyNested,
  type JsonSchema,
  mapStrings,
  type SampleContext,
  sampleFor,
  wrongTypes,
} from './json-samples';

/**
 * Every route in the OpenAPI document, plus the better-auth endpoints the app forwards, gets hostile input
 * as a signed-in admin: NUL bytes, lone UTF-16 surrogates, dates in year 0000 and 9999, deep JSON, null,
 * missing and empty bodies, wrong types, huge strings and odd path parameters. Bad input is the client's
 * fault, so the answer must be a 4xx (or a 2xx), never a 5xx, and every error must be the envelope.
 *
 * Dates are hostile one value at a time (from and to alike), never a long range: bounding time registration's
 * ranges is a separate piece of work.
 */

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI form: /api/employees/{employeeId} */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  bodySchema: JsonSchema | undefined;
  signedIn: boolean;
}

interface Variant {
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A raw body with its content type, or an object to send as JSON; absent: no body at all. */
  body?: { raw: string; contentType?: string } | { json: unknown };
}

const NUL = 'fuzz\u0000nul';
const LONE_SURROGATE = 'fuzz\ud800';
const HUGE = 'x'.repeat(200_000);

/** The endpoints of better-auth the app forwards (auth-routes.ts); hidden from the OpenAPI document. */
const AUTH_ENDPOINTS: JsonSchema = {
  type: 'object',
  properties: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
};

function operationsOf(app: App): Operation[] {
  const document = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema: JsonSchema }[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
        bodySchema: operation.requestBody?.content['application/json']?.schema,
        signedIn: true,
      });
    }
  }
  for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-out']) {
    // Signed out: signing the admin out (or in as someone else) would spoil the rest of the run.
    operations.push({
      method: 'POST',
      path,
      pathParams: [],
      queryParams: [],
      bodySchema: AUTH_ENDPOINTS,
      signedIn: false,
    });
  }
  return operations;
}

function validPathParam(name: string, context: SampleContext): string {
  if (name === 'employeeId') return context.employeeId;
  if (name === 'weekKey') return '2024-W19';
  return randomUUID();
}

function variantsOf(operation: Operation, context: SampleContext): Variant[] {
  const params = Object.fromEntries(
    operation.pathParams.map((name) => [name, validPathParam(name, context)]),
  );
  const query = Object.fromEntries(
    operation.queryParams.map(({ name, schema }) => [name, String(sampleFor(schema, name, context))]),
  );
  const sample = operation.bodySchema ? sampleFor(operation.bodySchema, '', context) : undefined;
  const json = (value: unknown) => ({ json: value });
  const base = { params, query, ...(sample !== undefined ? { body: json(sample) } : {}) };
  const variants: Variant[] = [{ label: 'plausible', ...base }];

  for (const name of operation.pathParams) {
    for (const hostile of ['%00', 'ikke-et-id', '%ED%A0%80', 'a'.repeat(300)]) {
      variants.push({
        ...base,
        label: `path ${name}=${hostile.slice(0, 12)}`,
        params: { ...params, [name]: hostile },
      });
    }
  }
  const dateParams = operation.queryParams
    .filter(({ name }) => /date|^from$|^to$/i.test(name))
    .map((p) => p.name);
  for (const { name } of operation.queryParams) {
    for (const hostile of ['%00', 'x'.repeat(5000)]) {
      variants.push({
        ...base,
        label: `query ${name}=${hostile.slice(0, 12)}`,
        query: { ...query, [name]: hostile },
      });
    }
  }
  for (const date of ['0000-01-01', '9999-12-31']) {
    if (dateParams.length === 0) break;
    const dates = Object.fromEntries(dateParams.map((name) => [name, date]));
    variants.push({ ...base, label: `query dates ${date}`, query: { ...query, ...dates } });
  }

  if (operation.method !== 'GET') {
    const body = (label: string, value: Variant['body']) => variants.push({ ...base, label, body: value });
    if (sample !== undefined) {
      body('NUL in every string', json(mapStrings(sample, () => NUL)));
      body('lone surrogate in every string', json(mapStrings(sample, () => LONE_SURROGATE)));
      body('huge strings', json(mapStrings(sample, () => HUGE)));
      body('wrong types', json(wrongTypes(sample)));
      for (const date of ['0000-01-01', '9999-12-31']) {
        body(
          `dates ${date}`,
          json(mapStrings(sample, (text, key) => (/date|^from$|^to$/i.test(key) ? date : text))),
        );
      }
    }
    body('null', { raw: 'null', contentType: 'application/json' });
    body('deep object', { raw: deeplyNested(5000), contentType: 'application/json' });
    variants.push({ ...base, label: 'missing body' });
    delete variants.at(-1)?.body;
  }
  return variants;
}

function urlOf(operation: Operation, variant: Variant): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => variant.params?.[name] ?? 'x');
  const query = Object.entries(variant.query ?? {})
    // Hostile values are already percent-encoded where they need to be ('%00'); the rest go as they are.
    .map(([name, value]) => `${name}=${/%/.test(value) ? value : encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function isEnvelope(body: string): boolean {
  try {
    return errorEnvelopeSchema.strict().safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

let app: App;
let cookie: string;
let context: SampleContext;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  const { owner } = await createCompanyWithOwner(app);
  cookie = await loginAs(app, owner);
  context = { employeeId: owner.employeeId, date: '2024-05-06' };
});

describe('hostile input on every route', () => {
  // About 500 requests: a few seconds on an idle machine. The timeout leaves room for a busy machine.
  it('never answers 5xx, and every error is the envelope', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const sent = new Set<string>();
    for (const operation of operationsOf(app)) {
      for (const variant of variantsOf(operation, context)) {
        const body = variant.body;
        const headers: Record<string, string> = operation.signedIn ? { cookie } : {};
        const options: InjectOptions = { method: operation.method, url: urlOf(operation, variant), headers };
        if (body && 'json' in body) {
          headers['content-type'] = 'application/json';
          options.payload = JSON.stringify(body.json);
        } else if (body) {
          if (body.contentType) headers['content-type'] = body.contentType;
          options.payload = body.raw;
        }
        // A variant that changed nothing (dates in a body without dates) is not sent twice.
        const key = JSON.stringify([options.method, options.url, headers['content-type'], options.payload]);
        if (sent.has(key)) continue;
        sent.add(key);
        const response = await app.inject(options);
        const problem =
          response.statusCode >= 500
            ? 'a 5xx'
            : response.statusCode >= 400 && !isEnvelope(response.body)
              ? 'not the envelope'
              : undefined;
        if (problem) {
          failures.push(
            `${operation.method} ${operation.path} [${variant.label}]: ${problem}, ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(sent.size).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});
