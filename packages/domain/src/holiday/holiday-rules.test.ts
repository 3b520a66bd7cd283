import { describe, expect, it } from 'vitest';
import {
  availableOn,
  extraDaysBalance,
  holidayBalanceStartYear,
  holidayBalances,
  holidayHistoryStart,
  isMainHoliday,
  type LedgerRow,
  lapsedHolidayYears,
  noticeGuidance,
} from './holiday-balance';
import { holidayLedgerFormSchema, holidayRequestFormSchema } from './holiday-contracts';
import {
  earnedBy,
  earnedInYear,
  holidayYearLabel,
  holidayYearOf,
  monthlyAccruals,
  openHolidayYears,
} from './holiday-year';

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

describe('ferieår', () => {
  it('runs 1 September to 31 August, and two overlap from September to December', () => {
    expect(holidayYearOf('2025-08-31')).toBe(2024);
    expect(holidayYearOf('2025-09-01')).toBe(2025);
    expect(holidayYearLabel(2025)).toBe('2025/26');
    expect(holidayYearLabel(2099)).toBe('2099/00');
    expect(openHolidayYears('2026-08-31')).toEqual([2025]);
    expect(openHolidayYears('2026-09-01')).toEqual([2025, 2026]);
    expect(openHolidayYears('2026-12-31')).toEqual([2025, 2026]);
    expect(openHolidayYears('2027-01-01')).toEqual([2026]);
  });
});

describe('accrual', () => {
  it('earns 25 days in twelve full months, 2,08 a month', () => {
    const employment = { startDate: '2020-01-01', endDate: null };
    expect(earnedInYear(2025, employment)).toBe(25);
    expect(monthlyAccruals(2025, employment)).toHaveLength(12);
    expect(monthlyAccruals(2025, employment)[0]).toMatchObject({
      month: '2025-09',
      usableFrom: '2025-10-01',
    });
    expect(Math.round((monthlyAccruals(2025, employment)[0]?.days ?? 0) * 100) / 100).toBe(2.08);
  });

  it('uses a month only from the month after (samtidighedsferie)', () => {
    const employment = { startDate: null, endDate: null };
    expect(earnedBy(2025, employment, '2025-09-30')).toBe(0);
    expect(earnedBy(2025, employment, '2025-10-01')).toBe(2.08);
    expect(earnedBy(2025, employment, '2026-01-01')).toBe(8.33);
  });

  it('earns a part month pro rata when employment starts mid-month', () => {
    // 16 September: 15 of 30 days.
    const employment = { startDate: '2025-09-16', endDate: null };
    expect(earnedBy(2025, employment, '2025-10-01')).toBe(1.04);
    expect(earnedInYear(2025, employment)).toBe(23.96);
  });

  it('stops at the end of employment mid-year', () => {
    const employment = { startDate: '2020-01-01', endDate: '2026-02-14' };
    // September–January full (5 months), 14 of 28 February days.
    expect(earnedInYear(2025, employment)).toBe(11.46);
    expect(
      monthlyAccruals(2025, employment)
        .map((m) => m.month)
        .at(-1),
    ).toBe('2026-02');
  });

  it('counts 29 February as a day of a 29-day February', () => {
    const employment = { startDate: '2028-02-29', endDate: null };
    expect(monthlyAccruals(2027, employment)[0]).toMatchObject({
      month: '2028-02',
      usableFrom: '2028-03-01',
    });
    expect(earnedBy(2027, employment, '2028-03-01')).toBe(0.07);
    // Employed only on 29 February.
    expect(earnedInYear(2027, { startDate: '2028-02-29', endDate: '2028-02-29' })).toBe(0.07);
  });

  it('earns nothing for a ferieår before employment', () => {
    expect(earnedInYear(2024, { startDate: '2025-09-16', endDate: null })).toBe(0);
  });
});

