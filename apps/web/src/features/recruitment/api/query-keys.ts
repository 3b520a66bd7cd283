/** The recruitment page's one read: the price list and the company's offer. */
export const RECRUITMENT_QUERY_KEY = ['recruitment'] as const;
