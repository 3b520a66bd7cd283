import type { OverviewPeriodType, TimeregEmployee } from '@kollega/domain';
import { Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { CompactMultiSelect } from '../../../../ui/compact-multi-select';
import { employeeName } from './employee-name';
import { type OverviewFilters, PERIOD_TYPE_LABELS } from './overview-filters';
import { PeriodRangeFields } from './period-range-fields';

const PERIOD_TYPE_DATA = (Object.keys(PERIOD_TYPE_LABELS) as OverviewPeriodType[]).map((value) => ({
  value,
  label: PERIOD_TYPE_LABELS[value],
}));

type OverviewFilterBarProps = {
  filters: OverviewFilters;
  employees: readonly TimeregEmployee[];
  showInactive: boolean;
  onShowInactive: (show: boolean) => void;
  onEmployees: (ids: string[]) => void;
  onPeriodType: (type: OverviewPeriodType) => void;
  onRange: (range: Pick<OverviewFilters, 'from' | 'to'>) => void;
};

/** Overblik's filters (time-registration §2): who, which kind of period, which period, and 'Tidligere medarbejdere'. */
export function OverviewFilterBar(props: OverviewFilterBarProps) {
  const { filters, employees, showInactive } = props;
  const periodLabelId = useId();
  // Ids picked in the other list (active vs inactive) are kept, but not shown where they do not belong.
  const listed = new Set(employees.map((employee) => employee.id));
  const picked = filters.employeeIds.filter((id) => listed.has(id));
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end">
        <CompactMultiSelect
          label="Medarbejdere"
          placeholder={picked.length === 0 ? 'Alle medarbejdere' : undefined}
          data={employees.map((employee) => ({ value: employee.id, label: employeeName(employee) }))}
          value={picked}
          onChange={props.onEmployees}
          searchable
          nothingFoundMessage="Ingen medarbejdere fundet"
          w={{ base: '100%', sm: 300 }}
        />
        <Stack gap={4}>
          <Text component="span" id={periodLabelId} size="sm" fw={500}>
            Periode
          </Text>
          <SegmentedControl
            role="radiogroup"
            aria-labelledby={periodLabelId}
            data={PERIOD_TYPE_DATA}
            value={filters.periodType}
            onChange={(value) => props.onPeriodType(value as OverviewPeriodType)}
          />
        </Stack>
        <PeriodRangeFields filters={filters} onChange={props.onRange} />
      </Group>
      <Checkbox
        label="Tidligere medarbejdere"
        description="Viser inaktive og slettede medarbejderes registreringer i stedet for de nuværende (kun visning; de gemmes i 5 år)."
        checked={showInactive}
        onChange={(event) => props.onShowInactive(event.currentTarget.checked)}
      />
    </Stack>
  );
}
