import { EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** The keys of the 'Mig' reads (issue 27); one root, so a change can refresh what it touches. */
export const MY_PAGES_KEY = ['me-pages'] as const;
export const MY_PROFILE_KEY = [...MY_PAGES_KEY, 'profile'] as const;
export const MY_DOCUMENTS_KEY = [...MY_PAGES_KEY, 'documents'] as const;
/** Under the employee's documents key, so an upload or a delete there refreshes the sharing too. */
export const documentSharingKey = (employeeId: string) =>
  [...EMPLOYEES_QUERY_KEY, employeeId, 'documents', 'sharing'] as const;
