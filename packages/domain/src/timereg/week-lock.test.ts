import { describe, expect, it } from 'vitest';
import {
  canRegister,
  canToggleWeekApproval,
  earliestEffectiveFrom,
  effectiveFromRefusal,
  isDayLocked,
  isWeekLocked,
  lockDate,
  lockReason,
  weekLockReason,
} from './week-lock';

describe('lockReason and isWeekLocked (time-registration §4, docs/rules/timereg.md#ruling-12)', () => {
  it('locks every week before the week of 2024-08-05 (a Monday) and opens that week', () => {
    expect(lockReason({ date: '2024-08-04' })).toBe('beforeCutoff');
    expect(lockReason({ date: '2024-07-29' })).toBe('beforeCutoff');
    expect(lockReason({ date: '2023-12-31' })).toBe('beforeCutoff');
    expect(lockReason({ date: '2024-08-05' })).toBeNull();
    expect(lockReason({ date: '2024-08-11' })).toBeNull();
    expect(isWeekLocked({ date: '2024-08-04' })).toBe(true);
    expect(isWeekLocked({ date: '2024-08-05' })).toBe(false);
  });

  it('locks the days before the start date, and the week only when it ends before it', () => {
    // Starts Wednesday 2025-03-05 (week 10, Monday 3 March to Sunday 9 March).
    const starter = { employeeStartDate: '2025-03-05' };
    expect(lockReason({ ...starter, date: '2025-03-02' })).toBe('beforeStart');
    expect(lockReason({ ...starter, date: '2025-03-03' })).toBe('beforeStart');
    expect(lockReason({ ...starter, date: '2025-03-04' })).toBe('beforeStart');
    expect(lockReason({ ...starter, date: '2025-03-05' })).toBeNull();
    expect(lockReason({ ...starter, date: '2025-03-09' })).toBeNull();
    expect(weekLockReason({ ...starter, date: '2025-03-02' })).toBe('beforeStart');
    expect(weekLockReason({ ...starter, date: '2025-03-03' })).toBeNull();
    expect(isWeekLocked({ ...starter, date: '2025-03-04' })).toBe(false);
  });

  it("locks the company's 'Låst til og med' date itself and every day before it (docs/rules/timereg.md#ruling-29)", () => {
    // Issue 23: with 2026-05-31 (a Sunday) the days 26–30 May stayed open; now all of week 22 is locked.
    const may = { companyLockDate: '2026-05-31' };
    for (const date of ['2026-05-25', '2026-05-26', '2026-05-30', '2026-05-31']) {
      expect(lockReason({ ...may, date })).toBe('beforeCompanyLock');
      expect(isDayLocked({ ...may, date })).toBe(true);
    }
    expect(lockReason({ ...may, date: '2026-06-01' })).toBeNull();
    expect(weekLockReason({ ...may, date: '2026-05-26' })).toBe('beforeCompanyLock');
    expect(weekLockReason({ ...may, date: '2026-06-01' })).toBeNull();
    // With 2026-06-03 (a Wednesday) 1–3 June stayed open; now they are locked, 4 June on is open.
    const june = { companyLockDate: '2026-06-03' };
    expect(lockReason({ ...june, date: '2026-06-01' })).toBe('beforeCompanyLock');
    expect(lockReason({ ...june, date: '2026-06-03' })).toBe('beforeCompanyLock');
    expect(lockReason({ ...june, date: '2026-06-04' })).toBeNull();
    expect(lockReason({ ...june, date: '2026-06-07' })).toBeNull();
    // The week the date cuts through is not approved as a whole: the admin can still approve it.
    expect(weekLockReason({ ...june, date: '2026-06-01' })).toBeNull();
    expect(isWeekLocked({ ...june, date: '2026-06-07' })).toBe(false);
    expect(canToggleWeekApproval({ ...june, date: '2026-06-01' })).toBe(true);
    expect(canToggleWeekApproval({ ...june, date: '2026-05-31' })).toBe(false);
  });

  it('uses the latest of the cut-off, the start date and the day after the company lock date', () => {
    const both = { employeeStartDate: '2025-02-03', companyLockDate: '2025-03-03' };
    expect(lockDate(both)).toBe('2025-03-04');
    expect(lockDate({ employeeStartDate: '2025-03-05', companyLockDate: '2025-03-03' })).toBe('2025-03-05');
    expect(lockDate({ employeeStartDate: '2020-01-01', companyLockDate: null })).toBe('2024-08-05');
    expect(lockDate({})).toBe('2024-08-05');
    expect(lockReason({ ...both, date: '2025-02-10' })).toBe('beforeCompanyLock');
    expect(lockReason({ ...both, date: '2025-01-27' })).toBe('beforeStart');
    expect(lockReason({ ...both, date: '2025-03-03' })).toBe('beforeCompanyLock');
    expect(lockReason({ ...both, date: '2025-03-04' })).toBeNull();
    // An early start date or lock date never reopens the weeks before the cut-off.
    expect(
      lockReason({ employeeStartDate: '2020-01-01', companyLockDate: '2021-01-01', date: '2024-07-01' }),
    ).toBe('beforeCutoff');
  });

  it('locks approved weeks by their week-year key, also across a year boundary', () => {
    const approvedWeeks = ['1-2025', '53-2026'];
    expect(lockReason({ approvedWeeks, date: '2024-12-30' })).toBe('approved');
    expect(lockReason({ approvedWeeks, date: '2025-01-05' })).toBe('approved');
    expect(lockReason({ approvedWeeks, date: '2025-01-06' })).toBeNull();
    expect(lockReason({ approvedWeeks, date: '2027-01-01' })).toBe('approved');
    expect(lockReason({ approvedWeeks, date: '2024-12-29' })).toBeNull();
    expect(isWeekLocked({ approvedWeeks, date: '2026-12-31' })).toBe(true);
  });

  it('reads a zero-padded key as the same week and ignores malformed keys', () => {
    expect(lockReason({ approvedWeeks: ['01-2025'], date: '2025-01-02' })).toBe('approved');
    expect(lockReason({ approvedWeeks: ['x', '54-2025', ''], date: '2025-01-02' })).toBeNull();
  });

  it('names the date rule before approval when both apply', () => {
    expect(lockReason({ approvedWeeks: ['31-2024'], date: '2024-08-01' })).toBe('beforeCutoff');
  });

  it('refuses malformed dates', () => {
    expect(() => lockReason({ date: '2025-13-01' })).toThrow(RangeError);
    expect(() => lockReason({ date: '2025-03-03', employeeStartDate: '03-03-2025' })).toThrow(RangeError);
    expect(() => lockDate({ companyLockDate: '2025-02-30' })).toThrow(RangeError);
  });
});

