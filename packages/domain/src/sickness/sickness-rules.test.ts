import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../dates/calendar';
import { isPublicHoliday } from '../dates/public-holidays';
import {
  lastDayOfEmployment,
  rule120Status,
  sickDaysInTwelveMonths,
  sickDaysPerMonth,
  twelveMonthsStart,
} from './rule-120';
import {
  eligibility,
  nextDeadline,
  periodCalendarDays,
  periodDeadlines,
  periodReachesRefusion,
  type SickDayRecord,
  type SickReportRecord,
  sickPeriods,
} from './sick-periods';
import { sicknessSettingsSchema, sickReportCreateSchema } from './sickness-contracts';
import { noticeWindowText, rule120WarningText } from './sickness-messages';

// A Monday–Friday norm week of 7.4 hours, public holidays off (docs/rules/timereg.md#ruling-9).
const hasNorm = (date: string) => isoWeekday(date) <= 5 && !isPublicHoliday(date);
const full = (date: string): SickDayRecord => ({ date, hours: 7.4, normHours: hasNorm(date) ? 7.4 : 0 });

function periodsOf(days: SickDayRecord[], today: string, reports: SickReportRecord[] = []) {
  return sickPeriods({ days, reports, hasNorm, today });
}

describe('sickPeriods', () => {
  it('joins Friday and Monday across the weekend into one period of 4 calendar days', () => {
    const [period, ...rest] = periodsOf([full('2026-11-20'), full('2026-11-23')], '2026-11-27');
    expect(rest).toEqual([]);
    expect(period?.firstDay).toBe('2026-11-20');
    expect(period?.lastDay).toBe('2026-11-23');
    expect(period && periodCalendarDays(period, '2026-11-27')).toBe(4);
    expect(period?.days.map((day) => day.share)).toEqual([1, 1, 1, 1]);
  });

  it('ends a period on a workday without Sygdom', () => {
    const periods = periodsOf([full('2026-11-20'), full('2026-11-24')], '2026-11-27');
    expect(periods.map((period) => [period.firstDay, period.lastDay])).toEqual([
      ['2026-11-20', '2026-11-20'],
      ['2026-11-24', '2026-11-24'],
    ]);
  });

  it('keeps Easter (skærtorsdag to 2. påskedag) inside a period', () => {
    // 2026: Wednesday 1 April sick, 2–6 April are holidays and a weekend, Tuesday 7 April sick.
    const [period, ...rest] = periodsOf([full('2026-04-01'), full('2026-04-07')], '2026-05-01');
    expect(rest).toEqual([]);
    expect(period?.lastDay).toBe('2026-04-07');
    expect(period && periodCalendarDays(period, '2026-05-01')).toBe(7);
  });

  it('keeps New Year inside a period across the turn of the year', () => {
    const [period, ...rest] = periodsOf([full('2025-12-31'), full('2026-01-02')], '2026-02-01');
    expect(rest).toEqual([]);
    expect(period?.firstDay).toBe('2025-12-31');
    expect(period?.lastDay).toBe('2026-01-02');
    expect(period && periodCalendarDays(period, '2026-02-01')).toBe(3);
  });

  it("records 'Delvis syg' as a share of the day's norm, and it continues the period", () => {
    const [period] = periodsOf(
      [full('2026-11-16'), { date: '2026-11-17', hours: 3.7, normHours: 7.4 }],
      '2026-11-27',
    );
    expect(period?.lastDay).toBe('2026-11-17');
    expect(period?.days.map((day) => [day.share, day.partial])).toEqual([
      [1, false],
      [0.5, true],
    ]);
  });

  it('is open while its last sick day is today, or only days without norm have passed since', () => {
    expect(periodsOf([full('2026-11-27')], '2026-11-27')[0]?.lastDay).toBeNull();
    // Sick on Friday, asked on Monday: the weekend does not end it.
    expect(periodsOf([full('2026-11-20')], '2026-11-23')[0]?.lastDay).toBeNull();
    // Asked on Tuesday: Monday was a workday without Sygdom.
    expect(periodsOf([full('2026-11-20')], '2026-11-24')[0]?.lastDay).toBe('2026-11-20');
  });

  it("makes a sygemelding's days sick up to today while open, and up to the day before 'Rask fra' once closed", () => {
    const open: SickReportRecord = {
      id: 'r1',
      firstDay: '2026-11-18',
      expectedReturn: '2026-12-01',
      recoveredOn: null,
    };
    const [period] = periodsOf([], '2026-11-27', [open]);
    expect(period?.openReportId).toBe('r1');
    expect(period?.lastDay).toBeNull();
    expect(period?.expectedReturn).toBe('2026-12-01');
    expect(period && periodCalendarDays(period, '2026-11-27')).toBe(10);

    const closed = { ...open, recoveredOn: '2026-11-23' };
    const [done] = periodsOf([], '2026-11-27', [closed]);
    expect(done?.lastDay).toBe('2026-11-22');
    expect(done?.openReportId).toBeNull();
    expect(done && periodCalendarDays(done, '2026-11-27')).toBe(5);
  });

  it('joins a sygemelding and Sygdom registrations into one period', () => {
    const report: SickReportRecord = {
      id: 'r1',
      firstDay: '2026-11-16',
      expectedReturn: null,
      recoveredOn: '2026-11-18',
    };
    const [period, ...rest] = periodsOf([full('2026-11-18')], '2026-11-27', [report]);
    expect(rest).toEqual([]);
    expect([period?.firstDay, period?.lastDay]).toEqual(['2026-11-16', '2026-11-18']);
  });

  it('counts a Sygdom registration of 0 hours as a full day (docs/rules/timereg.md#ruling-30: one full-day absence a day)', () => {
    const [period] = periodsOf([{ date: '2026-11-16', hours: 0, normHours: 7.4 }], '2026-11-27');
    expect(period?.days).toEqual([{ date: '2026-11-16', share: 1, partial: false }]);
  });
});

