import { EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/**
 * The employees feature's keys. An employee's keys start with EMPLOYEES_QUERY_KEY (shared in lib), so invalidating
 * it refreshes the list and every record; the signed-in person's own profile and sessions have keys of their own.
 */
export const employeeQueryKeys = {
  all: EMPLOYEES_QUERY_KEY,
  one: (employeeId: string) => [...EMPLOYEES_QUERY_KEY, employeeId] as const,
  history: (employeeId: string) => [...EMPLOYEES_QUERY_KEY, employeeId, 'history'] as const,
  documents: (employeeId: string) => [...EMPLOYEES_QUERY_KEY, employeeId, 'documents'] as const,
  profile: ['profile'] as const,
  sessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
};
