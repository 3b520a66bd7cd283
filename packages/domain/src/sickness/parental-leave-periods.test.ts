import { describe, expect, it } from 'vitest';
import { datesBetween, isoWeekday } from '../dates/calendar';
import {
  hasOpenRefusionDeadline,
  type ParentalLeaveKind,
  type ParentalLeaveRegistration,
  parentalLeavePeriods,
  parentalLeaveReadFrom,
} from './parental-leave-periods';
import { parentalKindsText, refusionDeadlineText } from './sickness-messages';

// Decision 056: barselsloven § 40, stk. 2–3. Every expected date below is counted by hand.

/** A Barsel span as the registration form stores it: one registration a weekday (weekends are not registered). */
function weekdays(
  from: string,
  to: string,
  kind: ParentalLeaveKind,
  withPay: boolean,
): ParentalLeaveRegistration[] {
  return datesBetween(from, to)
    .filter((date) => isoWeekday(date) <= 5)
    .map((date) => ({ date, kind, withPay }));
}

const summary = (today: string, registrations: ParentalLeaveRegistration[]) =>
  parentalLeavePeriods(registrations, today).map((period) => ({
    firstDay: period.firstDay,
    lastDay: period.lastDay,
    lastPaidDay: period.lastPaidDay,
    refusionRequestBy: period.refusionRequestBy,
    ongoing: period.ongoing,
  }));

