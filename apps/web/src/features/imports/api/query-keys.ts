import { EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** The import reads nothing of its own; an import creates employees, so it refreshes every employee query. */
export const importQueryKeys = { refreshedByImport: EMPLOYEES_QUERY_KEY };
