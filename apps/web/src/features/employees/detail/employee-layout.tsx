import { employeeFullName } from '@kollega/domain';
import { Anchor, Group, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api';
import { useEmployeeTabContributions } from '../../../lib/contributions';
import { employeePath, paths } from '../../../lib/paths';
import { usePlan } from '../../../lib/plan';
import { useEmployeeId } from '../../../lib/use-employee-id';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { useEmployee } from '../api/get-employee';
import { EMPLOYEE_NOT_FOUND_STATE } from '../not-found-state';
import { EmployeeHeader } from './employee-header';
import { tabOfPath } from './employee-tabs';

/**
 * /medarbejdere/$employeeId (hr-core §2): the header and the tabs; the tab's route renders below. The tabs are
 * links, so the URL chooses the tab. An unknown, another company's or out-of-limit employee (all 404) sends the
 * admin back to the list, which says so.
 */
export function EmployeeLayout() {
  const employeeId = useEmployeeId();
  const employee = useEmployee(employeeId);
  const pathname = useLocation({ select: (location) => location.pathname });
  usePageTitle(employee.data ? employeeFullName(employee.data) : 'Medarbejder');
  const plan = usePlan();
  // Every feature's tab, in order; a tab its plan does not show is left out (docs/rules/equipment.md#ruling-26: Udstyr).
  const tabs = useEmployeeTabContributions().filter((tab) => tab.shownOn?.(plan) ?? true);

  if (employee.isPending) return <PageLoader />;
  if (employee.isError) {
    if (employee.error instanceof ApiError && employee.error.status === 404) {
      return <Navigate to={paths.employees} replace state={EMPLOYEE_NOT_FOUND_STATE} />;
    }
    return <ErrorState onRetry={() => void employee.refetch()} />;
  }

  const current = tabOfPath(pathname);
  if (!tabs.some((tab) => tab.tab === current)) return <Navigate to={employeePath(employeeId)} replace />;
  return (
    <Stack gap="lg">
      <Group>
        <Anchor component={Link} to={paths.employees} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            Medarbejdere
          </Group>
        </Anchor>
      </Group>
      <EmployeeHeader employee={employee.data} />
      <Tabs value={current}>
        <Tabs.List aria-label="Medarbejderens sider">
          {tabs.map(({ tab, label }) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              // A real link: the URL is the state; Mantine keeps the arrow-key navigation of tabs.
              renderRoot={({ type: _type, ...props }) => (
                <Link {...props} to={employeePath(employeeId, tab)} />
              )}
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ tab }) => (
          <Tabs.Panel key={tab} value={tab} pt="lg">
            {tab === current ? <Outlet /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
