import { describe, expect, it } from 'vitest';
import { holidayBalanceKnown, holidayBalances, type LedgerRow } from './holiday-balance';
import { formatHolidayDays, holidayReminders } from './holiday-reminders';

const weekdays = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
};

/** The worked example of decision 026: 3,96 5th-week days of ferieår 2025 lapse on 31 December 2026. */
const employee = { id: 'e1', name: 'Frida Ferie', startDate: '2025-09-16' };
const example = (today: string, ledger: LedgerRow[] = []) => {
  const years = holidayBalances({
    today,
    employment: { startDate: '2025-09-16', endDate: null },
    holidayDates: [...weekdays('2026-07-06', '2026-07-17'), ...weekdays('2026-10-12', '2026-10-16')],
    pending: [{ from: '2026-12-21', days: 3 }],
    ledger,
  });
  return holidayReminders({ employee, years, ledger, today });
};

describe('the November reminders (decision 026)', () => {
  it('in November names the 5th-week days that lapse on 31 December', () => {
    expect(example('2026-11-15')).toEqual([
      {
        kind: 'fifthWeekLapsing',
        employeeId: 'e1',
        employeeName: 'Frida Ferie',
        days: 3.96,
        text: '3,96 dage af 5. ferieuge fra ferieår 2025/26 bortfalder 31. december, medmindre de holdes eller overføres skriftligt.',
      },
    ]);
  });

  it('says nothing of lapsing days for someone without a start date, a new owner typically (issue 24)', () => {
    const years = holidayBalances({
      today: '2026-11-15',
      employment: { startDate: null, endDate: null },
      holidayDates: [],
      pending: [],
      ledger: [],
    });
    const owner = { id: 'o1', name: 'Olga Ejer', startDate: null };
    expect(holidayReminders({ employee: owner, years, ledger: [], today: '2026-11-15' })).toEqual([]);
    // Even if the balances said otherwise.
    const lapsing = [{ year: 2025, fifthWeekExpiring: 5 }];
    expect(holidayReminders({ employee: owner, years: lapsing, ledger: [], today: '2026-11-15' })).toEqual(
      [],
    );
    expect(
      holidayReminders({
        employee: { ...owner, startDate: '2020-01-01' },
        years: lapsing,
        ledger: [],
        today: '2026-11-15',
      }),
    ).toHaveLength(1);
  });

  it('says nothing of lapsing days before November', () => {
    const years = holidayBalances({
      today: '2026-10-15',
      employment: { startDate: '2025-09-16', endDate: null },
      holidayDates: weekdays('2026-07-06', '2026-07-17'),
      pending: [],
      ledger: [],
    });
    // The days would lapse: only the month keeps the reminder away.
    expect(years[0]?.fifthWeekExpiring).toBeGreaterThan(0);
    expect(example('2026-10-15')).toEqual([]);
    expect(holidayReminders({ employee, years, ledger: [], today: '2026-10-15' })).toEqual([]);
  });

  it('reminds of an unsigned transfer in any month, and of nothing once it is signed', () => {
    const transfer: LedgerRow = {
      bucket: 'holiday',
      kind: 'transfer',
      year: 2025,
      days: 3.96,
      signed: false,
    };
    const october = example('2026-10-15', [transfer]);
    expect(october).toEqual([
      {
        kind: 'unsignedTransfer',
        employeeId: 'e1',
        employeeName: 'Frida Ferie',
        days: 3.96,
        text: 'Overførsel af 3,96 dage fra ferieår 2025/26 mangler underskrift.',
      },
    ]);
    // Signed, the days have moved: none of the 5th week lapses, and no reminder is left.
    expect(example('2026-11-15', [{ ...transfer, signed: true }])).toEqual([]);
  });

  it('stops reminding of an unsigned transfer after 31 December, when it can no longer be signed', () => {
    const transfer: LedgerRow = { bucket: 'holiday', kind: 'transfer', year: 2025, days: 2, signed: false };
    const reminders = (today: string) =>
      holidayReminders({ employee, years: [], ledger: [transfer], today }).map((r) => r.kind);
    expect(reminders('2026-12-31')).toEqual(['unsignedTransfer']);
    expect(reminders('2027-01-01')).toEqual([]);
  });

  it('writes days the Danish way', () => {
    expect(formatHolidayDays(1)).toBe('1 dag');
    expect(formatHolidayDays(2.5)).toBe('2,5 dage');
  });
});

describe('an employee whose balance is a guess (issue 23)', () => {
  const owner = (ledger: LedgerRow[] = []) => {
    const input = { employment: { startDate: null, endDate: null }, ledger };
    const years = holidayBalances({ today: '2026-11-15', holidayDates: [], pending: [], ...input });
    return holidayReminders({
      employee,
      years,
      ledger,
      today: '2026-11-15',
      balanceKnown: holidayBalanceKnown(input),
    });
  };

  it('a new owner without a start date gets no 5th-week reminder', () => {
    expect(holidayBalanceKnown({ employment: { startDate: null, endDate: null }, ledger: [] })).toBe(false);
    expect(owner()).toEqual([]);
  });

  it('with an opening balance the days are known, and the reminder comes', () => {
    const opening: LedgerRow = { bucket: 'holiday', kind: 'opening', year: 2025, days: 0 };
    expect(owner([opening]).map((r) => r.kind)).toEqual(['fifthWeekLapsing']);
  });

  it('an unsigned transfer is reminded of all the same', () => {
    const transfer: LedgerRow = { bucket: 'holiday', kind: 'transfer', year: 2025, days: 2, signed: false };
    expect(owner([transfer]).map((r) => r.kind)).toEqual(['unsignedTransfer']);
  });
});
