import type { ScheduleDay } from '@kollega/domain';
import { NativeSelect, Switch, Table } from '@mantine/core';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { QUARTER_HOUR_OPTIONS } from './quarter-hour-options';

/** 1 Monday … 7 Sunday, as the norm week numbers its days (time-registration §3 weeklySchedule). */
export const WEEKDAY_NAMES = [
  'Mandag',
  'Tirsdag',
  'Onsdag',
  'Torsdag',
  'Fredag',
  'Lørdag',
  'Søndag',
] as const;

type DayChange = (day: number, patch: Partial<ScheduleDay>) => void;

type DayRowProps = {
  name: string;
  schedule: ScheduleDay;
  disabled: boolean;
  onChange: DayChange;
};

/**
 * One weekday. Its times are native selects of the quarter hours (DESIGN.md), given as option elements made once:
 * 14 selects of 96 options each stay light (a combobox per day renders every option as a component), open the
 * phone's own picker, and let the keyboard jump by typing '08'. Memoised: changing Monday re-renders Monday's
 * row, not the whole week's, and its selects keep their options.
 */
const DayRow = memo(function DayRow({ name, schedule, disabled, onChange }: DayRowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {name}
      </Table.Th>
      <Table.Td>
        <Switch
          aria-label={`${name}: fri`}
          checked={schedule.notWorking}
          disabled={disabled}
          onChange={(event) => onChange(schedule.day, { notWorking: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`${name}: fra`}
          value={schedule.from}
          onChange={(event) => onChange(schedule.day, { from: event.currentTarget.value })}
          disabled={disabled || schedule.notWorking}
          w={92}
          rightSectionWidth={24}
        >
          {QUARTER_HOUR_OPTIONS}
        </NativeSelect>
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`${name}: til`}
          value={schedule.end}
          onChange={(event) => onChange(schedule.day, { end: event.currentTarget.value })}
          disabled={disabled || schedule.notWorking}
          w={92}
          rightSectionWidth={24}
        >
          {QUARTER_HOUR_OPTIONS}
        </NativeSelect>
      </Table.Td>
    </Table.Tr>
  );
});

type NormWeekEditorProps = {
  /** Seven days, Monday to Sunday (matched by `day`, so the order they come in does not matter). */
  value: readonly ScheduleDay[];
  onChange: (next: ScheduleDay[]) => void;
  disabled?: boolean;
};

/** The seven days in order; a day missing from the value reads as a day off. */
function weekOf(value: readonly ScheduleDay[]): ScheduleDay[] {
  return WEEKDAY_NAMES.map((_, index) => {
    const day = index + 1;
    return value.find((entry) => entry.day === day) ?? { day, from: '08:00', end: '16:00', notWorking: true };
  });
}

/**
 * A norm week (time-registration §4 "Default week"): per weekday 'Fri' (not working) or the times from and to.
 * Used for the company's default and an employee's own norm, so it lives here rather than in either feature.
 * A day off keeps its times, greyed out, so switching it back on restores them.
 */
export function NormWeekEditor({ value, onChange, disabled = false }: NormWeekEditorProps) {
  const week = weekOf(value);
  // The rows get one stable callback that reads the latest week, so an unchanged row is not re-rendered.
  const latest = useRef({ week, onChange });
  useLayoutEffect(() => {
    latest.current = { week, onChange };
  });
  const changeDay = useCallback<DayChange>((day, patch) => {
    const current = latest.current;
    current.onChange(current.week.map((entry) => (entry.day === day ? { ...entry, ...patch } : entry)));
  }, []);

  return (
    <Table.ScrollContainer minWidth={310}>
      <Table verticalSpacing={6} horizontalSpacing={6} withRowBorders={false} w="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dag</Table.Th>
            <Table.Th>Fri</Table.Th>
            <Table.Th>Fra</Table.Th>
            <Table.Th>Til</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {week.map((schedule, index) => (
            <DayRow
              key={schedule.day}
              name={WEEKDAY_NAMES[index] ?? ''}
              schedule={schedule}
              disabled={disabled}
              onChange={changeDay}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
