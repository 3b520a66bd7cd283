import { describe, expect, it } from 'vitest';
import { expandAbsence, MAX_PARENTAL_LEAVE_DAYS, maxAbsenceDays } from './absence-days';
import {
  absenceBalances,
  absenceDetailProblem,
  absenceDetailText,
  absenceTypeSettingsSchema,
  ageOn,
  DEFAULT_ABSENCE_TYPE_SETTINGS,
  formatAbsenceBalance,
  isTypeEnabled,
  quotaDaysOf,
  quotaOn,
  quotaRefusal,
  quotaRefusalText,
  uncreditedAbsenceTypes,
} from './absence-types';
import { findSecondAbsence } from './entry-conflicts';
import { isAbsenceType } from './entry-types';
import { newTimeEntrySchema } from './timereg-contracts';

const settings = {
  ...DEFAULT_ABSENCE_TYPE_SETTINGS,
  careDay: { ...DEFAULT_ABSENCE_TYPE_SETTINGS.careDay, enabled: true },
  seniorDay: { ...DEFAULT_ABSENCE_TYPE_SETTINGS.seniorDay, enabled: true, quotaDays: 3, fromAge: 60 },
};

describe('Omsorgsdag: 2 days per calendar year by default', () => {
  it('allows the second day and refuses the third of the same year', () => {
    const existing = [{ date: '2026-03-02', days: 1 }];
    expect(
      quotaRefusal({
        settings,
        type: 'careDay',
        birthDate: null,
        existing,
        adding: [{ date: '2026-11-02', days: 1 }],
      }),
    ).toBeNull();
    const refusal = quotaRefusal({
      settings,
      type: 'careDay',
      birthDate: null,
      existing: [...existing, { date: '2026-11-02', days: 1 }],
      adding: [{ date: '2026-12-31', days: 1 }],
    });
    expect(refusal).toEqual({ reason: 'quota', date: '2026-12-31', year: 2026, used: 3, quota: 2 });
    expect(quotaRefusalText('careDay', refusal!)).toBe(
      'Der er ikke flere omsorgsdage tilbage i 2026: 3 af 2 dage ville være brugt.',
    );
  });

  it('starts afresh on 1 January', () => {
    const existing = [
      { date: '2026-01-01', days: 1 },
      { date: '2026-12-31', days: 1 },
    ];
    expect(
      quotaRefusal({
        settings,
        type: 'careDay',
        birthDate: null,
        existing,
        adding: [{ date: '2027-01-01', days: 1 }],
      }),
    ).toBeNull();
    // A span across New Year counts each day in its own year.
    expect(
      quotaRefusal({
        settings,
        type: 'careDay',
        birthDate: null,
        existing: [{ date: '2026-06-01', days: 1 }],
        adding: [
          { date: '2026-12-31', days: 1 },
          { date: '2027-01-01', days: 1 },
          { date: '2027-01-04', days: 1 },
        ],
      }),
    ).toBeNull();
  });

  it('counts hours as their share of the day: two half days are one day', () => {
    expect(quotaDaysOf(3.75, 7.5)).toBe(0.5);
    expect(quotaDaysOf(7.5, 7.5)).toBe(1);
    expect(quotaDaysOf(8, 7.4)).toBe(1);
    expect(quotaDaysOf(4, 0)).toBe(1);
    const existing = [
      { date: '2026-02-02', days: 1 },
      { date: '2026-02-03', days: quotaDaysOf(3.75, 7.5) },
    ];
    expect(
      quotaRefusal({
        settings,
        type: 'careDay',
        birthDate: null,
        existing,
        adding: [{ date: '2026-02-04', days: 0.5 }],
      }),
    ).toBeNull();
    expect(
      quotaRefusal({
        settings,
        type: 'careDay',
        birthDate: null,
        existing,
        adding: [{ date: '2026-02-04', days: 1 }],
      }),
    ).toMatchObject({ reason: 'quota', used: 2.5 });
  });

  it('shows the balance as "1 af 2", with half days in Danish', () => {
    const [balance] = absenceBalances({
      settings,
      year: 2026,
      birthDate: null,
      used: {
        careDay: [
          { date: '2025-12-31', days: 1 },
          { date: '2026-05-05', days: 1 },
        ],
      },
    });
    expect(balance).toEqual({
      type: 'careDay',
      label: 'Omsorgsdag',
      year: 2026,
      quota: 2,
      used: 1,
      remaining: 1,
    });
    expect(formatAbsenceBalance(balance!)).toBe('1 af 2');
    expect(formatAbsenceBalance({ used: 1.5, quota: 2 })).toBe('1,50 af 2');
  });

  it('has no balance for a type the company does not use', () => {
    expect(
      absenceBalances({ settings: DEFAULT_ABSENCE_TYPE_SETTINGS, year: 2026, birthDate: null, used: {} }),
    ).toEqual([]);
  });
});

