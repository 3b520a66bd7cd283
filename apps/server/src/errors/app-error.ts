import { ERRORS, type ErrorCode } from '@kollega/domain';

/**
 * The one error type services throw. Routes never build error responses themselves: the error plugin turns
 * an AppError into the envelope `{ error: { code, message } }`. The code is one of the domain's `ERRORS`
 * (another does not compile), which gives the status and, unless a more specific Danish text is given (a field's
 * message, the input guard's reason), the message.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: { path: string; message: string }[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: {
      details?: { path: string; message: string }[];
      cause?: unknown;
      /** For 429 and 503: when to try again, sent as Retry-After. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message ?? ERRORS[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Missing and another company's record look the same from outside (DESIGN.md rule 1). */
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);

/** The general code for a status nothing more specific explains (Fastify's own client errors, better-auth's). */
const GENERAL_CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(statusCode: number): ErrorCode {
  return GENERAL_CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
