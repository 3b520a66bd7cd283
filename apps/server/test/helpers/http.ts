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