describe('Seniordag: from the age the company sets', () => {
  const birthDate = '1966-05-10';

  it('counts the age from the birthday on', () => {
    expect(ageOn(birthDate, '2026-05-09')).toBe(59);
    expect(ageOn(birthDate, '2026-05-10')).toBe(60);
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21);
    expect(ageOn('2004-02-29', '2026-03-01')).toBe(22);
  });

  it('has the quota on the birthday and none the day before', () => {
    expect(quotaOn(settings, 'seniorDay', '2026-05-09', birthDate)).toBe(0);
    expect(quotaOn(settings, 'seniorDay', '2026-05-10', birthDate)).toBe(3);
    expect(
      quotaRefusal({
        settings,
        type: 'seniorDay',
        birthDate,
        existing: [],
        adding: [{ date: '2026-05-10', days: 1 }],
      }),
    ).toBeNull();
    const refusal = quotaRefusal({
      settings,
      type: 'seniorDay',
      birthDate,
      existing: [],
      adding: [{ date: '2026-05-09', days: 1 }],
    });
    expect(refusal).toEqual({ reason: 'belowAge', date: '2026-05-09', age: 60 });
    expect(quotaRefusalText('seniorDay', refusal!)).toBe('Seniordage gives fra medarbejderen fylder 60 år.');
  });

  it('is refused without a birth date', () => {
    expect(
      quotaRefusal({
        settings,
        type: 'seniorDay',
        birthDate: null,
        existing: [],
        adding: [{ date: '2026-05-10', days: 1 }],
      }),
    ).toMatchObject({ reason: 'noBirthDate' });
  });

  it('gives the full quota in the year the age is reached', () => {
    const [, senior] = absenceBalances({ settings, year: 2026, birthDate, used: {} });
    expect(senior).toMatchObject({ type: 'seniorDay', quota: 3, used: 0, remaining: 3 });
    const [, before] = absenceBalances({ settings, year: 2025, birthDate, used: {} });
    expect(before).toMatchObject({ quota: 0 });
  });

  it('types without a quota are never refused by one', () => {
    expect(quotaOn(settings, 'course', '2026-01-01', null)).toBeNull();
    expect(
      quotaRefusal({
        settings,
        type: 'course',
        birthDate: null,
        existing: [],
        adding: [{ date: '2026-01-01', days: 9 }],
      }),
    ).toBeNull();
  });
});

