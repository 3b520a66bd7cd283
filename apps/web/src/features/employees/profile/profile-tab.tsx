import { Paper, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../ui/page-loader';
import { useEmployee } from '../api/get-employee';
import { useEmployeeId } from '../detail/use-employee-id';
import { EmployeeHistory } from './employee-history';
import { EmployeePhoto } from './employee-photo';
import { EmployeeProfileForm } from './profile-form';

/**
 * /medarbejdere/$employeeId/profil: photo, the profile form and the history. The layout has loaded the record
 * (and handles its errors) before this renders.
 */
export function EmployeeProfileTab() {
  const employeeId = useEmployeeId();
  const employee = useEmployee(employeeId);
  if (!employee.data) return <PageLoader />;

  return (
    <Stack gap="lg" maw={960}>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="billede"
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="billede">
            Profilbillede
          </Title>
          <EmployeePhoto employee={employee.data} />
        </Stack>
      </Paper>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="oplysninger"
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="oplysninger">
            Oplysninger
          </Title>
          {/* Keyed on the record, so another employee's page starts from their own values. */}
          <EmployeeProfileForm key={employee.data.id} employee={employee.data} />
        </Stack>
      </Paper>
      <EmployeeHistory employeeId={employeeId} />
    </Stack>
  );
}
