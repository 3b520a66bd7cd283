import { EmployeeSettingsTab } from './settings-tab';
import { useEmployeeId } from './use-employee-id';

/** /medarbejdere/$employeeId/indstillinger: the Indstillinger tab, loaded with its route. */
export function SettingsRoute() {
  return <EmployeeSettingsTab employeeId={useEmployeeId()} />;
}
