// Temporary: replaced by the Indstillinger tab (being written now).
export function EmployeeSettingsTab(_props: { employeeId: string }) {
  return null;
}
