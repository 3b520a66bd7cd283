import { REQUEST_MESSAGES } from '@kollega/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** Far deeper than any form of ours sends; JSON nested 5,000 levels overflowed the stack further in. */
export const MAX_JSON_DEPTH = 64;

/** A UTF-16 surrogate without its other half: not valid Unicode, so it cannot be written as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text no column can hold: PostgreSQL refuses a NUL byte in `text`, and a lone surrogate breaks the JSON of
 * the audit row. Both used to reach the database and fail there as a 500.
 */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

type InputProblem = 'tooDeep' | 'invalidCharacters';

/** The first thing in a parsed JSON value (or query, or path parameters) the server must not accept. */
export function findInputProblem(value: unknown, depth = 0): InputProblem | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? 'invalidCharacters' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  // Checked before going deeper, so the walk itself stays shallow whatever it is given.
  if (depth >= MAX_JSON_DEPTH) return 'tooDeep';
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return 'invalidCharacters';
    const problem = findInputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

const refused = (problem: InputProblem) => new AppError('BAD_REQUEST', REQUEST_MESSAGES[problem]);

/**
 * Input every route would otherwise have to refuse on its own, refused once and for all before any route sees
 * it (DESIGN.md rule 3: bad input is a 4xx, never a 5xx):
 * - JSON bodies: Fastify's own parser (with its prototype-poisoning guard), then no NUL bytes or lone
 *   surrogates in any string or key, and no nesting deeper than MAX_JSON_DEPTH; an empty body is a clear 400.
 *   better-auth gets the same parsed body (fetch-bridge.ts), so /api/auth/* is covered too.
 * - query strings and path parameters: the same text check ('%00' in a URL decodes to a NUL byte).
 * - a route with a body schema given no body (or `null`): a 400 saying so, before the schema runs.
 * Multipart uploads have their own parser (@fastify/multipart) and are untouched.
 */
export const inputGuardPlugin = fp(async function inputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // parseAs 'string': the body arrives as a string, which the parser's types do not narrow to.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(new AppError('BAD_REQUEST', REQUEST_MESSAGES.bodyMissing), undefined);
    parseJson(request, body as string, (error, value) => {
      if (error) {
        return done(new AppError('BAD_REQUEST', REQUEST_MESSAGES.invalidJson, { cause: error }), undefined);
      }
      const problem = findInputProblem(value);
      if (problem) return done(refused(problem), undefined);
      done(null, value);
    });
  });

  app.addHook('preValidation', async (request) => {
    const problem = findInputProblem(request.params) ?? findInputProblem(request.query);
    if (problem) throw refused(problem);
    const expectsBody = request.routeOptions.schema?.body !== undefined;
    if (expectsBody && (request.body === undefined || request.body === null)) {
      throw new AppError('BAD_REQUEST', REQUEST_MESSAGES.bodyMissing);
    }
  });
});
