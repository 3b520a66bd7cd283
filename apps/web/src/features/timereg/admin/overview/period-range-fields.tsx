import { danishToday, mondayOf } from '@kollega/domain';
import { Group, Select } from '@mantine/core';
import { useMemo } from 'react';
import { DateField } from '../../../../ui/date-field';
import {
  monthOptions,
  type OverviewFilters,
  rangeError,
  rangeFor,
  weekRange,
  yearOptions,
  yearRange,
} from './overview-filters';
import { WeekStepper } from './week-stepper';

type PeriodRangeFieldsProps = {
  filters: OverviewFilters;
  onChange: (range: Pick<OverviewFilters, 'from' | 'to'>) => void;
};

/**
 * The range controls of the chosen period type (time-registration §2): a week stepper for Uge, a month for
 * Måned, a year from 2024 for År, and two dates for Interval, where the from date must not be after the to date.
 */
export function PeriodRangeFields({ filters, onChange }: PeriodRangeFieldsProps) {
  const today = danishToday();
  const months = useMemo(() => monthOptions(today), [today]);
  const years = useMemo(() => yearOptions(today).map(String), [today]);
  const from = filters.from ?? today;

  switch (filters.periodType) {
    case 'week':
      return <WeekStepper monday={mondayOf(from)} onChange={(monday) => onChange(weekRange(monday))} />;
    case 'month':
      return (
        <Select
          label="Måned"
          data={months}
          value={from.slice(0, 7)}
          allowDeselect={false}
          onChange={(month) => month && onChange(rangeFor('month', `${month}-01`))}
          w={200}
        />
      );
    case 'year':
      return (
        <Select
          label="År"
          data={years}
          value={from.slice(0, 4)}
          allowDeselect={false}
          onChange={(year) => year && onChange(yearRange(Number(year)))}
          w={120}
        />
      );
    case 'interval':
      return (
        <Group gap="sm" align="flex-start">
          <DateField
            label="Fra"
            name="from"
            value={filters.from}
            onChange={(value) => onChange({ from: value, to: filters.to })}
            maxDate={filters.to ?? undefined}
            w={170}
          />
          <DateField
            label="Til"
            name="to"
            value={filters.to}
            onChange={(value) => onChange({ from: filters.from, to: value })}
            error={rangeError(filters)}
            w={170}
          />
        </Group>
      );
  }
}
