import { useEmployeeId } from '../../../lib/use-employee-id';
import { EmployeeDocumentsTab } from './documents-tab';

/** /medarbejdere/$employeeId/dokumenter: the Dokumenter tab, loaded with its route. */
export function DocumentsRoute() {
  return <EmployeeDocumentsTab employeeId={useEmployeeId()} />;
}