describe("'Rest' with the planned days apart (issue 23)", () => {
  it('a lawful request for later in the ferieår leaves Rest at what is usable now, never a minus', () => {
    // Started 1 September 2026: by 15 November September and October are usable (4,17 days); ten days next June
    // are lawful (earned by then) but are more than today's rest.
    const [, newer] = holidayBalances({
      today: '2026-11-15',
      employment: { startDate: '2026-09-01', endDate: null },
      holidayDates: [],
      pending: [{ from: '2027-06-07', days: 10 }],
      ledger: [],
    });
    expect(newer).toMatchObject({ year: 2026, earned: 4.17, taken: 0, planned: 10, left: 4.17 });
    expect(newer?.remaining).toBe(-5.83);
  });

  it('Rest is earned and adjustments less taken; the planned days do not change it', () => {
    const input = {
      today: '2026-11-15',
      employment: { startDate: '2025-09-16', endDate: null },
      holidayDates: [...weekdays('2026-07-06', '2026-07-17'), '2026-12-01'],
      pending: [],
      ledger: [{ bucket: 'holiday', kind: 'correction', year: 2025, days: 1 } satisfies LedgerRow],
    };
    const [older] = holidayBalances(input);
    expect(older).toMatchObject({
      earned: 23.96,
      adjusted: 1,
      taken: 10,
      planned: 1,
      left: 14.96,
      remaining: 13.96,
    });
  });
});

describe('the worked example of decision 026', () => {
  const employment = { startDate: '2025-09-16', endDate: null };
  const holidayDates = [...weekdays('2026-07-06', '2026-07-17'), ...weekdays('2026-10-12', '2026-10-16')];
  const pending = [{ from: '2026-12-21', days: 3 }];

  it('spends the oldest ferieår first and shows what lapses on 31 December', () => {
    const [older, newer] = holidayBalances({
      today: '2026-11-15',
      employment,
      holidayDates,
      pending,
      ledger: [],
    });
    expect(older).toMatchObject({
      year: 2025,
      takeEnd: '2026-12-31',
      earned: 23.96,
      taken: 15,
      planned: 3,
      remaining: 5.96,
      expiring: 5.96,
      fifthWeekExpiring: 3.96,
      fifthWeekLeft: 3.96,
    });
    expect(newer).toMatchObject({
      year: 2026,
      earned: 4.17,
      taken: 0,
      planned: 0,
      remaining: 4.17,
      expiring: 0,
    });
  });

  it('moves the 5th week once the transfer is signed, not before', () => {
    const transfer: LedgerRow = {
      bucket: 'holiday',
      kind: 'transfer',
      year: 2025,
      days: 3.96,
      signed: false,
    };
    const unsigned = holidayBalances({
      today: '2026-11-15',
      employment,
      holidayDates,
      pending,
      ledger: [transfer],
    });
    expect(unsigned[0]?.remaining).toBe(5.96);
    const [older, newer] = holidayBalances({
      today: '2026-11-15',
      employment,
      holidayDates,
      pending,
      ledger: [{ ...transfer, signed: true }],
    });
    expect(older).toMatchObject({ transferredOut: 3.96, remaining: 2, expiring: 2, fifthWeekExpiring: 0 });
    expect(newer).toMatchObject({ transferredIn: 3.96, remaining: 8.13 });
  });

  it('keeps the 5th week when days of the first 20 are moved for a lawful hindrance', () => {
    // Ferieår 2025 earned 23,96; 15 taken and 3 planned leave 5,96, of which 3,96 are 5th-week days. Two days
    // moved for sickness are days of the first 20: the 3,96 5th-week days may still be transferred or lapse.
    const hindrance: LedgerRow = {
      bucket: 'holiday',
      kind: 'transfer',
      year: 2025,
      days: 2,
      signed: true,
      transferKind: 'hindrance',
    };
    const [older, newer] = holidayBalances({
      today: '2026-11-15',
      employment,
      holidayDates,
      pending,
      ledger: [hindrance],
    });
    expect(older).toMatchObject({
      transferredOut: 2,
      remaining: 3.96,
      expiring: 3.96,
      fifthWeekExpiring: 3.96,
      fifthWeekLeft: 3.96,
    });
    expect(newer).toMatchObject({ transferredIn: 2, remaining: 6.17 });
    // Moved for a hindrance, more than the first 20 left: what remains is 5th week, no more than remains.
    const [allMoved] = holidayBalances({
      today: '2026-11-15',
      employment,
      holidayDates,
      pending,
      ledger: [{ ...hindrance, days: 5 }],
    });
    expect(allMoved).toMatchObject({ remaining: 0.96, fifthWeekLeft: 0.96, fifthWeekExpiring: 0.96 });
  });

  it('spends from the newer year when the older is used up, and counts corrections', () => {
    const ledger: LedgerRow[] = [{ bucket: 'holiday', kind: 'correction', year: 2025, days: -5.96 }];
    const [older, newer] = holidayBalances({
      today: '2026-11-15',
      employment,
      holidayDates,
      pending,
      ledger,
    });
    expect(older).toMatchObject({ adjusted: -5.96, taken: 15, planned: 3, remaining: 0 });
    expect(newer).toMatchObject({ planned: 0, remaining: 4.17 });
    const [, newer2] = holidayBalances({
      today: '2026-11-15',
      employment,
      holidayDates,
      pending: [{ from: '2026-12-21', days: 5 }],
      ledger,
    });
    expect(newer2).toMatchObject({ planned: 2, remaining: 2.17 });
  });

  it('counts what is available on a later day with the days earned by then', () => {
    const input = { today: '2026-11-15', employment, holidayDates, pending, ledger: [] };
    // On 1 March 2027 only ferieår 2026 is open: September–February earned, nothing spent from it.
    expect(availableOn(input, '2027-03-01')).toBe(12.5);
  });
});

