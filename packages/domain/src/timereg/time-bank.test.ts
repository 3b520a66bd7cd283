import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_RULES, payRuleWeeks } from './pay-rules';
import { payrollRows } from './payroll';
import { periodSummary } from './summaries';
import {
  lowestTimeBank,
  TIME_BANK_MESSAGES,
  type TimeBankEntry,
  timeBank,
  timeBankRefusal,
  timeBankRefusalText,
  touchesTimeBank,
} from './time-bank';
import { timeBankOpeningSchema } from './time-bank-opening';

// Issue 34, decision 052: every figure below is computed by hand.

function banked(date: string, hours: number): TimeBankEntry {
  return { date, type: 'overtime', hours, toTimeBank: true };
}
function spent(date: string, hours: number): TimeBankEntry {
  return { date, type: 'timeOffInLieu', hours, toTimeBank: false };
}

// Week 10 of 2026 (Mon 2 March): 2 h banked on Tuesday, 1,5 h paid overtime Wednesday (not banked), 7,5 h work.
// Week 11 (Mon 9 March): 3 h banked on Thursday; Afspadsering 1,5 h Monday 9 and 3 h Friday 13.
const WEEKS: TimeBankEntry[] = [
  { date: '2026-03-02', type: 'work', hours: 7.5, toTimeBank: false },
  banked('2026-03-03', 2),
  { date: '2026-03-04', type: 'overtime', hours: 1.5, toTimeBank: false },
  spent('2026-03-09', 1.5),
  banked('2026-03-12', 3),
  spent('2026-03-13', 3),
  // A flag on anything but overtime means nothing.
  { date: '2026-03-05', type: 'work', hours: 4, toTimeBank: true },
];

describe('timeBank', () => {
  it('sums banked overtime and Afspadsering across the weeks', () => {
    // earned 2 + 3 = 5, spent 1,5 + 3 = 4,5, balance 0,5.
    expect(timeBank(WEEKS)).toEqual({ earned: 5, spent: 4.5, balance: 0.5 });
  });

  it('gives the balance at a date', () => {
    // Up to Tuesday 3 March: 2 banked.
    expect(timeBank(WEEKS, { asOf: '2026-03-03' })).toEqual({ earned: 2, spent: 0, balance: 2 });
    // Up to Monday 9 March: 2 − 1,5 = 0,5.
    expect(timeBank(WEEKS, { asOf: '2026-03-09' })).toEqual({ earned: 2, spent: 1.5, balance: 0.5 });
    // Up to Thursday 12 March: 0,5 + 3 = 3,5.
    expect(timeBank(WEEKS, { asOf: '2026-03-12' }).balance).toBe(3.5);
    // Before anything: nothing.
    expect(timeBank(WEEKS, { asOf: '2026-03-01' })).toEqual({ earned: 0, spent: 0, balance: 0 });
  });

  it('gives one week of the bank with from and asOf', () => {
    // Week 11 alone: 3 earned, 4,5 spent (the balance of the week's own hours, −1,5).
    expect(timeBank(WEEKS, { from: '2026-03-09', asOf: '2026-03-15' })).toEqual({
      earned: 3,
      spent: 4.5,
      balance: -1.5,
    });
  });

  it('counts only banked overtime and Afspadsering as touching the bank', () => {
    expect(touchesTimeBank({ type: 'overtime', toTimeBank: true })).toBe(true);
    expect(touchesTimeBank({ type: 'overtime', toTimeBank: false })).toBe(false);
    expect(touchesTimeBank({ type: 'timeOffInLieu', toTimeBank: false })).toBe(true);
    expect(touchesTimeBank({ type: 'timeOff', toTimeBank: true })).toBe(false);
  });
});

describe('lowestTimeBank', () => {
  it('is null while the running balance never goes below zero', () => {
    // Running: 2 (3 Mar), 0,5 (9 Mar), 3,5 (12 Mar), 0,5 (13 Mar).
    expect(lowestTimeBank(WEEKS)).toBeNull();
  });

  it('finds the first lowest day, spending before earning included', () => {
    // 1 h spent on Monday before 2 h banked on Tuesday: −1 on Monday.
    expect(lowestTimeBank([banked('2026-03-03', 2), spent('2026-03-02', 1)])).toEqual({
      date: '2026-03-02',
      balance: -1,
    });
    // Running 2, −0,5 (5 Mar), 2,5 (6 Mar), −2 (9 Mar): the lowest is −2 on 9 March.
    expect(
      lowestTimeBank([
        banked('2026-03-02', 2),
        spent('2026-03-05', 2.5),
        banked('2026-03-06', 3),
        spent('2026-03-09', 4.5),
      ]),
    ).toEqual({ date: '2026-03-09', balance: -2 });
  });

  it('takes a day as a whole (banked and spent the same day)', () => {
    expect(lowestTimeBank([spent('2026-03-02', 2), banked('2026-03-02', 2)])).toBeNull();
  });
});