describe('the company’s choice', () => {
  it('allows the always-on types and only the chosen optional ones', () => {
    expect(isTypeEnabled(settings, 'sickLeave')).toBe(true);
    expect(isTypeEnabled(settings, 'careDay')).toBe(true);
    expect(isTypeEnabled(settings, 'course')).toBe(false);
  });

  it('lists the types that do not stand in for the norm', () => {
    const chosen = { ...settings, course: { ...settings.course, standsInForNorm: false } };
    expect([...uncreditedAbsenceTypes(chosen)]).toEqual(['course']);
  });

  it('accepts the defaults and refuses a quota where none applies, or none where one does', () => {
    expect(absenceTypeSettingsSchema.safeParse(DEFAULT_ABSENCE_TYPE_SETTINGS).success).toBe(true);
    const quotaOnCourse = { ...settings, course: { ...settings.course, quotaDays: 2 } };
    expect(absenceTypeSettingsSchema.safeParse(quotaOnCourse).success).toBe(false);
    const noQuota = { ...settings, careDay: { ...settings.careDay, quotaDays: null } };
    expect(absenceTypeSettingsSchema.safeParse(noQuota).success).toBe(false);
    const young = { ...settings, seniorDay: { ...settings.seniorDay, fromAge: 10 } };
    const result = absenceTypeSettingsSchema.safeParse(young);
    expect(result.error?.issues[0]?.message).toBe('Alderen skal være mellem 18 og 80 år.');
  });
});

describe('the details of a registration', () => {
  it('Barns sygedag names its day, Barsel its kind and pay, Tjenestefri its pay', () => {
    expect(absenceDetailProblem({ type: 'childSick' })?.message).toBe('Vælg 1. eller 2. sygedag.');
    expect(absenceDetailProblem({ type: 'childSick', absenceKind: 'second' })).toBeNull();
    expect(absenceDetailProblem({ type: 'parentalLeave', absenceKind: 'paternity' })?.message).toBe(
      'Angiv, om virksomheden betaler løn.',
    );
    expect(absenceDetailProblem({ type: 'parentalLeave', absenceKind: 'first', withPay: true })?.path).toBe(
      'absenceKind',
    );
    expect(absenceDetailProblem({ type: 'leaveOfAbsence', withPay: false })).toBeNull();
    expect(absenceDetailProblem({ type: 'sickLeave', withPay: false })?.path).toBe('withPay');
    expect(absenceDetailText('parentalLeave', 'maternity', true)).toBe('Barselsorlov, med løn');
    expect(absenceDetailText('childSick', 'first', null)).toBe('1. dag');
    expect(absenceDetailText('leaveOfAbsence', null, false)).toBe('uden løn');
  });

  it('the form schema says what is missing', () => {
    const result = newTimeEntrySchema.safeParse({ type: 'childSick', date: '2026-03-02', hours: 7.5 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Vælg 1. eller 2. sygedag.']);
  });
});

describe('every new type is an absence', () => {
  it('joins the one-absence-a-day rule (docs/rules/timereg.md#ruling-30)', () => {
    const existing = [
      { id: 'a', date: '2026-03-02', type: 'careDay' as const, hours: 7.5, startTime: null, endTime: null },
    ];
    expect(isAbsenceType('course')).toBe(true);
    expect(
      findSecondAbsence(
        { date: '2026-03-02', type: 'sickLeave', hours: 7.5, startTime: null, endTime: null },
        existing,
      ),
    ).toBe(existing[0]);
  });

  it('Barsel may span up to two years, the rest one', () => {
    expect(maxAbsenceDays('parentalLeave')).toBe(MAX_PARENTAL_LEAVE_DAYS);
    expect(maxAbsenceDays('course')).toBe(366);
    const company = [
      {
        createdDate: '2024-01-01',
        breakDuration: 0,
        paidBreak: true,
        isPaidHourly: false,
        weeklySchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          day,
          notWorking: day > 5,
          from: '08:00',
          end: '15:30',
        })),
      },
    ];
    const days = expandAbsence({
      type: 'parentalLeave',
      from: '2026-01-05',
      to: '2027-06-30',
      settings: { individual: null, company },
    });
    expect(days.length).toBeGreaterThan(366);
    expect(() =>
      expandAbsence({
        type: 'course',
        from: '2026-01-05',
        to: '2027-06-30',
        settings: { individual: null, company },
      }),
    ).toThrow(RangeError);
    const long = newTimeEntrySchema.safeParse({
      type: 'parentalLeave',
      date: '2026-01-05',
      toDate: '2028-06-30',
      absenceKind: 'parental',
      withPay: false,
    });
    expect(long.error?.issues[0]?.message).toBe('Højst to år ad gangen');
  });
});