describe('allocation over every ferieår since the start', () => {
  const today = '2026-11-15';
  // Started 1 September 2024: ferieår 2024 and 2025 earn 25 days each.
  const employment = { startDate: '2024-09-01', endDate: null };
  const holidayDates = [
    ...weekdays('2024-10-14', '2024-10-25'), // 10 days of ferieår 2024 (only 2024 open)
    ...weekdays('2025-03-03', '2025-03-21'), // 15 more: ferieår 2024 used up in the spring
    ...weekdays('2025-10-13', '2025-10-17'), // 5: ferieår 2024 has nothing left, so from 2025
    ...weekdays('2026-03-02', '2026-03-27'), // 20: ferieår 2025 used up in the spring
    ...weekdays('2026-10-12', '2026-10-14'), // 3 in October: ferieår 2025 is used up, so from 2026
  ];

  it('reads from the start of employment, within the retention bound', () => {
    expect(holidayBalanceStartYear({ today, employment, ledger: [] })).toBe(2024);
    expect(holidayHistoryStart(today)).toBe('2021-09-01');
    expect(
      holidayBalanceStartYear({ today, employment: { startDate: null, endDate: null }, ledger: [] }),
    ).toBe(2021);
    expect(
      holidayBalanceStartYear({ today, employment: { startDate: '2010-05-01', endDate: null }, ledger: [] }),
    ).toBe(2021);
  });

  it('charges October to the newer ferieår when the older was used up in the spring', () => {
    const read = holidayDates.filter((date) => date >= holidayHistoryStart(today));
    const [older, newer] = holidayBalances({
      today,
      employment,
      holidayDates: read,
      pending: [],
      ledger: [],
    });
    expect(older).toMatchObject({ year: 2025, earned: 25, taken: 25, remaining: 0, expiring: 0 });
    expect(newer).toMatchObject({ year: 2026, earned: 4.17, taken: 3, remaining: 1.17 });
  });

  it('starts at the oldest opening balance: the ferieår before it count as settled', () => {
    // With Kollega since October 2025; 4 days of ferieår 2025 were taken before, entered as its opening.
    const longServing = { startDate: '2015-03-01', endDate: null };
    const ledger: LedgerRow[] = [{ bucket: 'holiday', kind: 'opening', year: 2025, days: -4 }];
    expect(holidayBalanceStartYear({ today, employment: longServing, ledger })).toBe(2025);
    const [older, newer] = holidayBalances({
      today,
      employment: longServing,
      holidayDates: [
        ...weekdays('2025-10-13', '2025-10-17'), // ferieår 2024 is settled before Kollega: from 2025
        ...weekdays('2026-03-02', '2026-03-23'), // 16: with the 4 before and the 5 above, 2025 is used up
        ...weekdays('2026-10-12', '2026-10-14'),
      ],
      pending: [],
      ledger,
    });
    expect(older).toMatchObject({ year: 2025, adjusted: -4, taken: 21, remaining: 0 });
    expect(newer).toMatchObject({ year: 2026, taken: 3, remaining: 1.17 });
  });
});

