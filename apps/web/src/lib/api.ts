/**
 * The one way the web app talks to the API. It sends and receives JSON with the session cookie, and turns the
 * server's error envelope `{ "error": { "code", "message" } }` into an `ApiError` whose message is the Danish
 * text from the server, ready to show to the user. better-auth's endpoints (/api/auth/*) answer `{ code, message }`
 * in English instead: their code is kept and the message replaced by a Danish one, for the caller to refine.
 */

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const UNKNOWN_ERROR_CODE = 'UNKNOWN_ERROR';

const NETWORK_ERROR_MESSAGE =
  'Kunne ikke få forbindelse til serveren. Tjek din internetforbindelse, og prøv igen.';
const UNKNOWN_ERROR_MESSAGE = 'Der opstod en uventet fejl. Prøv igen om lidt.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never reached the server. */
  readonly status: number;
  /** The server's machine-readable code, e.g. `EMPLOYEE_NOT_FOUND`. */
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

/** better-auth's own endpoints (/api/auth/*) answer `{ code, message }` with an English message. */
function betterAuthCodeOf(value: unknown): string | undefined {
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
    // better-auth's English message is never shown: the caller maps the code to Danish text.
    const code = betterAuthCodeOf(payload) ?? UNKNOWN_ERROR_CODE;
    throw new ApiError(response.status, code, UNKNOWN_ERROR_MESSAGE);
  }
  return payload as T;
}
