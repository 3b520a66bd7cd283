import { describe, expect, it } from 'vitest';
import type { HolidayYearBalance } from '../holiday/holiday-balance';
import type { SickPeriod } from '../sickness/sick-periods';
import { equipmentReport } from './equipment-report';
import { employedOn, headcountReport, turnoverReport } from './headcount-report';
import { holidayReport } from './holiday-report';
import { overtimeReport } from './overtime-report';
import { reportQuerySchema } from './report-contracts';
import { addMonths, monthsBetween, shortMonthLabel } from './report-months';
import { sicknessReport } from './sickness-report';

describe('report months', () => {
  it('labels months the Danish short way and counts across years', () => {
    expect(shortMonthLabel('2026-01')).toBe('jan. 2026');
    expect(shortMonthLabel('2026-05')).toBe('maj 2026');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('reportQuerySchema', () => {
  const messageOf = (query: unknown) => {
    const result = reportQuerySchema.safeParse(query);
    return result.success ? null : result.error.issues[0]?.message;
  };
  it('takes a period of up to 5 years and refuses longer, reversed and malformed ones in Danish', () => {
    expect(messageOf({ from: '2021-02', to: '2026-01' })).toBeNull();
    expect(messageOf({ from: '2021-01', to: '2026-01' })).toBe('Perioden kan højst være 5 år.');
    expect(messageOf({ from: '2026-02', to: '2026-01' })).toBe('Slutmåneden skal ligge efter startmåneden.');
    expect(messageOf({ from: '2026-13', to: '2026-01' })).toBe('Vælg en måned (ÅÅÅÅ-MM).');
  });
});

const people = [
  // Anne: full time since 2024, still employed.
  { startDate: '2024-03-01', endDate: null, employmentType: 'fullTime' },
  // Bo: part time, hired in January 2026, left at the end of February 2026.
  { startDate: '2026-01-15', endDate: '2026-02-28', employmentType: 'partTime' },
  // Carl: full time, left 10 January 2026.
  { startDate: '2025-01-01', endDate: '2026-01-10', employmentType: 'fullTime' },
];

describe('headcountReport', () => {
  it('counts the headcount at each month end by type, and hires and leavers', () => {
    const report = headcountReport(people, '2025-12', '2026-03');
    expect(report.tables[0]?.rows).toEqual([
      { month: 'dec. 2025', fullTime: 2, partTime: 0, total: 2, hires: 0, leavers: 0 },
      { month: 'jan. 2026', fullTime: 1, partTime: 1, total: 2, hires: 1, leavers: 1 },
      { month: 'feb. 2026', fullTime: 1, partTime: 1, total: 2, hires: 0, leavers: 1 },
      { month: 'mar. 2026', fullTime: 1, partTime: 0, total: 1, hires: 0, leavers: 0 },
    ]);
    expect(employedOn(people[1]!, '2026-02-28')).toBe(true);
  });
});

describe('turnoverReport', () => {
  it('divides the leavers of 12 months by the average headcount at their month ends', () => {
    const [row] = turnoverReport(people, '2026-03', '2026-03').tables[0]?.rows ?? [];
    // Apr.–Dec. 2025: Anne and Carl (2 each, 9 months = 18); Jan. and Feb. 2026: 2 each; Mar. 2026: 1. 18+4+1=23.
    // Leavers Apr. 2025–Mar. 2026: Carl and Bo = 2. 2 ÷ (23/12) = 104.3 %.
    expect(row).toMatchObject({ leavers: 2, averageHeadcount: 1.9, turnover: 104.3 });
    // Only Anne at 31.03.2026: 2024-03-01 … 2026-03-31 = 761 days ÷ 365.25 = 2.1 years.
    expect(row?.tenure).toBe(2.1);
  });
});

const period = (firstDay: string, lastDay: string | null, days: [string, number][]): SickPeriod => ({
  firstDay,
  lastDay,
  lastKnownDay: days.at(-1)![0],
  openReportId: null,
  expectedReturn: null,
  days: days.map(([date, share]) => ({ date, share, partial: share < 1 })),
});

describe('sicknessReport', () => {
  it('sums sick days, hours and norm per month and department and computes the percentage', () => {
    const report = sicknessReport(
      [
        {
          department: 'Salg',
          periods: [
            period('2026-01-05', '2026-01-06', [
              ['2026-01-05', 1],
              ['2026-01-06', 0.5],
            ]),
          ],
          months: new Map([
            ['2026-01', { sickHours: 11.1, normHours: 148 }],
            ['2026-02', { sickHours: 0, normHours: 148 }],
          ]),
        },
        {
          department: '',
          periods: [
            period('2026-02-02', '2026-02-05', [
              ['2026-02-02', 1],
              ['2026-02-03', 1],
              ['2026-02-04', 1],
              ['2026-02-05', 1],
            ]),
          ],
          months: new Map([
            ['2026-01', { sickHours: 0, normHours: 74 }],
            ['2026-02', { sickHours: 29.6, normHours: 148 }],
          ]),
        },
      ],
      '2026-01',
      '2026-02',
      '2026-03-01',
    );
    expect(report.tables[0]?.rows).toEqual([
      // 11.1 ÷ 222 = 5 %.
      { month: 'jan. 2026', sickDays: 1.5, sickHours: 11.1, normHours: 222, percent: 5 },
      // 29.6 ÷ 296 = 10 %.
      { month: 'feb. 2026', sickDays: 4, sickHours: 29.6, normHours: 296, percent: 10 },
    ]);
    expect(report.tables[1]?.rows.map((row) => [row.department, row.percent])).toEqual([
      ['Uden afdeling', 13.3],
      ['Salg', 3.8],
    ]);
    expect(report.tables[2]?.title).toBe('Sygeperioder begyndt i perioden: 2, gns. længde 3 dage');
    expect(report.tables[2]?.rows.map((row) => row.periods)).toEqual([0, 1, 1, 0, 0]);
  });
});

describe('overtimeReport', () => {
  it('sums overtime and plus/minus and counts 48-hour weeks and 11-hour warnings per month', () => {
    const report = overtimeReport(
      [
        {
          department: 'Lager',
          months: new Map([
            ['2026-01', { overtimeHours: 5.5, plusMinus: 3 }],
            ['2026-02', { overtimeHours: 2, plusMinus: -1.25 }],
          ]),
          longWeekMondays: ['2026-01-26', '2025-12-29'],
          restWarningDates: ['2026-02-03'],
        },
        {
          department: 'Lager',
          months: new Map([['2026-01', { overtimeHours: 1, plusMinus: null }]]),
          longWeekMondays: [],
          restWarningDates: ['2026-01-07', '2026-01-20'],
        },
      ],
      '2026-01',
      '2026-02',
    );
    expect(report.tables[0]?.rows).toEqual([
      { month: 'jan. 2026', overtimeHours: 6.5, plusMinus: 3, longWeeks: 1, restWarnings: 2 },
      { month: 'feb. 2026', overtimeHours: 2, plusMinus: -1.25, longWeeks: 0, restWarnings: 1 },
    ]);
    expect(report.tables[1]?.rows).toEqual([
      { department: 'Lager', overtimeHours: 8.5, plusMinus: 1.75, longWeeks: 1, restWarnings: 3 },
    ]);
  });
});

const balance = (year: number, figures: Partial<HolidayYearBalance>): HolidayYearBalance => ({
  year,
  takeEnd: `${year + 1}-12-31`,
  earned: 0,
  earnedFullYear: 25,
  adjusted: 0,
  transferredIn: 0,
  transferredOut: 0,
  taken: 0,
  planned: 0,
  remaining: 0,
  left: 0,
  expiring: 0,
  fifthWeekExpiring: 0,
  fifthWeekLeft: 0,
  ...figures,
});

describe('holidayReport', () => {
  it('sums the balances per ferieår, department and employee', () => {
    const report = holidayReport([
      {
        name: 'Bo',
        department: 'Salg',
        years: [balance(2025, { earned: 10.42, taken: 5, planned: 2, left: 5.42 })],
      },
      {
        name: 'Anne',
        department: 'Salg',
        years: [balance(2025, { earned: 25, taken: 18, planned: 0, left: 7, fifthWeekExpiring: 2 })],
      },
    ]);
    expect(report.tables[0]?.rows).toEqual([
      { year: '2025/26', earned: 35.42, taken: 23, planned: 2, left: 12.42, fifthWeekExpiring: 2 },
    ]);
    expect(report.tables[2]?.rows.map((row) => row.name)).toEqual(['Anne', 'Bo']);
  });
});

describe('equipmentReport', () => {
  it('counts items by category and status and lists those expiring within 90 days', () => {
    const item = { variant: 'X', serialNumber: '1', holder: null, inactive: false };
    const report = equipmentReport(
      [
        { ...item, category: 'Telefon', endDate: '2026-03-31', status: 'active' },
        { ...item, category: 'Telefon', endDate: '2026-01-20', status: 'expiring' },
        { ...item, category: 'Computer', endDate: null, status: 'active' },
        { ...item, category: 'Computer', endDate: '2025-12-01', status: 'expired' },
      ],
      '2026-01-01',
    );
    expect(report.tables[0]?.rows).toEqual([
      { category: 'Computer', expired: 1, expiring: 0, active: 1, total: 2 },
      { category: 'Telefon', expired: 0, expiring: 1, active: 1, total: 2 },
    ]);
    expect(report.tables[1]?.rows.map((row) => [row.endDate, row.days])).toEqual([
      ['20.01.2026', 19],
      ['31.03.2026', 89],
    ]);
  });
});
