import { danishToday, lastOverviewDate, mondayOf, TIMEREG_FIRST_DATE } from '@kollega/domain';
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
 * Måned, a year from 2024 for År, and two dates for Interval. The interval's pickers offer only what the server
 * answers (decision 013): from 01.01.2024, the from date not after the to date, at most five years
 * (lastOverviewDate); a range typed outside that is named at its field and not asked for.
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
    case 'interval': {
      const error = rangeError(filters);
      return (
        <Group gap="sm" align="flex-start">
          <DateField
            label="Fra"
            name="from"
            value={filters.from}
            onChange={(value) => onChange({ from: value, to: filters.to })}
            minDate={TIMEREG_FIRST_DATE}
            maxDate={filters.to ?? undefined}
            error={error?.field === 'from' ? error.message : null}
            w={170}
          />
          <DateField
            label="Til"
            name="to"
            value={filters.to}
            onChange={(value) => onChange({ from: filters.from, to: value })}
            minDate={TIMEREG_FIRST_DATE}
            maxDate={filters.from ? lastOverviewDate(filters.from) : undefined}
            error={error?.field === 'to' ? error.message : null}
            w={170}
          />
        </Group>
      );
    }
  }
}
