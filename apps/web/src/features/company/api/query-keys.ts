import { COMPANY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** The company page's keys; the company itself and its admins are shared (COMPANY_QUERY_KEY in lib). */
export const companyQueryKeys = {
  all: COMPANY_QUERY_KEY,
  activityLog: (filters: object, page: number) =>
    [...COMPANY_QUERY_KEY, 'activity-log', filters, page] as const,
  /** A CVR lookup is not the company's own data: it has a key of its own. */
  cvrSearch: (vat: string) => ['cvr-search', vat] as const,
};
