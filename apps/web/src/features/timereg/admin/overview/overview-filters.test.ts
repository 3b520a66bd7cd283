import { TIMEREG_MESSAGES, TIMEREG_QUERY_MESSAGES } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import {
  completeRange,
  defaultFilters,
  monthOptions,
  type OverviewFilters,
  parseStoredFilters,
  rangeError,
  withPeriodType,
  yearOptions,
} from './overview-filters';

const TODAY = '2025-06-04';
const june = defaultFilters(TODAY);

describe('Overblik filters', () => {
  it('default to Måned, the current month, everyone', () => {
    expect(june).toEqual({ employeeIds: [], periodType: 'month', from: '2025-06-01', to: '2025-06-30' });
  });

  it('keep today in view when the period type changes, else the start of the range', () => {
    expect(withPeriodType(june, 'week', TODAY)).toMatchObject({ from: '2025-06-02', to: '2025-06-08' });
    expect(withPeriodType(june, 'year', TODAY)).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    const march: OverviewFilters = { ...june, from: '2024-03-01', to: '2024-03-31' };
    expect(withPeriodType(march, 'week', TODAY)).toMatchObject({ from: '2024-02-26', to: '2024-03-03' });
    expect(withPeriodType(march, 'interval', TODAY)).toMatchObject({ from: '2024-03-01', to: '2024-03-31' });
  });

  it('refuse an interval whose from date is after its to date', () => {
    expect(rangeError({ from: '2025-06-20', to: '2025-06-10' })).toEqual({
      field: 'to',
      message: TIMEREG_MESSAGES.toBeforeFrom,
    });
    expect(rangeError({ from: '2025-06-10', to: '2025-06-10' })).toBeNull();
    expect(completeRange({ from: '2025-06-20', to: '2025-06-10' })).toBeNull();
    expect(completeRange({ from: '2025-06-10', to: null })).toBeNull();
    expect(completeRange({ from: '2025-06-10', to: '2025-06-12' })).toEqual({
      from: '2025-06-10',
      to: '2025-06-12',
    });
  });

  it('name the bounds the server keeps: not before 2024 (at Fra), at most five years (at Til)', () => {
    expect(rangeError({ from: '2023-12-31', to: '2024-01-31' })).toEqual({
      field: 'from',
      message: TIMEREG_QUERY_MESSAGES.beforeFirstDate,
    });
    expect(rangeError({ from: '2024-03-01', to: '2029-03-01' })).toEqual({
      field: 'to',
      message: TIMEREG_QUERY_MESSAGES.overviewTooLong,
    });
    expect(rangeError({ from: '2024-03-01', to: '2029-02-28' })).toBeNull();
    expect(completeRange({ from: '2023-12-31', to: '2024-01-31' })).toBeNull();
  });

  it('offer years and months from 2024', () => {
    expect(yearOptions(TODAY)).toEqual([2025, 2024]);
    const months = monthOptions(TODAY);
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ value: '2025-12', label: 'december 2025' });
    expect(months.at(-1)).toEqual({ value: '2024-01', label: 'januar 2024' });
  });

  it('accept only well-formed stored filters', () => {
    expect(parseStoredFilters(june)).toEqual(june);
    expect(parseStoredFilters({ ...june, periodType: 'interval', to: null })).toMatchObject({ to: null });
    expect(parseStoredFilters({ ...june, to: null })).toBeNull();
    expect(parseStoredFilters({ ...june, periodType: 'day' })).toBeNull();
    expect(parseStoredFilters({ ...june, from: '2025-02-30' })).toBeNull();
    expect(parseStoredFilters({ ...june, employeeIds: [1] })).toBeNull();
    expect(parseStoredFilters('june')).toBeNull();
    // A week or month before 2024 (remembered before the bound) is dropped for the default.
    expect(
      parseStoredFilters({ ...june, periodType: 'week', from: '2023-12-25', to: '2023-12-31' }),
    ).toBeNull();
  });
});
