import { danishToday, type IsoDate, mondayOf, type TimeregEmployee } from '@kollega/domain';
import { Checkbox, Group, Paper, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { CompactMultiSelect } from '../../../../ui/compact-multi-select';
import { DateField } from '../../../../ui/date-field';
import { ErrorState } from '../../../../ui/error-state';
import { LoadErrorState } from '../../../../ui/load-error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { useTimeregEmployees } from '../../api/get-timereg-employees';
import { useCompanyLockDate } from '../../api/get-timereg-settings';
import { useTimeLogs } from '../../api/list-time-logs';
import { atOrAfterFirstWeek, FIRST_MONDAY } from '../../first-week';
import { employeeName } from '../overview/employee-name';
import { useWeekMode } from '../overview/use-week-mode';
import { WeekStepper } from '../overview/week-stepper';
import { ClockedInCard } from './clocked-in-card';
import { gridColumns } from './grid/grid-columns';
import { RegistrationsGrid } from './grid/registrations-grid';
import { RegistrationsModal, type RegistrationsTarget } from './registrations-modal';

const VIEW_DATA = [
  { value: 'day', label: 'Dag' },
  { value: 'week', label: 'Uge' },
];

type RegistrationsTabProps = {
  /** time-registration §2: /tidsregistrering/registreringer opened for one employee (navigation state). */
  initialEmployeeId?: string;
};

/**
 * Registreringer (time-registration §2): the registered hours per employee and day, or per week, a week at a
 * time; a cell opens the registrations modal. Day or week is remembered without expiry (useWeekMode).
 */
export function RegistrationsTab({ initialEmployeeId }: RegistrationsTabProps) {
  const [weekMode, setWeekMode] = useWeekMode();
  const [monday, setMonday] = useState(() => mondayOf(danishToday()));
  const [showInactive, setShowInactive] = useState(false);
  const [picked, setPicked] = useState<string[]>(initialEmployeeId ? [initialEmployeeId] : []);
  const [target, setTarget] = useState<RegistrationsTarget | null>(null);
  const viewLabelId = useId();

  // Opened again for another employee while the tab is shown: follow the new navigation state.
  useEffect(() => {
    if (initialEmployeeId) setPicked([initialEmployeeId]);
  }, [initialEmployeeId]);

  const employees = useTimeregEmployees(showInactive, { keepPrevious: true });
  const companyLockDate = useCompanyLockDate();
  const columns = useMemo(() => gridColumns(weekMode, monday), [weekMode, monday]);
  const shown = useMemo(() => {
    // While 'Vis inaktive' switches lists the previous one stays in the filter, but its rows are not shown.
    const list = employees.isPlaceholderData ? [] : (employees.data ?? []);
    const chosen = list.filter((employee) => picked.includes(employee.id));
    return chosen.length > 0 ? chosen : list;
  }, [employees.data, employees.isPlaceholderData, picked]);
  const logs = useTimeLogs({
    from: columns[0]?.from ?? monday,
    to: columns[columns.length - 1]?.to ?? monday,
    employeeIds: shown.map((employee) => employee.id),
  });
  const open = useCallback((employee: TimeregEmployee, date: IsoDate) => setTarget({ employee, date }), []);

  if (employees.isPending) return <PageLoader />;
  if (employees.isError) return <ErrorState onRetry={() => void employees.refetch()} />;

  const listed = new Set(employees.data.map((employee) => employee.id));
  return (
    <Stack gap="lg">
      {/* The tab already names the panel on screen; the heading is for navigating by headings. */}
      <VisuallyHidden component="h2">Registreringer</VisuallyHidden>
      <ClockedInCard />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Group gap="md" align="flex-end">
            <Stack gap={4}>
              <Text component="span" id={viewLabelId} size="sm" fw={500}>
                Visning
              </Text>
              <SegmentedControl
                role="radiogroup"
                aria-labelledby={viewLabelId}
                data={VIEW_DATA}
                value={weekMode ? 'week' : 'day'}
                onChange={(value) => setWeekMode(value === 'week')}
              />
            </Stack>
            <CompactMultiSelect
              label="Medarbejdere"
              placeholder={picked.some((id) => listed.has(id)) ? undefined : 'Alle medarbejdere'}
              data={employees.data.map((employee) => ({ value: employee.id, label: employeeName(employee) }))}
              value={picked.filter((id) => listed.has(id))}
              onChange={setPicked}
              searchable
              nothingFoundMessage="Ingen medarbejdere fundet"
              w={{ base: '100%', sm: 300 }}
            />
            <WeekStepper monday={monday} onChange={setMonday} />
            <DateField
              label="Gå til dato"
              value={null}
              onChange={(date) => date && setMonday(atOrAfterFirstWeek(mondayOf(date)))}
              minDate={FIRST_MONDAY}
              w={170}
            />
          </Group>
          <Checkbox
            label="Tidligere medarbejdere"
            description="Inaktive og slettede medarbejderes registreringer (kun visning; de gemmes i 5 år)."
            checked={showInactive}
            onChange={(event) => setShowInactive(event.currentTarget.checked)}
          />
          <Text size="xs" c="gray.7">
            Timerne er alle registrerede timer, også fravær, som de er registreret. Overblikkets uger tæller
            arbejde og overarbejde (som 48-timersreglen).
          </Text>
        </Stack>
      </Paper>
      {employees.isPlaceholderData ? (
        <PageLoader label="Indlæser medarbejdere" />
      ) : shown.length === 0 ? (
        <Text c="gray.7" ta="center" py="md">
          {showInactive
            ? 'Ingen tidligere medarbejdere med registreringer eller en slutdato.'
            : 'Ingen medarbejdere registrerer tid endnu.'}
        </Text>
      ) : logs.isPending ? (
        <PageLoader label="Indlæser registreringer" />
      ) : logs.isError ? (
        <LoadErrorState error={logs.error} onRetry={() => void logs.refetch()} />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }} aria-busy={logs.isPlaceholderData}>
          <RegistrationsGrid
            employees={shown}
            logs={logs.data}
            columns={columns}
            companyLockDate={companyLockDate}
            onOpen={open}
          />
        </Paper>
      )}
      <RegistrationsModal target={target} weekMode={weekMode} onClose={() => setTarget(null)} />
    </Stack>
  );
}