describe('periodDeadlines', () => {
  it('counts calendar days from the first day: +29, +28, +35 and +30', () => {
    expect(periodDeadlines({ firstDay: '2026-11-20', eligibility: 'yes', section56: null })).toEqual({
      employerPeriodEndsOn: '2026-12-19',
      conversationDueBy: '2026-12-18',
      nemRefusionReportBy: '2026-12-25',
      refusionFrom: '2026-12-20',
    });
  });

  it('runs across New Year and February', () => {
    expect(periodDeadlines({ firstDay: '2026-12-15', eligibility: 'yes', section56: null })).toEqual({
      employerPeriodEndsOn: '2027-01-13',
      conversationDueBy: '2027-01-12',
      nemRefusionReportBy: '2027-01-19',
      refusionFrom: '2027-01-14',
    });
    expect(
      periodDeadlines({ firstDay: '2028-02-01', eligibility: 'yes', section56: null }).refusionFrom,
    ).toBe('2028-03-02');
  });

  it('gives refusion from the first day and no employer period with a § 56-aftale that covers it', () => {
    const section56 = { from: '2026-01-01', to: '2026-12-31' };
    const deadlines = periodDeadlines({ firstDay: '2026-11-20', eligibility: 'yes', section56 });
    expect(deadlines.refusionFrom).toBe('2026-11-20');
    expect(deadlines.employerPeriodEndsOn).toBeNull();
    // Not covered after its end date.
    const later = periodDeadlines({ firstDay: '2027-01-04', eligibility: 'yes', section56 });
    expect(later.refusionFrom).toBe('2027-02-03');
    expect(later.employerPeriodEndsOn).toBe('2027-02-02');
  });

  it('has no employer period for someone without the right (under 8 weeks)', () => {
    expect(
      periodDeadlines({ firstDay: '2026-11-20', eligibility: 'no', section56: null }).employerPeriodEndsOn,
    ).toBeNull();
  });

  it('names the next deadline on or after today', () => {
    const deadlines = periodDeadlines({ firstDay: '2026-11-20', eligibility: 'yes', section56: null });
    expect(nextDeadline(deadlines, '2026-11-27')).toEqual({ kind: 'conversation', date: '2026-12-18' });
    expect(nextDeadline(deadlines, '2026-12-18')).toEqual({ kind: 'conversation', date: '2026-12-18' });
    expect(nextDeadline(deadlines, '2026-12-19')).toEqual({ kind: 'employerPeriod', date: '2026-12-19' });
    expect(nextDeadline(deadlines, '2026-12-20')).toEqual({ kind: 'nemRefusion', date: '2026-12-25' });
    expect(nextDeadline(deadlines, '2026-12-26')).toBeNull();
  });
});

