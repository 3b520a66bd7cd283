import { EmployeeHolidayTab } from './holiday-tab';
import { useEmployeeId } from './use-employee-id';

/** /medarbejdere/$employeeId/ferie: the Ferie tab, loaded with its route. */
export function HolidayRoute() {
  return <EmployeeHolidayTab employeeId={useEmployeeId()} />;
}
