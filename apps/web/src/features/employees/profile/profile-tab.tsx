import { Stack } from '@mantine/core';
import { useEmployeeId } from '../../../lib/use-employee-id';
import { PageLoader } from '../../../ui/page-loader';
import { SectionCard } from '../../../ui/section-card';
import { useEmployee } from '../api/get-employee';
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
      <SectionCard title="Profilbillede" gap="sm">
        <EmployeePhoto employee={employee.data} />
      </SectionCard>
      <SectionCard title="Oplysninger">
        {/* Keyed on the record, so another employee's page starts from their own values. */}
        <EmployeeProfileForm key={employee.data.id} employee={employee.data} />
      </SectionCard>
      <EmployeeHistory employeeId={employeeId} />
    </Stack>
  );
}
