import { danishToday } from '@kollega/domain';
import { Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../../ui/error-state';
import { LoadErrorState } from '../../../../ui/load-error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { type OverviewQuery, useOverview } from '../../api/get-overview';
import { useTimeregEmployees } from '../../api/get-timereg-employees';
import { EmployeeOverviewCard } from './employee-overview-card';
import { ExportButton, PayrollButton } from './export-button';
import { OverviewFilterBar } from './overview-filter-bar';
import { completeRange, withPeriodType } from './overview-filters';
import { useOverviewFilters } from './use-overview-filters';
import { WeekHoursChart } from './week-hours-chart';

function EmptyState({ inactive }: { inactive: boolean }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconClockHour4 size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-kollega-7)" />
        <Text fw={600}>
          {inactive
            ? 'Ingen tidligere medarbejdere med registreringer eller en slutdato.'
            : 'Ingen medarbejdere registrerer tid endnu.'}
        </Text>
        {inactive ? null : (
          <Text size="sm" c="gray.7">
            Giv medarbejdere adgang til appen under Indstillinger, så de kan registrere deres tid.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Overblik (time-registration §2): the hours per week and per employee over a period, with the 48-hour marks,
 * the totals per category, the plus/minus, the XLSX export and the Lønudtræk. The filters are remembered for 24
 * hours; 'Tidligere medarbejdere' is not
 * (the spec lists it apart from the persisted filter state).
 */
export function OverviewTab() {
  const [filters, setFilters] = useOverviewFilters();
  const [showInactive, setShowInactive] = useState(false);
  const employees = useTimeregEmployees(showInactive, { keepPrevious: true });

  // While 'Vis inaktive' switches lists the previous one is shown, but not asked about.
  const listed = employees.isPlaceholderData ? undefined : employees.data;
  const { from, to, employeeIds } = filters;
  const query = useMemo<OverviewQuery | null>(() => {
    const range = completeRange({ from, to });
    if (!range || !listed || listed.length === 0) return null;
    const ids = new Set(listed.map((employee) => employee.id));
    return {
      from: range.from,
      to: range.to,
      // Ids picked in the other list (active or inactive) stay remembered but are not asked for.
      employeeIds: employeeIds.filter((id) => ids.has(id)),
      inactive: showInactive,
    };
  }, [from, to, employeeIds, listed, showInactive]);
  const overview = useOverview(query);

  if (employees.isPending) return <PageLoader />;
  if (employees.isError) return <ErrorState onRetry={() => void employees.refetch()} />;

  return (
    <Stack gap="lg">
      <Group justify="flex-end" align="flex-start" gap="sm">
        {/* The tab already names the panel on screen; the heading is for navigating by headings. */}
        <VisuallyHidden component="h2">Overblik</VisuallyHidden>
        <PayrollButton query={query} />
        <ExportButton query={query} />
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <OverviewFilterBar
          filters={filters}
          employees={employees.data}
          showInactive={showInactive}
          onShowInactive={setShowInactive}
          onEmployees={(employeeIds) => setFilters((current) => ({ ...current, employeeIds }))}
          onPeriodType={(type) => setFilters((current) => withPeriodType(current, type, danishToday()))}
          onRange={(next) => setFilters((current) => ({ ...current, ...next }))}
        />
      </Paper>
      <OverviewContent
        switching={employees.isPlaceholderData}
        hasEmployees={employees.data.length > 0}
        inactive={showInactive}
        overview={overview}
        complete={completeRange(filters) !== null}
      />
    </Stack>
  );
}

type OverviewContentProps = {
  switching: boolean;
  hasEmployees: boolean;
  inactive: boolean;
  overview: ReturnType<typeof useOverview>;
  complete: boolean;
};

function OverviewContent({ switching, hasEmployees, inactive, overview, complete }: OverviewContentProps) {
  if (switching) return <PageLoader label="Indlæser medarbejdere" />;
  if (!hasEmployees) return <EmptyState inactive={inactive} />;
  if (!complete) {
    return (
      <Text c="gray.7" ta="center" py="md">
        Vælg en gyldig periode for at se overblikket.
      </Text>
    );
  }
  if (overview.isPending) return <PageLoader label="Indlæser overblik" />;
  if (overview.isError)
    return <LoadErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  const people = overview.data.employees;
  if (people.length === 0) return <EmptyState inactive={inactive} />;
  return (
    <Stack gap="lg" aria-busy={overview.isPlaceholderData}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <WeekHoursChart employees={people} />
      </Paper>
      <Stack gap="md">
        <Title order={2} size="h4">
          Medarbejdere
        </Title>
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
          {people.map((employee) => (
            <EmployeeOverviewCard
              key={employee.employeeId}
              employee={employee}
              readOnly={inactive}
              payRuleCategories={overview.data.payRuleCategories}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
