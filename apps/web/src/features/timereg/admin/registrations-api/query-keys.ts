/**
 * The cache keys of the admin's time registration calls. All start with 'timereg', so one invalidation after a
 * write refreshes every view of the registrations (Overblik, Registreringer, the modal, the warnings the server
 * recomputes), whichever folder asked for them.
 */
export const TIMEREG_QUERY_ROOT = ['timereg'] as const;

export const timeregQueryKeys = {
  employees: (inactive: boolean) => [...TIMEREG_QUERY_ROOT, 'employees', { inactive }] as const,
  /** The same key as the employee page's call to the same endpoint, so both share one answer. */
  employeeSettings: (employeeId: string) =>
    [...TIMEREG_QUERY_ROOT, 'employees', employeeId, 'settings'] as const,
  overview: (query: object) => [...TIMEREG_QUERY_ROOT, 'overview', query] as const,
  logs: (query: object) => [...TIMEREG_QUERY_ROOT, 'logs', query] as const,
  settings: () => [...TIMEREG_QUERY_ROOT, 'settings'] as const,
};
