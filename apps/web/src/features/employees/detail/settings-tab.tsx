import { Divider, Stack } from '@mantine/core';
import { useCompanyAdmins } from '../../../lib/shared-api/get-company-admins';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useEmployee } from '../api/get-employee';
import { makingAdminCostsExtra } from '../settings/extra-admin';
import { SettingsForm } from '../settings/settings-form';
import { TimeregSection } from '../settings/timereg-section';

/**
 * The Indstillinger tab (hr-core §3 settings, §4, §6), and the employee's own norm week (time-registration §3),
 * saved separately. The admin count only adds the price hint, so the form does not wait for it, nor fail with it.
 */
export function EmployeeSettingsTab({ employeeId }: { employeeId: string }) {
  const employee = useEmployee(employeeId);
  const admins = useCompanyAdmins();

  if (employee.isPending) return <PageLoader label="Indlæser indstillinger" />;
  if (employee.isError) return <ErrorState onRetry={() => void employee.refetch()} />;

  const extraAdminPriceOre =
    admins.data && !employee.data.isOwner && makingAdminCostsExtra(admins.data, employeeId)
      ? admins.data.extraAdminPriceOre
      : null;

  return (
    <Stack gap="xl">
      <SettingsForm employee={employee.data} extraAdminPriceOre={extraAdminPriceOre} />
      <Divider maw={640} />
      <TimeregSection employee={employee.data} />
    </Stack>
  );
}