describe('canToggleWeekApproval', () => {
  it('lets the admin approve an open week and reopen an approved one, never a week before the lock date', () => {
    expect(canToggleWeekApproval({ date: '2025-03-03' })).toBe(true);
    expect(canToggleWeekApproval({ date: '2025-03-03', approvedWeeks: ['10-2025'] })).toBe(true);
    expect(canToggleWeekApproval({ date: '2024-08-01' })).toBe(false);
    expect(canToggleWeekApproval({ date: '2025-03-02', employeeStartDate: '2025-03-05' })).toBe(false);
    expect(canToggleWeekApproval({ date: '2025-03-02', companyLockDate: '2025-03-03' })).toBe(false);
    expect(canToggleWeekApproval({ date: '2025-03-02', companyLockDate: '2025-03-02' })).toBe(false);
    expect(canToggleWeekApproval({ date: '2025-03-02', companyLockDate: '2025-03-01' })).toBe(true);
  });
});

describe('canRegister (time-registration §5)', () => {
  it('needs app access, no exemption and an employment that is not inactive', () => {
    expect(
      canRegister({ employmentStatus: 'active', mobileAccess: true, timeRegistrationExempt: false }),
    ).toBe(true);
    expect(
      canRegister({ employmentStatus: 'sickLeave', mobileAccess: true, timeRegistrationExempt: false }),
    ).toBe(true);
    expect(canRegister({ employmentStatus: 'leave', mobileAccess: true })).toBe(true);
    expect(canRegister({ employmentStatus: null, mobileAccess: true })).toBe(true);
    expect(
      canRegister({ employmentStatus: 'inactive', mobileAccess: true, timeRegistrationExempt: false }),
    ).toBe(false);
    expect(
      canRegister({ employmentStatus: 'active', mobileAccess: false, timeRegistrationExempt: false }),
    ).toBe(false);
    expect(canRegister({ employmentStatus: 'active', mobileAccess: null })).toBe(false);
    expect(
      canRegister({ employmentStatus: 'active', mobileAccess: true, timeRegistrationExempt: true }),
    ).toBe(false);
  });
});

describe("earliestEffectiveFrom and effectiveFromRefusal: a norm setting's 'Gælder fra' (issue 23)", () => {
  it('reaches back to the start date when nothing is approved or locked', () => {
    expect(earliestEffectiveFrom({ employeeStartDate: '2026-03-01' })).toBe('2026-03-01');
    expect(effectiveFromRefusal('2026-03-01', { employeeStartDate: '2026-03-01' })).toBeNull();
    expect(effectiveFromRefusal('2026-02-28', { employeeStartDate: '2026-03-01' })).toEqual({
      reason: 'beforeStart',
      message: 'Gælder fra kan ikke være før medarbejderens startdato (01.03.2026).',
    });
    expect(earliestEffectiveFrom({})).toBe('2024-08-05');
  });

  it('starts after the last approved week and after the lock date', () => {
    const limits = {
      employeeStartDate: '2026-03-01',
      companyLockDate: '2026-03-31',
      approvedWeeks: ['15-2026'],
    };
    // Week 15 of 2026 is 6–12 April.
    expect(earliestEffectiveFrom(limits)).toBe('2026-04-13');
    expect(effectiveFromRefusal('2026-04-12', limits)).toEqual({
      reason: 'locked',
      message: 'Gælder fra kan ikke ligge i en godkendt eller låst uge. Vælg tidligst 13.04.2026.',
    });
    expect(effectiveFromRefusal('2026-04-13', limits)).toBeNull();
    expect(earliestEffectiveFrom({ companyLockDate: '2026-03-31' })).toBe('2026-04-01');
    // Before the start date but also locked: the lock is what stops it.
    expect(effectiveFromRefusal('2026-02-01', limits)?.reason).toBe('locked');
    expect(earliestEffectiveFrom({ approvedWeeks: ['x', '1-2026'] })).toBe('2026-01-05');
  });
});
