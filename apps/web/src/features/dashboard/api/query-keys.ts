/** Every dashboard query starts with it. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
