/**
 * The super admin's query keys. Each starts with 'admin', so a change that touches several of the admin's views
 * (deleting an HR contact that companies point at) can refresh them all at once.
 */
export const ADMIN_QUERY_KEY = ['admin'] as const;

export const adminQueryKeys = {
  all: ADMIN_QUERY_KEY,
  /** Every page of the company list: a save on a company page marks them all stale. */
  companyList: [...ADMIN_QUERY_KEY, 'company-list'] as const,
  company: (companyId: string) => [...ADMIN_QUERY_KEY, 'companies', companyId] as const,
  companyEmployees: (companyId: string, page: object) =>
    [...ADMIN_QUERY_KEY, 'company-employees', companyId, page] as const,
  invoices: (page: object) => [...ADMIN_QUERY_KEY, 'invoices', page] as const,
  hrContacts: [...ADMIN_QUERY_KEY, 'hr-contacts'] as const,
  templates: [...ADMIN_QUERY_KEY, 'templates'] as const,
  recruitmentServices: [...ADMIN_QUERY_KEY, 'recruitment-services'] as const,
};
