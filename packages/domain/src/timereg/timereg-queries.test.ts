import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../dates/calendar-date-schema';
import {
  lastOverviewDate,
  MAX_EMPLOYEE_IDS,
  myTimeregQuerySchema,
  overviewQuerySchema,
  TIMEREG_QUERY_MESSAGES,
  timeLogsQuerySchema,
} from './timereg-queries';

const ID = '0b6f3a52-3c1e-4a8e-9d3b-2f6b1c0d9e7a';
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('overviewQuerySchema', () => {
  it('parses a range, the selected ids and inactive', () => {
    expect(
      overviewQuerySchema.parse({
        from: '2025-03-01',
        to: '2025-03-31',
        employeeIds: `${ID},x`,
        inactive: 'true',
      }),
    ).toEqual({ from: '2025-03-01', to: '2025-03-31', employeeIds: [ID], inactive: true });
    expect(overviewQuerySchema.parse({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      employeeIds: null,
      inactive: false,
    });
  });

  it('allows five years at most, and nothing before 2024', () => {
    expect(overviewQuerySchema.safeParse({ from: '2024-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(messageOf(overviewQuerySchema.safeParse({ from: '2024-01-01', to: '2029-01-01' }))).toBe(
      TIMEREG_QUERY_MESSAGES.overviewTooLong,
    );
    expect(messageOf(overviewQuerySchema.safeParse({ from: '2023-12-31', to: '2024-01-31' }))).toBe(
      TIMEREG_QUERY_MESSAGES.beforeFirstDate,
    );
    expect(messageOf(overviewQuerySchema.safeParse({ from: '2025-03-09', to: '2025-03-03' }))).toBe(
      'Slutdatoen kan ikke være før startdatoen',
    );
    expect(messageOf(overviewQuerySchema.safeParse({ from: '2025-02-30', to: '2025-03-03' }))).toBe(
      'Ugyldig dato',
    );
  });

  it('refuses a date outside 1900–2100 with the shared calendar message, once per field', () => {
    for (const query of [
      { from: '0000-01-01', to: '2024-01-31' },
      { from: '2026-11-01', to: '9999-12-31' },
    ]) {
      const result = overviewQuerySchema.safeParse(query);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([DATE_MESSAGES.outOfRange]);
    }
    expect(
      myTimeregQuerySchema
        .safeParse({ from: '2025-02-30', to: '2025-03-03' })
        .error?.issues.map((i) => i.message),
    ).toEqual([DATE_MESSAGES.invalid]);
  });

  it('gives the last day a range may reach, also from a leap day', () => {
    expect(lastOverviewDate('2024-01-01')).toBe('2028-12-31');
    expect(lastOverviewDate('2024-02-29')).toBe('2029-02-28');
  });

  it('refuses more employee ids than one request may name', () => {
    const ids = Array.from({ length: MAX_EMPLOYEE_IDS + 1 }, () => ID).join(',');
    expect(
      messageOf(overviewQuerySchema.safeParse({ from: '2025-03-01', to: '2025-03-31', employeeIds: ids })),
    ).toBe(TIMEREG_QUERY_MESSAGES.tooManyEmployees);
  });
});

describe('the registrations queries', () => {
  it('list at most 92 days', () => {
    expect(timeLogsQuerySchema.safeParse({ from: '2025-01-01', to: '2025-04-02' }).success).toBe(true);
    expect(messageOf(timeLogsQuerySchema.safeParse({ from: '2025-01-01', to: '2025-04-03' }))).toBe(
      TIMEREG_QUERY_MESSAGES.logsTooLong,
    );
    expect(messageOf(myTimeregQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-01' }))).toBe(
      TIMEREG_QUERY_MESSAGES.logsTooLong,
    );
    expect(timeLogsQuerySchema.parse({ from: '2025-03-03', to: '2025-03-09', employeeIds: '' })).toEqual({
      from: '2025-03-03',
      to: '2025-03-09',
      employeeIds: [],
    });
  });
});
