import { useEmployeeId } from '../../../lib/use-employee-id';
import { EmployeeSettingsTab } from './settings-tab';

/** /medarbejdere/$employeeId/indstillinger: the Indstillinger tab, loaded with its route. */
export function SettingsRoute() {
  return <EmployeeSettingsTab employeeId={useEmployeeId()} />;
}
