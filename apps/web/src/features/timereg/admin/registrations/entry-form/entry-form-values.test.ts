import { describe, expect, it } from 'vitest';
import { employee, entry } from '../test-fixtures';
import {
  editEntryValues,
  entryBody,
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
    expect(withType(overtime, 'work')).toMatchObject({ startTime: '08:00', endTime: '16:00' });
    const changed = { ...overtime, endTime: '18:00' };
    expect(withType(changed, 'work')).toMatchObject({ startTime: '16:00', endTime: '18:00' });
  });

  it('computes 08:00–16:00 with the 30-minute break as 7.5 hours, without it as 8', () => {
    const values = {
      ...newEntryValues(anna, '2025-06-04'),
      type: 'work' as const,
      startTime: '08:00',
      endTime: '16:00',
    };
    expect(previewHours(values, anna)).toBe(7.5);
    expect(previewHours({ ...values, breakWasIncluded: false }, anna)).toBe(8);
  });

  it('hides the break toggle for overtime, paid-hourly and paid-break employees', () => {
    expect(showBreakToggle({ type: 'work' }, anna)).toBe(true);
    expect(showBreakToggle({ type: 'overtime' }, anna)).toBe(false);
    expect(showBreakToggle({ type: 'work' }, employee({ isPaidHourly: true }))).toBe(false);
    expect(showBreakToggle({ type: 'work' }, employee({ paidBreak: true }))).toBe(false);
  });

  it('resets the hours to 0.5 and turns multi-day off when the type becomes a non-absence', () => {
    const sick = newEntryValues(employee({ employmentStatus: 'sickLeave' }), '2025-06-04');
    expect(sick).toMatchObject({ type: 'sickLeave', hours: 7.5 });
    const holiday = { ...withType(sick, 'holiday'), multiDay: true, toDate: '2025-06-10' };
    expect(holiday.hours).toBe(7.5);
    const work = withType(holiday, 'work');
    expect(work).toMatchObject({ multiDay: false, toDate: null, hours: NON_ABSENCE_HOURS });
    expect(withType(work, 'timeOff').hours).toBe(NON_ABSENCE_HOURS);
  });

  it('sends only the fields of the kind of registration', () => {
    const base = { ...newEntryValues(anna, '2025-06-04'), startTime: '08:00', endTime: '16:00' };
    expect(entryBody({ ...base, type: 'work' }, anna)).toEqual({
      type: 'work',
      date: '2025-06-04',
      note: '',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
    });
    // Overtime has no break toggle, so a stale 'on' is not sent.
    expect(entryBody({ ...base, type: 'overtime' }, anna)).toMatchObject({ breakWasIncluded: false });
    expect(entryBody({ ...base, type: 'sickLeave', hours: '3,5' }, anna)).toEqual({
      type: 'sickLeave',
      date: '2025-06-04',
      note: '',
      hours: 3.5,
    });
    expect(entryBody({ ...base, type: 'holiday', multiDay: true, toDate: '2025-06-10' }, anna)).toEqual({
      type: 'holiday',
      date: '2025-06-04',
      note: '',
      toDate: '2025-06-10',
    });
  });

  it('counts a change only when it would send something different', () => {
    const initial = editEntryValues(entry(), anna.id);
    expect(hasChanges(initial, initial, anna)).toBe(false);
    expect(hasChanges({ ...initial, note: '  ' }, initial, anna)).toBe(false);
    expect(hasChanges({ ...initial, endTime: '16:15' }, initial, anna)).toBe(true);
  });
});
