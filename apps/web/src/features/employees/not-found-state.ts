/**
 * hr-core §2: an unknown, another company's or out-of-limit employee sends the admin back to /medarbejdere,
 * which then says 'Ingen medarbejder fundet'. The flag travels in the history entry's state rather than the
 * URL, so the address stays /medarbejdere and a shared link never shows it.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    employeeNotFound?: boolean;
  }
}

export const EMPLOYEE_NOT_FOUND_STATE = { employeeNotFound: true };

export function readEmployeeNotFound(state: { employeeNotFound?: boolean }): boolean {
  return state.employeeNotFound === true;
}
