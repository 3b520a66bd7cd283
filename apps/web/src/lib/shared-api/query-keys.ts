/**
 * The query keys more than one feature reads or invalidates, declared once. Features may not import each other
 * (docs/decisions/004), so a key two features share lives here, and so does the read behind it (019). A feature's
 * own keys extend these in its `api/query-keys.ts`.
 */

/** Every employee query starts with it: invalidating it refreshes the list and each record. */
export const EMPLOYEES_QUERY_KEY = ['employees'] as const;

/** Every company query starts with it (the company itself, its admins). */
export const COMPANY_QUERY_KEY = ['company'] as const;

export const COMPANY_ADMINS_QUERY_KEY = [...COMPANY_QUERY_KEY, 'admins'] as const;

/**
 * Every time-registration query starts with it, the admin's and the employee app's alike, so a change that moves
 * norms or eligibility (the employee's settings, the company's norm week, days off, a registration) refreshes
 * every view of them at once.
 */
export const TIMEREG_QUERY_KEY = ['timereg'] as const;

export function employeeTimeregSettingsQueryKey(employeeId: string) {
  return [...TIMEREG_QUERY_KEY, 'employees', employeeId, 'settings'] as const;
}

/**
 * Every agreement query starts with it: the list on /aftaler, one agreement, and the employee's Aftaler tab, so a
 * change to an agreement refreshes each view of it.
 */
export const AGREEMENTS_QUERY_KEY = ['agreements'] as const;

/**
 * Every holiday query starts with it (decision 026): an employee's Ferie tab, the employee app's, the Fravær page
 * and the dashboard's card, so a request or a decision refreshes each view of it. A decision also writes time
 * registrations, so those are invalidated with TIMEREG_QUERY_KEY as well.
 */
export const HOLIDAY_QUERY_KEY = ['holiday'] as const;

/**
 * Every equipment query starts with it: the list on /udstyr, the categories, one item, and the employee's Udstyr
 * tab, so a change to an item or a category refreshes each view of it.
 */
export const EQUIPMENT_QUERY_KEY = ['equipment'] as const;