describe('timeBankRefusal', () => {
  const before = [banked('2026-03-03', 2)];

  it('allows spending up to the balance', () => {
    // The employee banks 2 h and spends 1,5 h: 0,5 left.
    expect(timeBankRefusal(before, [...before, spent('2026-03-09', 1.5)])).toBeNull();
    expect(timeBankRefusal(before, [...before, spent('2026-03-09', 2)])).toBeNull();
  });

  it('refuses spending past the balance, naming the day and the balance', () => {
    const after = [...before, spent('2026-03-09', 1.5), spent('2026-03-10', 1)];
    // 2 − 1,5 − 1 = −0,5 on 10 March.
    const refusal = timeBankRefusal([...before, spent('2026-03-09', 1.5)], after);
    expect(refusal).toEqual({ date: '2026-03-10', balance: -0.5 });
    expect(timeBankRefusalText(refusal!)).toBe(
      `${TIME_BANK_MESSAGES.notEnough} Saldoen ville blive −0,50 timer d. 10.03.2026.`,
    );
  });

  it('refuses taking back banked hours already spent (a deleted or unbanked overtime)', () => {
    const current = [banked('2026-03-03', 2), spent('2026-03-09', 1.5)];
    expect(timeBankRefusal(current, [spent('2026-03-09', 1.5)])).toEqual({
      date: '2026-03-09',
      balance: -1.5,
    });
  });

  it('refuses Afspadsering before the hours are banked', () => {
    expect(timeBankRefusal(before, [...before, spent('2026-03-02', 1)])).toEqual({
      date: '2026-03-02',
      balance: -1,
    });
  });

  it('lets a bank already below zero be repaid or left as it is, not sink further', () => {
    const negative = [banked('2026-03-03', 1), spent('2026-03-09', 3)]; // −2
    expect(timeBankRefusal(negative, [...negative, banked('2026-03-10', 1)])).toBeNull();
    expect(timeBankRefusal(negative, [banked('2026-03-03', 1), spent('2026-03-09', 2)])).toBeNull();
    expect(timeBankRefusal(negative, [...negative, spent('2026-03-11', 0.5)])).toEqual({
      date: '2026-03-11',
      balance: -2.5,
    });
  });
});