describe('eligibility', () => {
  const base = { firstDay: '2026-11-20', registersTime: true, hoursInEightWeeks: 74 };
  it('is Ja with 8 weeks of employment and 74 hours', () => {
    // 8 weeks before 20 November is 25 September.
    expect(eligibility({ ...base, employmentStart: '2026-09-25' })).toBe('yes');
  });
  it('is Nej one day short of 8 weeks, or under 74 hours', () => {
    expect(eligibility({ ...base, employmentStart: '2026-09-26' })).toBe('no');
    expect(eligibility({ ...base, employmentStart: '2020-01-01', hoursInEightWeeks: 73.75 })).toBe('no');
  });
  it('is Ukendt without a start date, or when the hours are not registered in Kollega', () => {
    expect(eligibility({ ...base, employmentStart: null })).toBe('unknown');
    expect(eligibility({ ...base, employmentStart: '2020-01-01', registersTime: false })).toBe('unknown');
  });
});

describe('the 120-day rule', () => {
  it('counts the 12 months up to and including the day', () => {
    expect(twelveMonthsStart('2026-11-27')).toBe('2025-11-28');
    expect(twelveMonthsStart('2028-02-29')).toBe('2027-03-01');
  });

  it('counts calendar days with weekends and holidays inside, and partial days as hours ÷ norm', () => {
    const periods = periodsOf(
      [full('2026-04-01'), full('2026-04-07'), { date: '2026-05-05', hours: 1.85, normHours: 7.4 }],
      '2026-06-01',
    );
    expect(sickDaysInTwelveMonths(periods, '2026-06-01')).toBe(7.25);
    // A year later the Easter period has left the window.
    expect(sickDaysInTwelveMonths(periods, '2027-04-07')).toBe(0.25);
  });

  it('warns at 100 days only where the contract has the rule', () => {
    const report: SickReportRecord = {
      id: 'r',
      firstDay: '2026-01-01',
      expectedReturn: null,
      recoveredOn: '2026-04-11',
    };
    const periods = periodsOf([], '2026-05-01', [report]);
    expect(sickDaysInTwelveMonths(periods, '2026-05-01')).toBe(100);
    expect(rule120Status({ periods, applies: true, today: '2026-05-01' })).toMatchObject({
      sickDays: 100,
      warning: true,
      noticeWindow: null,
    });
    expect(rule120Status({ periods, applies: false, today: '2026-05-01' }).warning).toBe(false);
  });

  it('opens the notice window on day 121 while still sick, for 7 days, then closes it silently', () => {
    // Sick from 1 January 2026: day 120 is 30 April, day 121 is 1 May.
    const report: SickReportRecord = {
      id: 'r',
      firstDay: '2026-01-01',
      expectedReturn: null,
      recoveredOn: null,
    };
    const on = (today: string) =>
      rule120Status({ periods: periodsOf([], today, [report]), applies: true, today });
    expect(on('2026-04-30').noticeWindow).toBeNull();
    expect(on('2026-05-01').noticeWindow).toEqual({
      opensOn: '2026-05-01',
      closesOn: '2026-05-07',
      lastDayOfEmployment: '2026-06-30',
    });
    expect(on('2026-05-07').noticeWindow?.closesOn).toBe('2026-05-07');
    expect(on('2026-05-08').noticeWindow).toBeNull();
    expect(on('2026-05-08').sickDays).toBe(128);
    expect(
      rule120Status({ periods: periodsOf([], '2026-05-02', [report]), applies: false, today: '2026-05-02' })
        .noticeWindow,
    ).toBeNull();
  });

  it('has no window when the employee is fit again', () => {
    const report: SickReportRecord = {
      id: 'r',
      firstDay: '2026-01-01',
      expectedReturn: null,
      recoveredOn: '2026-05-02',
    };
    const today = '2026-05-04';
    expect(
      rule120Status({ periods: periodsOf([], today, [report]), applies: true, today }).noticeWindow,
    ).toBeNull();
  });

  it('gives 1 month’s notice to the end of a month', () => {
    expect(lastDayOfEmployment('2026-05-01')).toBe('2026-06-30');
    expect(lastDayOfEmployment('2026-01-31')).toBe('2026-02-28');
    expect(lastDayOfEmployment('2026-12-15')).toBe('2027-01-31');
  });

  it('says it is vejledende and that a lawyer should confirm', () => {
    expect(rule120WarningText(100)).toContain('vejledende');
    const text = noticeWindowText({ closesOn: '2026-05-07', lastDayOfEmployment: '2026-06-30' });
    expect(text).toContain('07.05.2026');
    expect(text).toContain('30.06.2026');
    expect(text).toContain('advokat');
  });

  it('counts sick days per month for the last 12 months', () => {
    const periods = periodsOf([full('2025-12-31'), full('2026-01-02')], '2026-11-27');
    const months = sickDaysPerMonth(periods, '2026-11-27');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', days: 1 });
    expect(months[1]).toEqual({ month: '2026-01', days: 2 });
    expect(months[11]).toEqual({ month: '2026-11', days: 0 });
  });
});