describe('parentalLeavePeriods', () => {
  it('has no periods without registrations', () => {
    expect(parentalLeavePeriods([], '2026-12-02')).toEqual([]);
  });

  it('keeps a paid leave across the turn of the year as one period: 8 weeks after the last paid day', () => {
    // Monday 21.12.2026 to Friday 8.1.2027; 24.–27.12 and the weekends hold no registration (4 days apart at most).
    const registrations = [
      ...weekdays('2026-12-21', '2026-12-23', 'maternity', true),
      ...weekdays('2026-12-28', '2027-01-08', 'maternity', true),
    ];
    const [period, ...rest] = parentalLeavePeriods(registrations, '2027-02-01');
    expect(rest).toEqual([]);
    expect(period).toEqual({
      firstDay: '2026-12-21',
      lastDay: '2027-01-08',
      days: 13,
      kinds: ['maternity'],
      withPay: true,
      lastPaidDay: '2027-01-08',
      // 8.1 + 23 days = 31.1, + 28 (February 2027) = 28.2, + 5 = 5.3: 56 days.
      refusionRequestBy: '2027-03-05',
      ongoing: false,
    });
  });

  it('counts from the last paid day when the salary stops and the leave goes on with dagpenge', () => {
    // Paid barselsorlov 2.–13.3.2026, unpaid forældreorlov 16.–27.3.2026.
    const registrations = [
      ...weekdays('2026-03-16', '2026-03-27', 'parental', false),
      ...weekdays('2026-03-02', '2026-03-13', 'maternity', true),
    ];
    const [period, ...rest] = parentalLeavePeriods(registrations, '2026-04-10');
    expect(rest).toEqual([]);
    expect(period).toMatchObject({
      firstDay: '2026-03-02',
      lastDay: '2026-03-27',
      days: 20,
      kinds: ['maternity', 'parental'],
      withPay: true,
      lastPaidDay: '2026-03-13',
      // 13.3 + 18 = 31.3, + 30 = 30.4, + 8 = 8.5: 56 days after the salary stopped, not after the leave.
      refusionRequestBy: '2026-05-08',
    });
  });

  it('takes the later paid day when the salary comes back inside the same period', () => {
    const registrations = [
      ...weekdays('2026-03-02', '2026-03-06', 'maternity', true),
      ...weekdays('2026-03-09', '2026-03-13', 'maternity', false),
      ...weekdays('2026-03-16', '2026-03-18', 'parental', true),
    ];
    expect(summary('2026-06-01', registrations)).toEqual([
      {
        firstDay: '2026-03-02',
        lastDay: '2026-03-18',
        lastPaidDay: '2026-03-18',
        // 18.3 + 13 = 31.3, + 30 = 30.4, + 13 = 13.5.
        refusionRequestBy: '2026-05-13',
        ongoing: false,
      },
    ]);
  });

  it('joins registrations 6 days apart into one period and splits them 7 days apart (§ 40, stk. 3)', () => {
    // Monday 1.6.2026 and Monday 8.6: 2.–7.6 are 6 days without leave.
    const sixApart = [
      { date: '2026-06-01', kind: 'paternity' as const, withPay: true },
      { date: '2026-06-08', kind: 'paternity' as const, withPay: true },
    ];
    expect(summary('2026-09-01', sixApart)).toEqual([
      {
        firstDay: '2026-06-01',
        lastDay: '2026-06-08',
        lastPaidDay: '2026-06-08',
        // 8.6 + 22 = 30.6, + 31 = 31.7, + 3 = 3.8.
        refusionRequestBy: '2026-08-03',
        ongoing: false,
      },
    ]);
    // Monday 1.6 and Tuesday 9.6: 2.–8.6 are a whole week without leave, so 1.6 was a period of its own.
    const sevenApart = [
      { date: '2026-06-01', kind: 'paternity' as const, withPay: true },
      { date: '2026-06-09', kind: 'paternity' as const, withPay: false },
    ];
    expect(summary('2026-09-01', sevenApart)).toEqual([
      {
        firstDay: '2026-06-01',
        lastDay: '2026-06-01',
        lastPaidDay: '2026-06-01',
        // 1.6 + 29 = 30.6, + 27 = 27.7.
        refusionRequestBy: '2026-07-27',
        ongoing: false,
      },
      {
        firstDay: '2026-06-09',
        lastDay: '2026-06-09',
        lastPaidDay: null,
        refusionRequestBy: null,
        ongoing: false,
      },
    ]);
  });

  it('has no deadline when the company pays no salary', () => {
    const [period] = parentalLeavePeriods(
      weekdays('2026-03-02', '2026-03-06', 'pregnancy', false),
      '2026-06-01',
    );
    expect(period).toMatchObject({ withPay: false, lastPaidDay: null, refusionRequestBy: null });
    expect(period && hasOpenRefusionDeadline(period, '2026-06-01')).toBe(false);
  });

  it('counts a day with two registrations once, paid when one of them is', () => {
    const [period] = parentalLeavePeriods(
      [
        { date: '2026-03-02', kind: 'pregnancy', withPay: false },
        { date: '2026-03-02', kind: 'maternity', withPay: true },
      ],
      '2026-03-03',
    );
    expect(period).toMatchObject({ days: 1, kinds: ['pregnancy', 'maternity'], withPay: true });
  });

  it('is ongoing, with a provisional deadline, until a week without leave has passed after its last day', () => {
    // Last day Friday 27.3.2026: 28.3–3.4 is the week without leave; on 3.4 the day is not over yet.
    const registrations = weekdays('2026-03-02', '2026-03-27', 'maternity', true);
    expect(parentalLeavePeriods(registrations, '2026-04-03')[0]?.ongoing).toBe(true);
    expect(parentalLeavePeriods(registrations, '2026-04-04')[0]?.ongoing).toBe(false);
    // Registered ahead: the deadline is counted from the last registered paid day, and may move.
    const [ahead] = parentalLeavePeriods(registrations, '2026-03-10');
    expect(ahead).toMatchObject({
      ongoing: true,
      lastPaidDay: '2026-03-27',
      refusionRequestBy: '2026-05-22',
    });
  });

  it('keeps a deadline open up to and including its day', () => {
    expect(hasOpenRefusionDeadline({ refusionRequestBy: '2026-05-08' }, '2026-05-08')).toBe(true);
    expect(hasOpenRefusionDeadline({ refusionRequestBy: '2026-05-08' }, '2026-05-09')).toBe(false);
  });

  it('reads two years and 8 weeks back', () => {
    // 2026-12-02 − 730 days = 2024-12-02 (no 29 February between), − 58 days = 2024-10-05.
    expect(parentalLeaveReadFrom('2026-12-02')).toBe('2024-10-05');
  });
});

describe('the Barsel texts', () => {
  it('names the kinds in Danish and says the deadline is vejledende', () => {
    expect(parentalKindsText(['maternity', 'paternity'])).toBe('Barselsorlov, fædreorlov');
    expect(parentalKindsText(['pregnancy', 'parental'])).toBe('Graviditetsorlov, forældreorlov');
    expect(refusionDeadlineText({ refusionRequestBy: '2027-03-05', ongoing: false })).toBe(
      'Anmod om refusion senest 05.03.2027 (vejledende)',
    );
    expect(refusionDeadlineText({ refusionRequestBy: '2027-03-05', ongoing: true })).toBe(
      'Anmod om refusion senest 05.03.2027 (vejledende, foreløbig, orloven er ikke afsluttet)',
    );
  });
});
