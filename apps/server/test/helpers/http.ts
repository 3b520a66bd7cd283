import type { App } from '../../src/app';
import { cookieHeader } from '../../src/testing/factories';

export interface CallOptions {
  cookie?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** One JSON call through the real app, as a browser on the app's own origin would make it. */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.payload !== undefined ? { payload: JSON.stringify(options.payload) } : {}),
  });
  // `cookie`: what the browser holds after this response (its cookies before, updated by Set-Cookie).
  return Object.assign(response, { cookie: cookieHeader(response.headers['set-cookie'], options.cookie) });
}

/** The messages of a 400 VALIDATION_ERROR, by field path without the 'body.' prefix. */
export function fieldErrors(body: {
  error?: { details?: { path: string; message: string }[] };
}): Record<string, string> {
  return Object.fromEntries(
    (body.error?.details ?? []).map((detail) => [detail.path.replace(/^body\./, ''), detail.message]),
  );
}

/**
 * Issue 25: an auth answer's body carries no session token; the HttpOnly cookie is the only place it lives,
 * so a script on the page (or a log of response bodies) never gets it. Checks both the field and the value.
 */
export function expectNoSessionTokenInBody(response: { body: string; headers: Record<string, unknown> }) {
  const cookies = [response.headers['set-cookie']].flat().filter((value): value is string => !!value);
  // Every token a cookie sets (the session's, and the super admin's kept aside while impersonating).
  const tokens = cookies
    .filter((cookie) => /^kollega\.(session_token|admin_session)=[^;]/.test(cookie))
    .map((cookie) => decodeURIComponent(/=([^;]+)/.exec(cookie)?.[1] ?? '').split(/[.:]/)[0] ?? '');
  if (!tokens.some((token) => token.length >= 16)) throw new Error('the answer set no session token cookie');
  const keys: string[] = [];
  JSON.parse(response.body, (key, field) => {
    keys.push(key);
    return field;
  });
  if (keys.includes('token') || tokens.some((token) => response.body.includes(token)))
    throw new Error(`the body carries the session token: ${response.body}`);
}