describe('feriefridage', () => {
  it('grants the setting per calendar year, less days used and pending', () => {
    const balance = extraDaysBalance({
      today: '2026-11-15',
      daysPerPeriod: 5,
      period: 'calendarYear',
      employment: { startDate: '2020-01-01', endDate: null },
      usedDates: ['2026-05-01', '2026-12-24', '2025-12-31'],
      pending: [{ from: '2026-12-31', days: 1 }],
      ledger: [{ bucket: 'extra', kind: 'correction', year: 2026, days: 1 }],
    });
    expect(balance).toEqual({
      year: 2026,
      period: 'calendarYear',
      granted: 5,
      adjusted: 1,
      taken: 1,
      planned: 2,
      remaining: 3,
    });
  });

  it('follows the ferieår when so set, and grants nothing outside employment', () => {
    const base = {
      today: '2026-11-15',
      daysPerPeriod: 3,
      period: 'holidayYear' as const,
      usedDates: ['2026-08-31'],
      pending: [],
      ledger: [],
    };
    expect(extraDaysBalance({ ...base, employment: { startDate: null, endDate: null } })).toMatchObject({
      year: 2026,
      granted: 3,
      taken: 0,
      remaining: 3,
    });
    expect(
      extraDaysBalance({ ...base, employment: { startDate: '2020-01-01', endDate: '2026-06-30' } }).granted,
    ).toBe(0);
  });
});

describe('hovedferie and notice', () => {
  it('knows hovedferie and gives guidance on short notice', () => {
    // 15 feriedage (Monday–Friday): Monday 6 to Friday 24 July 2026 is three weeks.
    expect(isMainHoliday('2026-07-06', '2026-07-24')).toBe(true);
    expect(isMainHoliday('2026-07-06', '2026-07-23')).toBe(false);
    // 15 calendar days over two weekends are 11 feriedage: not hovedferie.
    expect(isMainHoliday('2026-07-04', '2026-07-20')).toBe(false);
    expect(isMainHoliday('2026-09-20', '2026-10-10')).toBe(false);
    // Public holidays are not feriedage: 2. pinsedag (25 May 2026) needs a day more.
    expect(isMainHoliday('2026-05-18', '2026-06-05')).toBe(false);
    expect(isMainHoliday('2026-05-18', '2026-06-08')).toBe(true);
    expect(noticeGuidance('2026-07-06', '2026-07-24', '2026-03-01')).toBeNull();
    expect(noticeGuidance('2026-07-06', '2026-07-24', '2026-05-01')).toBe(
      'Hovedferie skal normalt varsles 3 måneder før.',
    );
    expect(noticeGuidance('2026-12-01', '2026-12-04', '2026-11-15')).toBe(
      'Ferie skal normalt varsles 1 måned før.',
    );
    expect(noticeGuidance('2026-12-15', '2026-12-18', '2026-11-15')).toBeNull();
    // A month from 31 January is 28 February; three months from 30 November is 28 February (not March).
    expect(noticeGuidance('2026-02-28', '2026-03-02', '2026-01-31')).toBeNull();
    expect(noticeGuidance('2026-02-27', '2026-03-02', '2026-01-31')).toBe(
      'Ferie skal normalt varsles 1 måned før.',
    );
    expect(noticeGuidance('2028-03-01', '2028-03-03', '2028-01-31')).toBeNull();
  });
});

