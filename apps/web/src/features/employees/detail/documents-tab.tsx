// Temporary: replaced by the Dokumenter tab (being written now).
export function EmployeeDocumentsTab(_props: { employeeId: string }) {
  return null;
}