describe('contracts', () => {
  it('needs a first day and refuses an expected return before it', () => {
    expect(sickReportCreateSchema.safeParse({}).error?.issues[0]?.message).toBe('Første sygedag mangler');
    expect(
      sickReportCreateSchema.safeParse({ firstDay: '2026-11-20', expectedReturn: '2026-11-19' }).error
        ?.issues[0]?.message,
    ).toBe('Forventet tilbagevenden kan ikke ligge før første sygedag');
    expect(sickReportCreateSchema.parse({ firstDay: '2026-11-20', expectedReturn: '' })).toEqual({
      firstDay: '2026-11-20',
      expectedReturn: null,
    });
  });

  it('refuses a § 56-aftale that ends before it starts', () => {
    expect(
      sicknessSettingsSchema.safeParse({
        rule120: true,
        section56From: '2026-02-01',
        section56To: '2026-01-01',
      }).error?.issues[0]?.message,
    ).toBe('§ 56-aftalens slutdato kan ikke ligge før startdatoen');
  });
});

describe('booking the sygefraværssamtale', () => {
  it('starts a week ahead, but never after the due date nor before today', async () => {
    const { defaultConversationDate, conversationDateError } = await import('./conversation');
    expect(defaultConversationDate('2026-12-18', '2026-11-27')).toBe('2026-12-04');
    expect(defaultConversationDate('2026-11-30', '2026-11-27')).toBe('2026-11-30');
    expect(defaultConversationDate('2026-11-20', '2026-11-27')).toBe('2026-11-27');
    expect(conversationDateError('2026-12-18', '2026-12-18')).toBeNull();
    expect(conversationDateError('2026-12-19', '2026-12-18')).toBe(
      'Sygefraværssamtalen skal holdes senest 18.12.2026',
    );
  });
});

