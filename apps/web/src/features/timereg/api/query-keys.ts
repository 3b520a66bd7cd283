import { TIMEREG_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/**
 * Time registration's query keys, the admin pages' and the employee app's. Each starts with 'timereg'
 * (TIMEREG_QUERY_KEY, shared with the employees feature), so one invalidation after a write refreshes every view
 * of the registrations: Overblik, Registreringer, the modal, the warnings the server recomputes.
 */
export const timeregQueryKeys = {
  all: TIMEREG_QUERY_KEY,
  status: [...TIMEREG_QUERY_KEY, 'status'] as const,
  settings: [...TIMEREG_QUERY_KEY, 'settings'] as const,
  /** Every cached warnings list (the current employees' and the former ones'). */
  warnings: [...TIMEREG_QUERY_KEY, 'warnings'] as const,
  /** The current employees' warnings, or (inactive) those of 'Tidligere medarbejdere'. */
  warningsOf: (inactive: boolean) => [...TIMEREG_QUERY_KEY, 'warnings', { inactive }] as const,
  employees: (inactive: boolean) => [...TIMEREG_QUERY_KEY, 'employees', { inactive }] as const,
  overview: (query: object) => [...TIMEREG_QUERY_KEY, 'overview', query] as const,
  logs: (query: object) => [...TIMEREG_QUERY_KEY, 'logs', query] as const,
  payroll: (employeeId: string) => [...TIMEREG_QUERY_KEY, 'payroll', employeeId] as const,
  /** The employee app's own registrations; every cached range starts with it. */
  mine: [...TIMEREG_QUERY_KEY, 'me'] as const,
  myRange: (from: string, to: string) => [...TIMEREG_QUERY_KEY, 'me', from, to] as const,
  /** The employee app's afspadsering bank (decision 052). */
  myTimeBank: [...TIMEREG_QUERY_KEY, 'me', 'time-bank'] as const,
  /** The employee app's running clock (decision 030). */
  myClock: [...TIMEREG_QUERY_KEY, 'me', 'clock'] as const,
  /** Who is clocked in now, for the admin page. */
  clockedIn: [...TIMEREG_QUERY_KEY, 'clocked-in'] as const,
  /** One background export's progress (decision 035): not under 'timereg', an export is not a registration. */
  exportJob: (jobId: string | null) => ['exports', jobId] as const,
};
