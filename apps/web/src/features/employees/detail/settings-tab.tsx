import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useEmployee } from '../api/get-employee';
import { useCompanyAdmins } from '../settings/company-admins-query';
import { makingAdminCostsExtra } from '../settings/extra-admin';
import { SettingsForm } from '../settings/settings-form';

/**
 * The Indstillinger tab (hr-core §3 settings, §4, §6). The admin count only adds the price hint, so the form
 * does not wait for it, nor fail with it.
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

  return <SettingsForm employee={employee.data} extraAdminPriceOre={extraAdminPriceOre} />;
}
