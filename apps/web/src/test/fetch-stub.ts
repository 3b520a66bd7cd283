import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; body: unknown };
type Reply = Response | ((call: ApiCall) => Response | Promise<Response>);

/** The server's error envelope, as a Response. */
export function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

/** A 400 VALIDATION_ERROR as the server sends it, with one field's message in its details. */
export function validationErrorResponse(path: string, message: string): Response {
  return Response.json(
    { error: { code: 'VALIDATION_ERROR', message: 'Ugyldige data', details: [{ path, message }] } },
    { status: 400 },
  );
}

/**
 * Replaces `fetch` with a tiny fake server: `replies` maps 'METHOD /path' to a Response (or a function making
 * one). Unknown requests get a 404 envelope. Returns the calls made, with their JSON bodies.
 */
export function stubApi(replies: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    else if (init?.body) body = init.body;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const reply = replies[`${method} ${url.pathname}`];
    if (!reply) return errorResponse(404, 'NOT_FOUND', 'Findes ikke');
    return typeof reply === 'function' ? reply(call) : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
