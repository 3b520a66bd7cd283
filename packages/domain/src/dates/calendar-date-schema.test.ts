import { describe, expect, it } from 'vitest';
import { calendarDateSchema, DATE_MESSAGES } from './calendar-date-schema';

describe('calendarDateSchema', () => {
  it.each(['1900-01-01', '2024-02-29', ' 2025-03-01 ', '2100-12-31'])('takes %j', (date) => {
    expect(calendarDateSchema.parse(date)).toBe(date.trim());
  });

  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    'refuses the year of %j with a Danish message',
    (date) => {
      const result = calendarDateSchema.safeParse(date);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([DATE_MESSAGES.outOfRange]);
    },
  );

  it.each(['2023-02-29', '01.03.2025', '+20000-01-01', ''])('refuses %j as no date', (date) => {
    const result = calendarDateSchema.safeParse(date);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([DATE_MESSAGES.invalid]);
  });
});