describe('forms', () => {
  it('checks the period of a request', () => {
    expect(
      holidayRequestFormSchema.safeParse({ from: '2026-07-10', to: '2026-07-06' }).error?.issues[0]?.message,
    ).toBe('Sidste dag skal være samme dag som eller efter første dag');
    expect(
      holidayRequestFormSchema.safeParse({ from: '2026-01-01', to: '2026-06-01' }).error?.issues[0]?.message,
    ).toBe('En anmodning kan højst dække 60 dage');
    expect(holidayRequestFormSchema.parse({ from: '2026-07-06', to: '2026-07-10' })).toEqual({
      bucket: 'holiday',
      from: '2026-07-06',
      to: '2026-07-10',
      note: '',
    });
  });

  it('asks a reason for a correction and a hindrance', () => {
    const message = (value: unknown) => holidayLedgerFormSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ kind: 'correction', year: 2025, days: 1 })).toBe('Skriv en begrundelse');
    expect(message({ kind: 'transfer', year: 2025, days: 2, transferKind: 'hindrance' })).toBe(
      'Skriv hvilken hindring (fx sygdom), der gør, at ferien overføres.',
    );
    expect(message({ kind: 'opening', year: 2025, days: 1.234 })).toBe(
      'Skriv et antal dage mellem -100 og 100 med højst to decimaler',
    );
    expect(message({ kind: 'opening', year: 2025, days: 12.5 })).toBeUndefined();
  });
});

describe('lapsed ferieår (issue 23)', () => {
  const base = {
    today: '2027-02-10',
    employment: { startDate: '2024-09-01', endDate: null },
    pending: [],
    ledger: [] as LedgerRow[],
  };

  it('shows a closed ferieår with the days neither taken nor transferred, newest first', () => {
    // Ferieår 2024 (taken until 31.12.2025): 25 earned, 5 taken in 2025. Ferieår 2025 closed 31.12.2026: 25
    // earned, 20 taken in summer 2026 and 2 transferred (signed) to 2026.
    const holidayDates = [...weekdays('2025-06-02', '2025-06-06'), ...weekdays('2026-06-01', '2026-06-26')];
    const ledger: LedgerRow[] = [
      { bucket: 'holiday', kind: 'transfer', year: 2025, days: 2, signed: true, transferKind: 'fifthWeek' },
    ];
    expect(lapsedHolidayYears({ ...base, holidayDates, ledger }, '2024-09-01')).toEqual([
      { year: 2025, takeEnd: '2026-12-31', days: 3 },
      { year: 2024, takeEnd: '2025-12-31', days: 20 },
    ]);
  });

  it('a year used up lapses nothing; an unsigned transfer moves nothing', () => {
    const holidayDates = [...weekdays('2025-01-06', '2025-02-07'), ...weekdays('2026-01-05', '2026-02-06')];
    const unsigned: LedgerRow = { bucket: 'holiday', kind: 'transfer', year: 2025, days: 5, signed: false };
    expect(lapsedHolidayYears({ ...base, holidayDates, ledger: [unsigned] }, '2024-09-01')).toEqual([]);
  });

  it('reports only years that closed after the employee was added to Kollega', () => {
    expect(lapsedHolidayYears({ ...base, holidayDates: [] }, '2026-03-01')).toEqual([
      { year: 2025, takeEnd: '2026-12-31', days: 25 },
    ]);
    expect(lapsedHolidayYears({ ...base, holidayDates: [] }, '2027-01-01')).toEqual([]);
  });

  it('reports nothing when the balance is a guess (no start date, no opening balance)', () => {
    const guess = { ...base, employment: { startDate: null, endDate: null }, holidayDates: [] };
    expect(lapsedHolidayYears(guess, '2020-01-01')).toEqual([]);
    const opening: LedgerRow = { bucket: 'holiday', kind: 'opening', year: 2025, days: 10 };
    expect(lapsedHolidayYears({ ...guess, ledger: [opening] }, '2020-01-01')).toEqual([
      { year: 2025, takeEnd: '2026-12-31', days: 35 },
    ]);
  });
});
