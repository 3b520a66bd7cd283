import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('keeps data fresh for 30 seconds', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000);
  });

  it('retries a network or server failure once', () => {
    const network = new ApiError(0, 'NETWORK_ERROR', 'Ingen forbindelse');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, network)).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'UNAVAILABLE', 'Prøv igen'))).toBe(true);
  });

  it('asks /api/me again when another request says the session has ended (401)', async () => {
    const client = createQueryClient();
    client.setQueryData(['me'], { user: { id: 'u1' } });
    await client
      .fetchQuery({
        queryKey: ['company'],
        queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Log ind igen')),
      })
      // The rejection is the point of the set-up; what is checked is its effect on /api/me below.
      .catch(() => {});
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(true);
  });

  it('never retries a refused request (4xx)', () => {
    expect(shouldRetry(0, new ApiError(400, 'VALIDATION', 'Ugyldig'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'Findes ikke'))).toBe(false);
  });
});
