/**
 * time-registration §2: /tidsregistrering/registreringer can be opened with an employee already chosen (from the
 * employee's page, 'Se registreringer'). The id travels in the history entry's state rather than the URL, as
 * the spec has it, so the address stays the tab's own. Shared by the employees and timereg features.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The employee Registreringer opens with. */
    employeeId?: string;
  }
}

/** The navigation state that opens Registreringer on `employeeId`: `navigate({ to, state })` or `<Link state>`. */
export function registrationsState(employeeId: string): { employeeId: string } {
  return { employeeId };
}

/** The employee a navigation asked Registreringer to open with, if any. */
export function readRegistrationsEmployee(state: { employeeId?: unknown }): string | undefined {
  return typeof state.employeeId === 'string' && state.employeeId !== '' ? state.employeeId : undefined;
}
