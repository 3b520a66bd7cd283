import { EmployeeAgreementsTab } from './agreements-tab';
import { useEmployeeId } from './use-employee-id';

/** /medarbejdere/$employeeId/aftaler: the Aftaler tab, loaded with its route. */
export function AgreementsRoute() {
  return <EmployeeAgreementsTab employeeId={useEmployeeId()} />;
}
