import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/**
 * Agreements' keys. Each starts with AGREEMENTS_QUERY_KEY (shared in lib: the list on /aftaler, the employee's Aftaler
 * tab, sickness's booked conversations), so a change to an agreement refreshes every view of it.
 */
export const agreementQueryKeys = {
  all: AGREEMENTS_QUERY_KEY,
  one: (agreementId: string) => [...AGREEMENTS_QUERY_KEY, 'one', agreementId] as const,
};
