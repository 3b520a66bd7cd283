import type { ErrorCode } from '@kollega/domain';

/**
 * The one way the web app talks to the API. It sends and receives JSON with the session cookie, and turns the
 * server's error envelope `{ "error": { "code", "message" } }` into an `ApiError` whose message is the Danish
 * text from the server, ready to show to the user. better-auth's endpoints (/api/auth/*) answer in the same
 * envelope: the server keeps their code and status and gives the Danish message (plugins/auth/auth-errors.ts).
 * Codes are compared with `error.is(code)`, typed against the domain's error registry (`ERRORS`); only a type
 * is imported, so the landing page does not load the domain for it (decision 018).
 */

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const UNKNOWN_ERROR_CODE = 'UNKNOWN_ERROR';

/** The codes an ApiError can carry: the server's, and the two the web app gives when there is no answer. */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR_CODE | typeof UNKNOWN_ERROR_CODE;

const NETWORK_ERROR_MESSAGE =
  'Kunne ikke få forbindelse til serveren. Tjek din internetforbindelse, og prøv igen.';
const UNKNOWN_ERROR_MESSAGE = 'Der opstod en uventet fejl. Prøv igen om lidt.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never reached the server. */
  readonly status: number;
  /** The server's machine-readable code, e.g. `EMAIL_IN_USE`; compare it with `is(…)`. */
  readonly code: string;
  /** Per-field problems of a VALIDATION_ERROR, e.g. `{ path: 'body.company.name', message: 'Firmanavn mangler' }`. */
  readonly details: readonly ApiErrorDetail[];

  constructor(
    status: number,
    code: string,
    message: string,
    options?: { cause?: unknown; details?: readonly ApiErrorDetail[] },
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.details = options?.details ?? [];
  }

  /** Whether the server answered this code: a code that is not in the domain's registry does not compile. */
  is(code: ApiErrorCode): boolean {
    return this.code === code;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** 4xx: the request itself was wrong (validation, permission, not found); repeating it will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export type ApiFetchInit = Omit<RequestInit, 'body'> & {
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  /** Any other body (FormData for uploads, …), sent as is. */
  body?: BodyInit | null;
};

export type ApiErrorDetail = { path: string; message: string };

type ErrorEnvelope = { error: { code: string; message: string; details?: unknown } };

function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Record<string, unknown>).code === 'string' &&
    typeof (error as Record<string, unknown>).message === 'string'
  );
}

function detailsOf(value: unknown): ApiErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ApiErrorDetail =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Record<string, unknown>).path === 'string' &&
      typeof (item as Record<string, unknown>).message === 'string',
  );
}

/**
 * A body that is not the envelope but carries a bare `{ code }`: what better-auth answers when reached without
 * the server's mapping. The code is kept; its (English) message never shown.
 */
function bareCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const code = (value as Record<string, unknown>).code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Fetches `path` (relative to the app's origin, e.g. `/api/employees`) and returns the parsed JSON body, or
 * `undefined` for an empty response (204). Throws `ApiError` for any non-2xx answer or a network failure;
 * an aborted request rethrows the AbortError so TanStack Query can cancel quietly.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, headers, body, ...rest } = init;
  const requestHeaders = new Headers(headers);
  if (!requestHeaders.has('accept')) requestHeaders.set('accept', 'application/json');
  let requestBody = body;
  if (json !== undefined) {
    requestHeaders.set('content-type', 'application/json');
    requestBody = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: requestHeaders,
      body: requestBody,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, { cause });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (isErrorEnvelope(payload)) {
      throw new ApiError(response.status, payload.error.code, payload.error.message, {
        details: detailsOf(payload.error.details),
      });
    }
    // Not our envelope (a proxy's error page, …): a Danish general message.
    const code = bareCodeOf(payload) ?? UNKNOWN_ERROR_CODE;
    throw new ApiError(response.status, code, UNKNOWN_ERROR_MESSAGE);
  }
  return payload as T;
}
