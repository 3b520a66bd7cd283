import { useEmployeeId } from '../../../lib/use-employee-id';
import { EmployeeAgreementsTab } from './agreements-tab';

/** /medarbejdere/$employeeId/aftaler: the Aftaler tab, loaded with its route. */
export function AgreementsRoute() {
  return <EmployeeAgreementsTab employeeId={useEmployeeId()} />;
}