describe('upcomingAbsenceDeadlines', () => {
  it('lists the deadlines from today to a week ahead, nearest first, marking those due today', async () => {
    const { upcomingAbsenceDeadlines } = await import('./upcoming-deadlines');
    const period = (name: string, firstDay: string) => ({
      employeeId: name,
      employeeName: name,
      lastDay: null,
      ...periodDeadlines({ firstDay, eligibility: 'yes', section56: null }),
    });
    // Bo: samtale due 18.12 (today), employer period ends 19.12; Anna: samtale due 25.12 (a week ahead), 26.12 is out.
    // Barsel: Carl's refusion request due 20.12, Dorte pays no salary, Eva's is 26.12 (out).
    const items = upcomingAbsenceDeadlines(
      {
        sickPeriods: [period('Anna', '2026-11-27'), period('Bo', '2026-11-20')],
        parentalLeave: [
          { employeeId: 'Carl', employeeName: 'Carl', refusionRequestBy: '2026-12-20' },
          { employeeId: 'Dorte', employeeName: 'Dorte', refusionRequestBy: null },
          { employeeId: 'Eva', employeeName: 'Eva', refusionRequestBy: '2026-12-26' },
        ],
      },
      '2026-12-18',
    );
    expect(items.map((item) => [item.employeeName, item.kind, item.date, item.dueToday])).toEqual([
      ['Bo', 'conversation', '2026-12-18', true],
      ['Bo', 'employerPeriod', '2026-12-19', false],
      ['Carl', 'parentalRefusion', '2026-12-20', false],
      ['Anna', 'conversation', '2026-12-25', false],
      ['Bo', 'nemRefusion', '2026-12-25', false],
    ]);
  });

  // Decision 071: a closed sick period keeps only its NemRefusion report, when it reached the refusion days.
  describe('a closed sick period', () => {
    // Fell ill 2026-11-02: employer period to 01.12, refusion from 02.12, samtale by 30.11, NemRefusion by 07.12.
    const closed = (lastDay: string | null, section56: { from: string; to: null } | null = null) => ({
      employeeId: 'bo',
      employeeName: 'Bo',
      lastDay,
      ...periodDeadlines({ firstDay: '2026-11-02', eligibility: 'yes', section56 }),
    });
    const listed = async (period: ReturnType<typeof closed>, today: string) => {
      const { upcomingAbsenceDeadlines } = await import('./upcoming-deadlines');
      return upcomingAbsenceDeadlines({ sickPeriods: [period], parentalLeave: [] }, today).map((item) => [
        item.kind,
        item.date,
        item.dueToday,
        item.closedPeriod,
      ]);
    };

    it('of 31 days reached the refusion: its NemRefusion report is listed, marked closed', async () => {
      expect(periodReachesRefusion(closed('2026-12-02'))).toBe(true);
      expect(await listed(closed('2026-12-02'), '2026-12-03')).toEqual([
        ['nemRefusion', '2026-12-07', false, true],
      ]);
    });

    it('of 30 days ended with the employer period: no refusion, no deadline', async () => {
      expect(periodReachesRefusion(closed('2026-12-01'))).toBe(false);
      expect(await listed(closed('2026-12-01'), '2026-12-03')).toEqual([]);
    });

    it('shorter than 30 days has no deadline at all, not even its samtale still ahead', async () => {
      // Sick 02.11–06.11, back on Monday: the samtale date 30.11 is ahead on 23.11, but the return answered it.
      expect(await listed(closed('2026-11-06'), '2026-11-23')).toEqual([]);
    });

    it('is listed on the day of its deadline and never after it', async () => {
      expect(await listed(closed('2026-12-04'), '2026-12-07')).toEqual([
        ['nemRefusion', '2026-12-07', true, true],
      ]);
      expect(await listed(closed('2026-12-04'), '2026-12-08')).toEqual([]);
    });

    it('under a § 56-aftale reaches the refusion from its first day, so any length keeps the report', async () => {
      const covered = closed('2026-11-04', { from: '2026-01-01', to: null });
      expect(periodReachesRefusion(covered)).toBe(true);
      expect(await listed(covered, '2026-12-01')).toEqual([['nemRefusion', '2026-12-07', false, true]]);
    });

    it('an open period keeps all three deadlines, not marked closed', async () => {
      expect(await listed(closed(null), '2026-11-30')).toEqual([
        ['conversation', '2026-11-30', true, false],
        ['employerPeriod', '2026-12-01', false, false],
        ['nemRefusion', '2026-12-07', false, false],
      ]);
    });
  });
});
