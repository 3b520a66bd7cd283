import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, NETWORK_ERROR_CODE } from './api';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the parsed JSON body and sends JSON with the session cookie', async () => {
    const fetchMock = stubFetch(Response.json({ id: 1 }));
    await expect(apiFetch('/api/things', { method: 'POST', json: { name: 'Skrivebord' } })).resolves.toEqual({
      id: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"Skrivebord"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('returns undefined for an empty answer', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws an ApiError with the server's Danish message and code", async () => {
    stubFetch(
      Response.json(
        { error: { code: 'EMPLOYEE_NOT_FOUND', message: 'Ingen medarbejder fundet' } },
        { status: 404 },
      ),
    );
    const error = await apiFetch('/api/employees/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'EMPLOYEE_NOT_FOUND',
      message: 'Ingen medarbejder fundet',
    });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('keeps the per-field details of a validation error', async () => {
    stubFetch(
      Response.json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Ugyldige oplysninger',
            details: [{ path: 'body.company.name', message: 'Firmanavn mangler' }, { bad: true }],
          },
        },
        { status: 400 },
      ),
    );
    const error = (await apiFetch('/api/company/add').catch((e: unknown) => e)) as ApiError;
    expect(error.details).toEqual([{ path: 'body.company.name', message: 'Firmanavn mangler' }]);
  });

  it("keeps better-auth's code but never its English message", async () => {
    stubFetch(
      Response.json(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        { status: 401 },
      ),
    );
    const error = (await apiFetch('/api/auth/sign-in/email').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/uventet fejl/);
  });

  it('gives a Danish message when the answer is not the error envelope', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/uventet fejl/);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(NETWORK_ERROR_CODE);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toMatch(/forbindelse/);
  });

  it('lets an abort through unchanged', async () => {
    stubFetch(new DOMException('aborted', 'AbortError'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
