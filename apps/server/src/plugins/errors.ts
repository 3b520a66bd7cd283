import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  ERROR_MESSAGES,
  ERRORS,
  type ErrorCode,
  type ErrorEnvelope,
  REQUEST_MESSAGES,
} from '@kollega/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CONNECTION_TIMEOUT_RETRY_AFTER_SECONDS, isConnectionTimeout } from '../db/connection-timeout';
import { isStatementTimeout, STATEMENT_TIMEOUT_RETRY_AFTER_SECONDS } from '../db/statement-timeout';
import { AppError, codeForStatus } from '../errors/app-error';

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  error: ErrorEnvelope['error'],
): FastifyReply {
  return reply
    .status(statusCode)
    .type('application/json; charset=utf-8')
    .send({ error } satisfies ErrorEnvelope);
}

/**
 * Every error leaves the server in one envelope (DESIGN.md rule 3). Anything the client did wrong is a 4xx
 * with a Danish message; anything else is a 500 with the general Danish text, and its stack goes only to the
 * log, next to the request id the client also sees in `x-request-id`.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
      else if (error.statusCode === 429) request.log.warn({ code: error.code }, 'rate limited');
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // A query string has no form to show per-field messages on: its first message is the message
      // ('Perioden kan højst være 5 år.'), rather than the general one.
      const first = error.validationContext === 'querystring' ? error.validation[0]?.message : undefined;
      return sendError(reply, 400, {
        code: 'VALIDATION_ERROR',
        message: first ?? ERROR_MESSAGES.VALIDATION_ERROR,
        details: error.validation.map((issue) => ({
          // '/address/zipcode' → 'body.address.zipcode', so the web form can put the message on its field.
          path: [error.validationContext, ...issue.instancePath.split('/')].filter(Boolean).join('.'),
          message: issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR,
        })),
      });
    }

    if (isStatementTimeout(error)) {
      // PostgreSQL cancelled a statement that ran past DATABASE_STATEMENT_TIMEOUT_MS: the database is busy or a
      // row is locked, which a later try may not meet. Not the client's fault, and not a bug to page anyone for.
      request.log.warn({ err: error }, 'statement timeout');
      reply.header('retry-after', String(STATEMENT_TIMEOUT_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, {
        code: 'SERVICE_UNAVAILABLE',
        message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
      });
    }

    if (isConnectionTimeout(error)) {
      // No pooled connection came free within DATABASE_CONNECTION_TIMEOUT_MS: more requests than the pool serves.
      // Overload, answered as the request queue answers it, not a bug to page anyone for.
      request.log.warn({ err: error }, 'database connection timeout');
      reply.header('retry-after', String(CONNECTION_TIMEOUT_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, {
        code: 'SERVICE_UNAVAILABLE',
        message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(reply, 500, { code: 'INTERNAL_ERROR', message: ERROR_MESSAGES.INTERNAL_ERROR });
    }

    const statusCode =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type, …
      request.log.info({ code: error.code, message: error.message }, 'client error');
      const code = codeForStatus(statusCode);
      return sendError(reply, statusCode, { code, message: ERROR_MESSAGES[code] });
    }

    request.log.error({ err: error }, 'unhandled error');
    const code = statusCode === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
    return sendError(reply, statusCode, { code, message: ERROR_MESSAGES[code] });
  });
});

/**
 * Fastify's router answers some URLs before any hook or error handler runs: one that does not decode
 * ('%', invalid UTF-8) and a path parameter over its length limit. The `frameworkErrors` server option routes
 * them here, into the envelope. Hooks have not run, so the headers they would add are set here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'client error');
  reply.header('x-request-id', request.id).header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, { code: 'URI_TOO_LONG', message: ERROR_MESSAGES.URI_TOO_LONG });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, { code: 'BAD_REQUEST', message: REQUEST_MESSAGES.badUrl });
  }
  request.log.error({ err: error }, 'router error');
  return sendError(reply, 500, { code: 'INTERNAL_ERROR', message: ERROR_MESSAGES.INTERNAL_ERROR });
}

/** Node's parser errors that have a code of their own; any other is a 400 BAD_REQUEST. */
const CODE_BY_CLIENT_ERROR: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over 16 KB, a malformed request
 * line, a timeout). The `clientErrorHandler` server option answers them here, in the envelope, on the raw
 * socket as Fastify's own handler does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CODE_BY_CLIENT_ERROR[error.code ?? ''] ?? 'BAD_REQUEST';
  const { status, message } = ERRORS[code];
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
