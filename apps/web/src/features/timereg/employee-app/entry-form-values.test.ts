import { describe, expect, it } from 'vitest';
import { editEntryValues, entryBody, newEntryValues, previewHours, withType } from './entry-form-values';
import { entry } from './test-fixtures';

describe('the registration form values', () => {
  it("starts a new day as work with the default week's times and the break included", () => {
    expect(newEntryValues('2025-03-05')).toMatchObject({
      type: 'work',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
    });
    expect(newEntryValues('2025-03-07')).toMatchObject({ startTime: '08:00', endTime: '15:30' });
  });

  it('computes 08:00–16:00 with the break as 7.5 hours, without it as 8', () => {
    const values = newEntryValues('2025-03-05');
    expect(previewHours(values)).toBe(7.5);
    expect(previewHours({ ...values, breakWasIncluded: false })).toBe(8);
  });

  it('never subtracts the break from overtime (§5: the toggle is hidden)', () => {
    const overtime = withType(newEntryValues('2025-03-05'), 'overtime');
    expect(previewHours(overtime)).toBe(8);
    expect(entryBody(overtime)).toMatchObject({ type: 'overtime', breakWasIncluded: false });
  });

  it('turns multi-day off and resets the hours to 0.5 when changing to a non-absence type (§5)', () => {
    const holiday = {
      ...withType(newEntryValues('2025-03-05'), 'holiday'),
      multiDay: true,
      toDate: '2025-03-07',
    };
    expect(holiday.hours).toBe(7.5);
    expect(withType(holiday, 'work')).toMatchObject({
      type: 'work',
      multiDay: false,
      toDate: null,
      hours: 0.5,
    });
    expect(withType(holiday, 'sickLeave')).toMatchObject({ multiDay: true, toDate: '2025-03-07' });
  });

  it('sends a work day with its times, break and trimmed note', () => {
    expect(entryBody({ ...newEntryValues('2025-03-05'), note: '  Lager  ' })).toEqual({
      type: 'work',
      date: '2025-03-05',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
      note: 'Lager',
    });
  });

  it('sends a multi-day absence as a period, and a one-day absence with its hours', () => {
    const holiday = withType(newEntryValues('2025-03-05'), 'holiday');
    expect(entryBody({ ...holiday, multiDay: true, toDate: '2025-03-07' })).toEqual({
      type: 'holiday',
      date: '2025-03-05',
      toDate: '2025-03-07',
      note: '',
    });
    expect(entryBody({ ...holiday, hours: 3.75 })).toEqual({
      type: 'holiday',
      date: '2025-03-05',
      hours: 3.75,
      note: '',
    });
  });

  it('sends empty fields so the schema names them', () => {
    const sick = withType(newEntryValues('2025-03-05'), 'sickLeave');
    expect(entryBody({ ...sick, date: null, hours: '' })).toEqual({ type: 'sickLeave', date: '', note: '' });
  });

  it('keeps the times of an absence that was registered with them', () => {
    const values = editEntryValues(entry({ type: 'timeOff', startTime: '12:00', endTime: '14:00' }));
    expect(entryBody(values)).toMatchObject({ type: 'timeOff', startTime: '12:00', endTime: '14:00' });
    expect(entryBody(values)).not.toHaveProperty('hours');
  });

  it('reads an entry back unchanged, so an untouched edit sends the same body', () => {
    const stored = entry({ note: 'Lager' });
    expect(entryBody(editEntryValues(stored))).toEqual({
      type: 'work',
      date: '2025-03-03',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
      note: 'Lager',
    });
  });
});
