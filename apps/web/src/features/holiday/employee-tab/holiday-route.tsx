import { Stack } from '@mantine/core';
import { useEmployeeId } from '../../../lib/use-employee-id';
import { EmployeeParentalLeaveSection, EmployeeSicknessSection } from '../../sickness/public';
import { EmployeeHolidayTab } from './holiday-tab';

/**
 * /medarbejdere/$employeeId/ferie: the Ferie tab, and below it the 'Sygefravær' (issue 29) and 'Barsel' (decision 056)
 * sections.
 */
export function HolidayRoute() {
  const employeeId = useEmployeeId();
  return (
    <Stack gap="lg">
      <EmployeeHolidayTab employeeId={employeeId} />
      <EmployeeSicknessSection employeeId={employeeId} />
      <EmployeeParentalLeaveSection employeeId={employeeId} />
    </Stack>
  );
}
