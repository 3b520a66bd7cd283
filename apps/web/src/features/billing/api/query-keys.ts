/** Every billing query starts with it: a plan or card change refreshes the page, the list and the banners. */
export const BILLING_QUERY_KEY = ['billing'] as const;
export const SUBSCRIPTION_KEY = [...BILLING_QUERY_KEY, 'subscription'] as const;
export const TRANSACTIONS_KEY = [...BILLING_QUERY_KEY, 'transactions'] as const;
