import { EmployeeDocumentsTab } from './documents-tab';
import { useEmployeeId } from './use-employee-id';

/** /medarbejdere/$employeeId/dokumenter: the Dokumenter tab, loaded with its route. */
export function DocumentsRoute() {
  return <EmployeeDocumentsTab employeeId={useEmployeeId()} />;
}
