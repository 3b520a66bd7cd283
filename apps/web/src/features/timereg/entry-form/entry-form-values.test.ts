import { describe, expect, it } from 'vitest';
import { normSources } from '../../../lib/shared-api/get-employee-timereg-settings';
import {
  employee,
  entry,
  normSettingsResponse,
  timeLogSetting,
  weekWith,
} from '../admin/registrations/test-fixtures';
import {
  editEntryValues,
  entryBody,
  entryRules,
  followNorm,
  hasChanges,
  initialType,
  NON_ABSENCE_HOURS,
  newEntryValues,
  previewHours,
  showBreakToggle,
  withType,
} from './entry-form-values';

const anna = employee();

describe('entry form values', () => {
  it('starts with the type of the employment status (time-registration §9)', () => {
    expect(initialType(employee({ employmentStatus: 'active' }))).toBe('overtime');
    expect(initialType(employee({ employmentStatus: 'sickLeave' }))).toBe('sickLeave');
    expect(initialType(employee({ employmentStatus: 'leave' }))).toBe('timeOff');
    expect(initialType(employee({ employmentStatus: 'something new' }))).toBe('overtime');
  });

  it('starts overtime as the half hour after the norm day, other types with the norm day', () => {
    expect(newEntryValues(anna, '2025-06-04')).toMatchObject({
      type: 'overtime',
      startTime: '16:00',
      endTime: '16:30',
    });
    const sick = newEntryValues(employee({ employmentStatus: 'sickLeave' }), '2025-06-06');
    expect(sick).toMatchObject({ startTime: '08:00', endTime: '15:30', hours: 7 });
  });

  it('moves times the admin has not changed along with the type', () => {
    const overtime = newEntryValues(anna, '2025-06-04');
    expect(withType(overtime, 'work', anna)).toMatchObject({ startTime: '08:00', endTime: '16:00' });
    const changed = { ...overtime, endTime: '18:00' };
    expect(withType(changed, 'work', anna)).toMatchObject({ startTime: '16:00', endTime: '18:00' });
  });

  it('hides the break toggle for overtime, paid-hourly and paid-break employees', () => {
    const day = '2025-06-04';
    expect(showBreakToggle({ type: 'work', date: day }, anna)).toBe(true);
    expect(showBreakToggle({ type: 'overtime', date: day }, anna)).toBe(false);
    expect(showBreakToggle({ type: 'work', date: day }, employee({ isPaidHourly: true }))).toBe(false);
    expect(showBreakToggle({ type: 'work', date: day }, employee({ paidBreak: true }))).toBe(false);
  });

  it('resets the hours to 0.5 and turns multi-day off when the type becomes a non-absence, and back to a day', () => {
    const sick = newEntryValues(employee({ employmentStatus: 'sickLeave' }), '2025-06-04');
    expect(sick).toMatchObject({ type: 'sickLeave', hours: 7.5 });
    const holiday = { ...withType(sick, 'holiday', anna), multiDay: true, toDate: '2025-06-10' };
    expect(holiday.hours).toBe(7.5);
    const work = withType(holiday, 'work', anna);
    expect(work).toMatchObject({ multiDay: false, toDate: null, hours: NON_ABSENCE_HOURS });
    // Issue 17: back to an absence, the hours start at the whole day again (the day's norm), not at 0.5.
    expect(withType(work, 'timeOff', anna).hours).toBe(7.5);
    expect(withType(withType(holiday, 'overtime', anna), 'holiday', anna).hours).toBe(7.5);
  });

  it('counts a change only when it would send something different', () => {
    const initial = editEntryValues(entry(), anna.id);
    expect(hasChanges(initial, initial, anna)).toBe(false);
    expect(hasChanges({ ...initial, note: '  ' }, initial, anna)).toBe(false);
    expect(hasChanges({ ...initial, endTime: '16:15' }, initial, anna)).toBe(true);
  });

  describe("with the employee's norm settings", () => {
    const friday = '2025-06-06';
    const own = timeLogSetting({
      breakDuration: 45,
      weeklySchedule: weekWith({ 5: { from: '07:00', end: '13:00', notWorking: false } }),
    });
    const withOwn = entryRules(anna, normSources(normSettingsResponse({ individual: true, own: [own] })));

    it("takes the default times, the break and an absence's hours from the setting in force on the day", () => {
      const values = newEntryValues(anna, friday, withOwn);
      expect(values).toMatchObject({ type: 'overtime', startTime: '13:00', endTime: '13:30' });
      const work = withType(values, 'work', withOwn);
      expect(work).toMatchObject({ startTime: '07:00', endTime: '13:00' });
      expect(previewHours(work, withOwn)).toBe(5.25);
      const sick = employee({ employmentStatus: 'sickLeave' });
      expect(newEntryValues(sick, friday, entryRules(sick, withOwn?.settings)).hours).toBe(5.25);
      // Untouched sick-leave hours follow to holiday's standard 7.5 hours (issue 17); typed hours would stay.
      expect(withType(newEntryValues(sick, friday, withOwn), 'holiday', withOwn).hours).toBe(7.5);
      const typed = { ...newEntryValues(sick, friday, withOwn), hours: 3 };
      expect(withType(typed, 'holiday', withOwn).hours).toBe(3);
    });

    it("leaves the employee's own settings out while they are switched off", () => {
      const off = entryRules(anna, normSources(normSettingsResponse({ individual: false, own: [own] })));
      expect(withType(newEntryValues(anna, friday, off), 'work', off)).toMatchObject({
        startTime: '08:00',
        endTime: '15:30',
      });
    });

    it('hides the break toggle and sends no break on a day the employee is paid hourly', () => {
      const hourly = entryRules(
        anna,
        normSources(normSettingsResponse({ company: [timeLogSetting({ isPaidHourly: true })] })),
      );
      const work = withType(newEntryValues(anna, friday, hourly), 'work', hourly);
      expect(showBreakToggle(work, hourly)).toBe(false);
      expect(entryBody(work, hourly)).toMatchObject({ breakWasIncluded: false });
      expect(previewHours(work, hourly)).toBe(7.5);
    });

    it('moves defaults the admin has not changed when the settings arrive, and keeps the rest', () => {
      const sick = employee({ employmentStatus: 'sickLeave' });
      const before = newEntryValues(sick, friday, sick);
      expect(before).toMatchObject({ startTime: '08:00', endTime: '15:30', hours: 7 });
      const rules = entryRules(sick, withOwn?.settings);
      const previous = { rules: sick, date: friday };
      expect(followNorm(before, previous, rules)).toMatchObject({
        startTime: '07:00',
        endTime: '13:00',
        hours: 5.25,
      });
      const typed = { ...before, endTime: '14:00', hours: 3 };
      expect(followNorm(typed, previous, rules)).toBe(typed);
      // A registration being changed keeps its hours.
      expect(followNorm(before, previous, rules, { hours: false }).hours).toBe(7);
    });
  });
});
