import { describe, expect, it } from 'vitest';
import { weeklySummaryLines } from './weekly-summary';

describe('the Monday summary', () => {
  it('lists round birthdays and work anniversaries of the week, soonest first', () => {
    const lines = weeklySummaryLines(
      [
        { name: 'Anna', dateOfBirth: '1986-12-03', startDate: '2020-01-01' },
        { name: 'Bo', dateOfBirth: '1991-12-02', startDate: '2016-12-06' },
        { name: 'Carl', dateOfBirth: null, startDate: '2026-12-01' },
      ],
      '2026-11-30',
    );
    expect(lines).toEqual(['03.12: Anna: Fylder 40 år', '06.12: Bo: 10 år i virksomheden']);
  });

  it('skips a birthday that is not round and an anniversary next week', () => {
    expect(
      weeklySummaryLines([{ name: 'Dea', dateOfBirth: '1990-12-01', startDate: '2020-12-08' }], '2026-11-30'),
    ).toEqual([]);
  });
});
