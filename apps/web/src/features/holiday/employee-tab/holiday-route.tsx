import { Stack } from '@mantine/core';
import { useEmployeeId } from '../../../lib/use-employee-id';
import { EmployeeSicknessSection } from '../../sickness/public';
import { EmployeeHolidayTab } from './holiday-tab';

/** /medarbejdere/$employeeId/ferie: the Ferie tab, and below it the 'Sygefravær' section (issue 29). */
export function HolidayRoute() {
  const employeeId = useEmployeeId();
  return (
    <Stack gap="lg">
      <EmployeeHolidayTab employeeId={employeeId} />
      <EmployeeSicknessSection employeeId={employeeId} />
    </Stack>
  );
}
