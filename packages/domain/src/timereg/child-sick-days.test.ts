import { describe, expect, it } from 'vitest';
import { adjacentAbsenceWorkingDay } from './absence-days';
import {
  type ChildSickDay,
  childSickRefusal,
  childSickRefusalText,
  childSickSpanKinds,
} from './child-sick-days';
import { DEFAULT_TIME_LOG_SETTING, DEFAULT_WEEKLY_SCHEDULE } from './time-log-settings';

const company = { company: [DEFAULT_TIME_LOG_SETTING] };
const noDaysOff: ReadonlySet<string> = new Set();
const day = (id: string, date: string, kind: 'first' | 'second'): ChildSickDay => ({ id, date, kind });
const refusal = (
  before: ChildSickDay[],
  after: ChildSickDay[],
  options: { settings?: typeof company; daysOff?: ReadonlySet<string> } = {},
) =>
  childSickRefusal({
    before,
    after,
    settings: options.settings ?? company,
    daysOff: options.daysOff ?? noDaysOff,
  });

describe('the working day before (a multi-day absence’s days)', () => {
  it('skips the weekend, public holidays and the company’s days off', () => {
    // Monday 9.3.2026 → Friday 6.3.2026.
    expect(adjacentAbsenceWorkingDay('2026-03-09', company, noDaysOff)).toBe('2026-03-06');
    // Tuesday after Easter 2026 (Monday 6.4 is 2. påskedag, Friday 3.4 langfredag, Thursday 2.4 skærtorsdag).
    expect(adjacentAbsenceWorkingDay('2026-04-07', company, noDaysOff)).toBe('2026-04-01');
    // A company day off on Friday 6.3 → Thursday 5.3.
    expect(adjacentAbsenceWorkingDay('2026-03-09', company, new Set(['2026-03-06']))).toBe('2026-03-05');
    // The day after, forwards.
    expect(adjacentAbsenceWorkingDay('2026-03-06', company, noDaysOff, 1)).toBe('2026-03-09');
  });

  it('follows the employee’s own norm week, and gives up when nobody works', () => {
    const noWednesdays = {
      ...DEFAULT_TIME_LOG_SETTING,
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((entry) => ({
        ...entry,
        notWorking: entry.day === 3 || entry.day > 5,
      })),
    };
    // Thursday 5.3.2026 follows Tuesday 3.3 for someone who never works Wednesdays.
    expect(adjacentAbsenceWorkingDay('2026-03-05', { company: [noWednesdays] }, noDaysOff)).toBe(
      '2026-03-03',
    );
    const never = {
      ...DEFAULT_TIME_LOG_SETTING,
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((entry) => ({ ...entry, notWorking: true })),
    };
    expect(adjacentAbsenceWorkingDay('2026-03-05', { company: [never] }, noDaysOff)).toBeNull();
  });
});

describe('Barns 2. sygedag follows a 1. sygedag (decision 044)', () => {
  it('takes a 2. dag the working day after a 1. dag, also over a weekend', () => {
    const first = day('a', '2026-03-05', 'first');
    expect(refusal([first], [first, day('b', '2026-03-06', 'second')])).toBeNull();
    const friday = day('a', '2026-03-06', 'first');
    expect(refusal([friday], [friday, day('b', '2026-03-09', 'second')])).toBeNull();
    // A 1. dag alone is always fine.
    expect(refusal([], [day('a', '2026-03-06', 'first')])).toBeNull();
  });

  it('refuses a 2. dag without a 1. dag on the working day before, naming that day', () => {
    const lone = refusal([], [day('b', '2026-03-09', 'second')]);
    expect(lone).toEqual({ reason: 'secondWithoutFirst', secondDate: '2026-03-09', firstDate: '2026-03-06' });
    expect(childSickRefusalText(lone!)).toBe(
      'Barns 2. sygedag d. 09.03.2026 skal ligge dagen efter barns 1. sygedag. Der er ingen barns 1. sygedag d. 06.03.2026.',
    );
    // A 1. dag two working days earlier is not the day before.
    const thursday = day('a', '2026-03-05', 'first');
    expect(refusal([thursday], [thursday, day('b', '2026-03-09', 'second')])).toMatchObject({
      reason: 'secondWithoutFirst',
      firstDate: '2026-03-06',
    });
    // Two 2. dage in a row: the second of them follows a 2. dag, not a 1. dag.
    const pair = [day('a', '2026-03-04', 'first'), day('b', '2026-03-05', 'second')];
    expect(refusal(pair, [...pair, day('c', '2026-03-06', 'second')])).toMatchObject({
      secondDate: '2026-03-06',
    });
  });

  it('counts the company’s day off as no working day', () => {
    const thursday = day('a', '2026-03-05', 'first');
    const monday = day('b', '2026-03-09', 'second');
    expect(refusal([thursday], [thursday, monday], { daysOff: new Set(['2026-03-06']) })).toBeNull();
  });

  it('refuses moving a 2. dag away from its 1. dag, or making a registration a 2. dag without one', () => {
    const first = day('a', '2026-03-05', 'first');
    const second = day('b', '2026-03-06', 'second');
    expect(refusal([first, second], [first, { ...second, date: '2026-03-10' }])).toMatchObject({
      reason: 'secondWithoutFirst',
    });
    expect(refusal([day('c', '2026-03-10', 'first')], [day('c', '2026-03-10', 'second')])).toMatchObject({
      reason: 'secondWithoutFirst',
    });
  });

  it('refuses deleting, moving or changing the 1. dag a 2. dag follows', () => {
    const first = day('a', '2026-03-06', 'first');
    const second = day('b', '2026-03-09', 'second');
    const deleted = refusal([first, second], [second]);
    expect(deleted).toEqual({ reason: 'firstInUse', secondDate: '2026-03-09', firstDate: '2026-03-06' });
    expect(childSickRefusalText(deleted!)).toBe(
      'Barns 1. sygedag d. 06.03.2026 kan ikke slettes eller ændres, fordi barns 2. sygedag d. 09.03.2026 ligger dagen efter. Slet eller ændr 2. sygedag først.',
    );
    expect(refusal([first, second], [{ ...first, date: '2026-03-05' }, second])).toMatchObject({
      reason: 'firstInUse',
    });
    expect(refusal([first, second], [{ ...first, kind: 'second' }, second])).not.toBeNull();
    // Deleting both (the 2. dag first) is fine; so is a change that keeps the 1. dag where it is.
    expect(refusal([first, second], [first])).toBeNull();
    expect(refusal([first, second], [{ ...first }, second])).toBeNull();
  });

  it('leaves alone a 2. dag that already stood without its 1. dag', () => {
    const old = day('b', '2026-03-09', 'second');
    // Another registration changes; the old 2. dag is as it was, so nothing is refused.
    expect(refusal([old], [old, day('c', '2026-03-20', 'first')])).toBeNull();
  });
});

describe('a span of Barns sygedag', () => {
  it('is the 1. then the 2. dag, and no longer', () => {
    expect(childSickSpanKinds('first', 1)).toEqual(['first']);
    expect(childSickSpanKinds('second', 1)).toEqual(['second']);
    expect(childSickSpanKinds('first', 2)).toEqual(['first', 'second']);
    expect(childSickSpanKinds('second', 2)).toBeNull();
    expect(childSickSpanKinds('first', 3)).toBeNull();
  });
});
