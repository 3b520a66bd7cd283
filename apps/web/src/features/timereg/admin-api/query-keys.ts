/**
 * The admin pages' query keys. Each starts with 'timereg', so a change that moves norms or eligibility (settings,
 * days off) refreshes every time-registration query at once, Overblik and Registreringer included, whatever
 * keys those tabs use under it. The employees feature repeats the 'timereg' prefix for the same reason.
 */
export const TIMEREG_QUERY_KEY = ['timereg'] as const;

export const TIMEREG_STATUS_QUERY_KEY = [...TIMEREG_QUERY_KEY, 'status'] as const;
export const TIMEREG_EMPLOYEES_QUERY_KEY = [...TIMEREG_QUERY_KEY, 'employees'] as const;
export const TIMEREG_WARNINGS_QUERY_KEY = [...TIMEREG_QUERY_KEY, 'warnings'] as const;
export const TIMEREG_SETTINGS_QUERY_KEY = [...TIMEREG_QUERY_KEY, 'settings'] as const;