describe('the opening balance (Startsaldo)', () => {
  const opening = { hours: 10, date: '2026-03-09' };

  it('starts the balance at its date, leaving out the registrations before it', () => {
    // From 9 March: 10 − 1,5 (9th) + 3 (12th) − 3 (13th) = 8,5; the 2 h of the 3rd are in the opening figure.
    expect(timeBank(WEEKS, { opening })).toEqual({ earned: 5, spent: 4.5, balance: 8.5 });
    // Earned and spent are still the range's registrations (the Lønudtræk's banked hours are the period's).
    expect(timeBank(WEEKS, { from: '2026-03-09', opening })).toEqual({ earned: 3, spent: 4.5, balance: 8.5 });
    // A range after the opening date: only its own hours (Friday the 13th: −3).
    expect(timeBank(WEEKS, { from: '2026-03-13', opening }).balance).toBe(-3);
    expect(timeBank(WEEKS, { asOf: '2026-03-10', opening }).balance).toBe(8.5);
    // Before its date the bank has not started.
    expect(timeBank(WEEKS, { asOf: '2026-03-06', opening }).balance).toBe(0);
    // A negative opening (the company allows it) is carried as it is: −2 − 1,5 + 3 − 3 = −3,5.
    expect(timeBank(WEEKS, { opening: { hours: -2, date: '2026-03-09' } }).balance).toBe(-3.5);
  });

  it('lets Afspadsering spend the opening hours, and refuses spending past them', () => {
    const opening4 = { hours: 4, date: '2026-03-02' };
    const before = [spent('2026-03-03', 4)];
    // 4 h carried in, 4 h taken: 0 left, allowed.
    expect(lowestTimeBank(before, opening4)).toBeNull();
    expect(timeBankRefusal([], before, { before: opening4, after: opening4 })).toBeNull();
    // Another half hour: −0,50 on the 4th.
    const after = [...before, spent('2026-03-04', 0.5)];
    expect(timeBankRefusal(before, after, { before: opening4, after: opening4 })).toEqual({
      date: '2026-03-04',
      balance: -0.5,
    });
    // Without the opening balance the first 4 h were already refused.
    expect(timeBankRefusal([], before)).toEqual({ date: '2026-03-03', balance: -4 });
  });

  it('refuses lowering the opening balance below what is already spent', () => {
    const entries = [spent('2026-03-03', 3)];
    const from = { hours: 4, date: '2026-03-02' };
    expect(timeBankRefusal(entries, entries, { before: from, after: { ...from, hours: 3 } })).toBeNull();
    expect(timeBankRefusal(entries, entries, { before: from, after: { ...from, hours: 2 } })).toEqual({
      date: '2026-03-03',
      balance: -1,
    });
    // Moving its date after the Afspadsering leaves the Afspadsering out of the bank: nothing is spent.
    expect(
      timeBankRefusal(entries, entries, { before: from, after: { hours: 0, date: '2026-03-04' } }),
    ).toBeNull();
  });

  it('is bounded, rounded to two decimals and needs a date', () => {
    expect(timeBankOpeningSchema.parse({ hours: 12.345, date: '2026-01-01' })).toEqual({
      hours: 12.35,
      date: '2026-01-01',
    });
    expect(timeBankOpeningSchema.parse({ hours: 0, date: null })).toEqual({ hours: 0, date: null });
    const message = (input: object) => timeBankOpeningSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ hours: 1000.01, date: '2026-01-01' })).toBe(TIME_BANK_MESSAGES.openingRange);
    expect(message({ hours: -1000.01, date: '2026-01-01' })).toBe(TIME_BANK_MESSAGES.openingRange);
    expect(message({ hours: 5, date: null })).toBe(TIME_BANK_MESSAGES.openingWithoutDate);
    expect(message({ hours: 5, date: '2023-12-31' })).toBe(TIME_BANK_MESSAGES.openingTooEarly);
  });
});

describe('the bank in the pay rules and the Lønudtræk', () => {
  it('leaves banked overtime out of the 50 %/100 % split but gives it its supplements', () => {
    const rules = { ...DEFAULT_PAY_RULES, enabled: true };
    // Monday 2 March 2026: 3 h banked overtime 18–21 (all Aftentillæg), then Tuesday 4 h paid overtime 16–20
    // (18–20 Aftentillæg). Split at 3 h: the paid 4 h give 3 at 50 % and 1 at 100 %; the banked 3 h none.
    const weeks = payRuleWeeks(
      [
        {
          date: '2026-03-02',
          type: 'overtime',
          hours: 3,
          startTime: '18:00',
          endTime: '21:00',
          toTimeBank: true,
        },
        { date: '2026-03-03', type: 'overtime', hours: 4, startTime: '16:00', endTime: '20:00' },
      ],
      rules,
    );
    expect(weeks[0]?.hours).toEqual({ AFTEN: 5, OVERTID50: 3, OVERTID100: 1 });
  });

  it('moves banked overtime from OVERTID to an AFSPADSERING line', () => {
    const summary = periodSummary([]);
    summary.overtime = { count: 3, hours: 6.5 };
    const employee = { employeeId: 'e1', firstName: 'Anna', lastName: 'Berg', summary };
    const period = { from: '2026-03-01', to: '2026-03-31' };
    const rows = payrollRows([employee], new Map([['e1', '7']]), period, {
      timeBank: { used: true, banked: new Map([['e1', { hours: 2, count: 1 }]]) },
    });
    expect(rows.map((row) => [row.code, row.hours, row.count])).toEqual([
      ['NORMAL', 0, 0],
      ['OVERTID', 4.5, 2],
      ['FERIE', 0, 0],
      ['SYGDOM', 0, 0],
      ['FRI', 0, 0],
      ['AFSPADSERING', 2, 1],
    ]);
    // A company that banks nothing keeps its five lines.
    expect(payrollRows([employee], new Map(), period).map((row) => row.code)).toEqual([
      'NORMAL',
      'OVERTID',
      'FERIE',
      'SYGDOM',
      'FRI',
    ]);
  });
});
