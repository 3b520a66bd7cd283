import { ERROR_MESSAGES, type ErrorCode } from '@kollega/domain';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error type services throw. Routes never build error responses themselves: the error plugin turns
 * an AppError into the envelope `{ error: { code, message } }` with the status that belongs to its code.
 * `message` is Danish and shown to the user as it is.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode | (string & {}),
    message?: string,
    options: {
      statusCode?: number;
      details?: { path: string; message: string }[];
      cause?: unknown;
      /** For 429 and 503: when to try again, sent as Retry-After. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message ?? ERROR_MESSAGES[code as ErrorCode] ?? ERROR_MESSAGES.INTERNAL_ERROR, {
      cause: options.cause,
    });
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? STATUS_BY_CODE[code as ErrorCode] ?? 400;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly details: { path: string; message: string }[] | undefined;
  readonly retryAfterSeconds: number | undefined;
}

/** Missing and another company's record look the same from outside (DESIGN.md rule 1). */
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);

export function codeForStatus(statusCode: number): ErrorCode {
  const match = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(
    ([code, status]) => status === statusCode && code !== 'VALIDATION_ERROR',
  );
  if (match) return match[0];
  return statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}
