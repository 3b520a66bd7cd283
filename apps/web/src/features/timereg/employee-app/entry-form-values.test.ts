import { describe, expect, it } from 'vitest';
import {
  absenceDayHours,
  breakToggleShown,
  editEntryValues,
  entryBody,
  newEntryValues,
  previewHours,
  withType,
} from './entry-form-values';
import { DEFAULT_SETTINGS, entry, ownSettings, setting } from './test-fixtures';

const S = DEFAULT_SETTINGS;

describe('the registration form values', () => {
  it("starts a new day as work with the default week's times and the break included", () => {
    expect(newEntryValues('2025-03-05', S)).toMatchObject({
      type: 'work',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
    });
    expect(newEntryValues('2025-03-07', S)).toMatchObject({ startTime: '08:00', endTime: '15:30' });
  });

  it('computes 08:00–16:00 with the break as 7.5 hours, without it as 8', () => {
    const values = newEntryValues('2025-03-05', S);
    expect(previewHours(values, S)).toBe(7.5);
    expect(previewHours({ ...values, breakWasIncluded: false }, S)).toBe(8);
  });

  it('never subtracts the break from overtime (§5: the toggle is hidden)', () => {
    const overtime = withType(newEntryValues('2025-03-05', S), 'overtime', S);
    expect(previewHours(overtime, S)).toBe(8);
    expect(entryBody(overtime, S)).toMatchObject({ type: 'overtime', breakWasIncluded: false });
  });

  it('turns multi-day off and resets the hours to 0.5 when changing to a non-absence type (§5)', () => {
    const holiday = {
      ...withType(newEntryValues('2025-03-05', S), 'holiday', S),
      multiDay: true,
      toDate: '2025-03-07',
    };
    expect(holiday.hours).toBe(7.5);
    expect(withType(holiday, 'work', S)).toMatchObject({
      type: 'work',
      multiDay: false,
      toDate: null,
      hours: 0.5,
    });
    expect(withType(holiday, 'sickLeave', S)).toMatchObject({ multiDay: true, toDate: '2025-03-07' });
  });

  it('sends a work day with its times, break and trimmed note', () => {
    expect(entryBody({ ...newEntryValues('2025-03-05', S), note: '  Lager  ' }, S)).toEqual({
      type: 'work',
      date: '2025-03-05',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
      note: 'Lager',
    });
  });

  it('sends a multi-day absence as a period, and a one-day absence with its hours', () => {
    const holiday = withType(newEntryValues('2025-03-05', S), 'holiday', S);
    expect(entryBody({ ...holiday, multiDay: true, toDate: '2025-03-07' }, S)).toEqual({
      type: 'holiday',
      date: '2025-03-05',
      toDate: '2025-03-07',
      note: '',
    });
    expect(entryBody({ ...holiday, hours: 3.75 }, S)).toEqual({
      type: 'holiday',
      date: '2025-03-05',
      hours: 3.75,
      note: '',
    });
  });

  it('sends empty fields so the schema names them', () => {
    const sick = withType(newEntryValues('2025-03-05', S), 'sickLeave', S);
    expect(entryBody({ ...sick, date: null, hours: '' }, S)).toEqual({
      type: 'sickLeave',
      date: '',
      note: '',
    });
  });

  it('keeps the times of an absence that was registered with them', () => {
    const values = editEntryValues(entry({ type: 'timeOff', startTime: '12:00', endTime: '14:00' }), S);
    expect(entryBody(values, S)).toMatchObject({ type: 'timeOff', startTime: '12:00', endTime: '14:00' });
    expect(entryBody(values, S)).not.toHaveProperty('hours');
  });

  it('reads an entry back unchanged, so an untouched edit sends the same body', () => {
    const stored = entry({ note: 'Lager' });
    expect(entryBody(editEntryValues(stored, S), S)).toEqual({
      type: 'work',
      date: '2025-03-03',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
      note: 'Lager',
    });
  });
});

describe("the registration form follows the employee's own setting", () => {
  const fourDays = ownSettings(
    setting({ createdDate: '2025-01-01', breakDuration: 45 }, [
      { day: 1, from: '07:00', end: '15:00', notWorking: false },
      { day: 5, from: '07:00', end: '13:00', notWorking: false },
      { day: 3, from: '08:00', end: '16:00', notWorking: true },
    ]),
  );

  it("starts a new day at that weekday's norm, and a day off ('Fri') at the default week's", () => {
    expect(newEntryValues('2025-03-03', fourDays)).toMatchObject({ startTime: '07:00', endTime: '15:00' });
    expect(newEntryValues('2025-03-07', fourDays)).toMatchObject({ startTime: '07:00', endTime: '13:00' });
    // Wednesday is 'Fri' in this norm week; Saturday too, as in the default one.
    expect(newEntryValues('2025-03-05', fourDays)).toMatchObject({ startTime: '08:00', endTime: '16:00' });
    expect(newEntryValues('2025-03-08', fourDays)).toMatchObject({ startTime: '08:00', endTime: '16:00' });
    // Before the setting applies, the company's default week does.
    expect(newEntryValues('2024-12-27', fourDays)).toMatchObject({ startTime: '08:00', endTime: '15:30' });
  });

  it("previews with the setting's break: 08:00–16:00 less 45 minutes is 7.25 hours", () => {
    const values = { ...newEntryValues('2025-03-04', fourDays), startTime: '08:00', endTime: '16:00' };
    expect(previewHours(values, fourDays)).toBe(7.25);
    expect(previewHours(values, S)).toBe(7.5);
  });

  it('hides the toggle for a paid break or a paid-hourly employee, never subtracting or sending the break', () => {
    for (const own of [setting({ paidBreak: true }), setting({ isPaidHourly: true })]) {
      const settings = ownSettings(own);
      const values = newEntryValues('2025-03-05', settings);
      expect(breakToggleShown(values, settings)).toBe(false);
      expect(previewHours(values, settings)).toBe(8);
      expect(entryBody(values, settings)).toMatchObject({ breakWasIncluded: false });
    }
    expect(breakToggleShown(newEntryValues('2025-03-05', S), S)).toBe(true);
  });

  it("gives holiday 7.5 hours a day, and time off and sick leave the day's scheduled hours", () => {
    expect(absenceDayHours('holiday', '2025-03-07', fourDays)).toBe(7.5);
    expect(absenceDayHours('sickLeave', '2025-03-07', fourDays)).toBe(5.25);
    expect(absenceDayHours('timeOff', '2025-03-03', fourDays)).toBe(7.25);
    expect(absenceDayHours('sickLeave', '2025-03-07', S)).toBe(7);
    // A day without norm hours, or without a date, starts from a standard day.
    expect(absenceDayHours('sickLeave', '2025-03-05', fourDays)).toBe(7.5);
    expect(absenceDayHours('timeOff', null, fourDays)).toBe(7.5);

    const work = newEntryValues('2025-03-07', fourDays);
    const sick = withType(work, 'sickLeave', fourDays);
    expect(sick.hours).toBe(5.25);
    // Untouched hours follow the type; typed ones stay.
    expect(withType(sick, 'holiday', fourDays).hours).toBe(7.5);
    expect(withType({ ...sick, hours: 2 }, 'holiday', fourDays).hours).toBe(2);
  });
});
