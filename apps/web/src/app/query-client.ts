import type { MeResponse } from '@kollega/domain';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { ME_QUERY_KEY } from '../lib/me';

const MAX_RETRIES = 1;

/** Retry once when the network or the server failed; never when the request itself was refused (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * A 401 from any other request means the session ended (signed out elsewhere, password changed, expired): ask
 * /api/me again, so the gate shows what a signed-out visitor sees instead of a broken page.
 */
function sessionEndedHandler(getClient: () => QueryClient) {
  return (error: unknown, key?: readonly unknown[]) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (key?.[0] === ME_QUERY_KEY[0]) return;
    const client = getClient();
    // A refused login is a 401 too; only a session we believed in can end.
    if (!client.getQueryData<MeResponse>(ME_QUERY_KEY)?.user) return;
    void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}

export function createQueryClient(): QueryClient {
  const onError = sessionEndedHandler(() => client);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}
