import { DEFAULT_TIME_LOG_SETTING } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import { normWeekText } from './norm-week-text';
import { setting } from './test-fixtures';

describe('a norm week in one line', () => {
  it('runs days with the same times together', () => {
    expect(normWeekText(DEFAULT_TIME_LOG_SETTING)).toBe(
      'man.–tors. 08:00–16:00, fre. 08:00–15:30, 30 min. pause',
    );
  });

  it('leaves out days off, and says whether the break is paid', () => {
    const fourDays = setting({ breakDuration: 45, paidBreak: true }, [
      { day: 3, from: '08:00', end: '16:00', notWorking: true },
      { day: 5, from: '08:00', end: '16:00', notWorking: false },
      { day: 6, from: '22:00', end: '06:00', notWorking: false },
    ]);
    expect(normWeekText(fourDays)).toBe(
      'man.–tirs. 08:00–16:00, tors.–fre. 08:00–16:00, lør. 22:00–06:00, 45 min. betalt pause',
    );
  });

  it('names a week without working days or break', () => {
    const off = setting(
      { breakDuration: 0 },
      [1, 2, 3, 4, 5].map((day) => ({ day, from: '08:00', end: '16:00', notWorking: true })),
    );
    expect(normWeekText(off)).toBe('ingen arbejdsdage, ingen pause');
  });
});
