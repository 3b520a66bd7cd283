import { afterEach, describe, expect, it, vi } from 'vitest';
import { agreementFollowUpSchema, agreementFormSchema } from '../agreements/agreement-contracts';
import { followUpBase, followUpDateTime } from '../agreements/agreement-dates';
import { FOLLOW_UP_OPTIONS } from '../agreements/agreement-types';
import { employeeUpdateSchema, newEmployeeSchema } from '../employees/employee-contracts';
import {
  addYearsIso,
  agreementDateRange,
  DATE_BOUND_MESSAGES,
  isAgreementDateInRange,
  isNotInPast,
  isStartDateInRange,
  latestStartDate,
} from './date-bounds';

afterEach(() => vi.useRealTimers());

/** Danish today is 27.11.2026 (noon UTC). */
function onTheTwentySeventh() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
}

const fieldMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the date bounds (issue 24)', () => {
  it('moves by calendar years, 29 February to 28 February', () => {
    expect(addYearsIso('2026-11-27', 1)).toBe('2027-11-27');
    expect(addYearsIso('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYearsIso('2026-11-27', -5)).toBe('2021-11-27');
  });

  it('lets a start date be at most a year ahead, and any day before', () => {
    expect(isStartDateInRange('2027-11-27', '2026-11-27')).toBe(true);
    expect(isStartDateInRange('2027-11-28', '2026-11-27')).toBe(false);
    expect(isStartDateInRange('1990-01-01', '2026-11-27')).toBe(true);
  });

  it('keeps an agreement within five years either side of today, both ends included', () => {
    expect(isAgreementDateInRange('2021-11-27', '2026-11-27')).toBe(true);
    expect(isAgreementDateInRange('2021-11-26', '2026-11-27')).toBe(false);
    expect(isAgreementDateInRange('2031-11-27', '2026-11-27')).toBe(true);
    expect(isAgreementDateInRange('2031-11-28', '2026-11-27')).toBe(false);
  });

  it("gives the web's pickers the same ends the checks use", () => {
    expect(latestStartDate('2026-11-27')).toBe('2027-11-27');
    expect(latestStartDate('2028-02-29')).toBe('2029-02-28');
    expect(agreementDateRange('2026-11-27')).toEqual({ min: '2021-11-27', max: '2031-11-27' });
    onTheTwentySeventh();
    expect(latestStartDate()).toBe('2027-11-27');
  });

  it('lets a follow-up be today or later', () => {
    expect(isNotInPast('2026-11-27', '2026-11-27')).toBe(true);
    expect(isNotInPast('2026-11-26', '2026-11-27')).toBe(false);
  });
});

describe('the schemas read the bounds with a Danish message', () => {
  const agreement = { title: 'T', regardingId: 'e1', agreementType: '1 til 1', time: '10:00' };
  const employee = { firstName: 'A', lastName: 'B', jobPosition: 'C', email: 'a@b.dk' };

  it('refuses an agreement more than five years away', () => {
    onTheTwentySeventh();
    expect(agreementFormSchema.safeParse({ ...agreement, date: '2031-11-27' }).success).toBe(true);
    expect(fieldMessages(agreementFormSchema.safeParse({ ...agreement, date: '2031-11-28' }))).toEqual({
      date: DATE_BOUND_MESSAGES.agreementDateOutOfRange,
    });
    expect(fieldMessages(agreementFormSchema.safeParse({ ...agreement, date: '2021-11-26' }))).toEqual({
      date: 'Datoen skal ligge højst fem år før eller efter i dag',
    });
  });

  it('refuses a follow-up in the past', () => {
    onTheTwentySeventh();
    expect(agreementFollowUpSchema.safeParse({ date: '2026-11-27', time: '10:00' }).success).toBe(true);
    expect(fieldMessages(agreementFollowUpSchema.safeParse({ date: '2026-11-26', time: '10:00' }))).toEqual({
      date: 'Opfølgningen kan ikke ligge i fortiden',
    });
  });

  it('refuses a start date more than a year ahead, on creation and on the profile', () => {
    onTheTwentySeventh();
    expect(newEmployeeSchema.safeParse({ ...employee, startDate: '2027-11-27' }).success).toBe(true);
    expect(fieldMessages(newEmployeeSchema.safeParse({ ...employee, startDate: '2027-11-28' }))).toEqual({
      startDate: 'Ansættelsesdatoen kan højst ligge et år ude i fremtiden',
    });
    const update = { firstName: 'A', lastName: 'B', jobPosition: 'C', employmentStatus: 'active' };
    expect(fieldMessages(employeeUpdateSchema.safeParse({ ...update, startDate: '2030-01-01' }))).toEqual({
      startDate: 'Ansættelsesdatoen kan højst ligge et år ude i fremtiden',
    });
    expect(employeeUpdateSchema.safeParse({ ...update, startDate: '' }).success).toBe(true);
  });
});

describe("'Book opfølgning?' counts from the agreement's date or today, whichever is later", () => {
  const week = FOLLOW_UP_OPTIONS['1 til 1']!.offsets.find((option) => option.key === '7d')!;
  const now = new Date('2026-11-27T12:00:00Z');

  it("counts from the agreement's own date when it is still to come", () => {
    const base = followUpBase('2026-12-10T09:00:00Z', now);
    expect(followUpDateTime(base, week, '10:00').date).toBe('2026-12-17');
  });

  it('counts from today when the agreement was earlier', () => {
    const base = followUpBase('2026-10-01T09:00:00Z', now);
    expect(followUpDateTime(base, week, '10:00').date).toBe('2026-12-04');
  });
});
