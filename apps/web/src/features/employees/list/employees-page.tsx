import { EMPLOYEE_MESSAGES, type EmployeeLimits } from '@kollega/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconFileImport, IconInfoCircle, IconPlus, IconUsers } from '@tabler/icons-react';
import { Link, useLocation, useSearch } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { useMe } from '../../../lib/me';
import { paths, UPGRADE_SEARCH } from '../../../lib/paths';
import { useEmployees } from '../../../lib/shared-api/get-employees';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/page-title';
import { nextSort } from '../../../ui/sort-header';
import { readEmployeeNotFound } from '../not-found-state';
import { CreateEmployeeModal } from './create-employee-modal';
import {
  type EmployeeFilters,
  type EmployeeSort,
  type EmployeeSortKey,
  filterEmployees,
  NO_FILTERS,
  sortEmployees,
  toRows,
} from './employee-filters';
import { EmployeeTable } from './employee-table';
import { EmployeeToolbar } from './employee-toolbar';
import { ExportEmployeesButton } from './export-employees-button';
import { UpgradeModal } from './upgrade-modal';

function OverLimitAlert({ limits }: { limits: EmployeeLimits }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title="Nogle medarbejdere er skjult"
    >
      <Stack gap="xs">
        <Text size="sm">
          Dit abonnement omfatter {limits.limit ?? 'ubegrænset antal'} medarbejdere, og I har{' '}
          {limits.countExcludingOwner}. De seneste oprettede er skjult, indtil du opgraderer.
        </Text>
        <Anchor component={Link} to={paths.subscription} search={UPGRADE_SEARCH as never} size="sm" fw={600}>
          Se abonnementer
        </Anchor>
      </Stack>
    </Alert>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconUsers size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-kollega-7)" />
        <Text fw={600}>Du har ikke oprettet nogen medarbejdere endnu.</Text>
        <Text size="sm" c="gray.7">
          Opret dine medarbejdere for at holde styr på deres oplysninger, dokumenter og aftaler.
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onCreate}>
          Opret medarbejder
        </Button>
      </Stack>
    </Paper>
  );
}

/** /medarbejdere (hr-core §2): the company's employees, searched, filtered and sorted in the browser. */
export function EmployeesPage() {
  usePageTitle('Medarbejdere');
  const employees = useEmployees();
  const isOwner = useMe().data?.company?.isOwner ?? false;
  const cameFromMissing = useLocation({ select: (location) => readEmployeeNotFound(location.state) });
  const [notFoundDismissed, setNotFoundDismissed] = useState(false);
  const [filters, setFilters] = useState<EmployeeFilters>(NO_FILTERS);
  const [sort, setSort] = useState<EmployeeSort>({ key: 'name', direction: 'asc' });
  // `?ny=1` (the dashboard's 'Opret medarbejder') opens the creation modal.
  const opener = useSearch({ strict: false }) as { ny?: string };
  const [createOpen, create] = useDisclosure(String(opener.ny) === '1');
  const [upgradeOpen, upgrade] = useDisclosure(false);

  // Typing stays responsive with a long list: the table follows the search a moment later.
  const search = useDeferredValue(filters.search);
  const { statuses, types, showInactive } = filters;
  const rows = useMemo(() => toRows(employees.data?.employees ?? []), [employees.data]);
  const visible = useMemo(
    () => sortEmployees(filterEmployees(rows, { search, statuses, types, showInactive }), sort),
    [rows, search, statuses, types, showInactive, sort],
  );

  if (employees.isPending) return <PageLoader />;
  if (employees.isError) return <ErrorState onRetry={() => void employees.refetch()} />;

  const { limits } = employees.data;
  const startCreate = limits.canCreate ? create.open : upgrade.open;
  const onSort = (key: EmployeeSortKey) => setSort((current) => nextSort(current, key));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Medarbejdere</Title>
          <Text c="gray.7">Virksomhedens medarbejdere og deres oplysninger.</Text>
        </Stack>
        <Group gap="sm">
          <ExportEmployeesButton isOwner={isOwner} />
          <Button
            variant="default"
            component={Link}
            to={paths.employeeImport}
            leftSection={<IconFileImport size={18} aria-hidden="true" />}
          >
            Importér medarbejdere
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={startCreate}>
            Opret medarbejder
          </Button>
        </Group>
      </Group>

      {cameFromMissing && !notFoundDismissed ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
          role="alert"
          withCloseButton
          closeButtonLabel="Luk"
          onClose={() => setNotFoundDismissed(true)}
        >
          {EMPLOYEE_MESSAGES.notFound}
        </Alert>
      ) : null}
      {limits.overLimit ? <OverLimitAlert limits={limits} /> : null}
      {limits.countExcludingOwner === 0 ? <EmptyState onCreate={startCreate} /> : null}

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <EmployeeToolbar filters={filters} onChange={setFilters} />
          <Text size="sm" c="gray.7" role="status">
            {visible.length === 1 ? '1 medarbejder' : `${visible.length} medarbejdere`}
          </Text>
          {visible.length > 0 ? (
            <EmployeeTable rows={visible} sort={sort} onSort={onSort} />
          ) : (
            <Text c="gray.7" ta="center" py="md">
              {EMPLOYEE_MESSAGES.notFound}
            </Text>
          )}
        </Stack>
      </Paper>

      <CreateEmployeeModal
        opened={createOpen}
        onClose={create.close}
        onLimitReached={() => {
          create.close();
          upgrade.open();
        }}
      />
      <UpgradeModal opened={upgradeOpen} onClose={upgrade.close} limit={limits.limit} />
    </Stack>
  );
}
