import { DEFAULT_TIME_LOG_SETTING, type TimeLogSetting } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
// The employee app's stored entry: work on Monday 3 March 2025, 08:00–16:00 with the break.
import { entry } from '../employee-app/test-fixtures';
import {
  absenceDayHours,
  breakMinutes,
  breakToggleShown,
  type EntryFields,
  editEntryFields,
  entryBody,
  hoursOf,
  isTimed,
  needsOvernight,
  normDay,
  previewHours,
} from './entry-form-rules';

const S = DEFAULT_TIME_LOG_SETTING;

function setting(overrides: Partial<TimeLogSetting> = {}): TimeLogSetting {
  return { ...S, ...overrides };
}

/** Work on Wednesday 5 March 2025, 08:00–16:00 with the break included. */
function fields(overrides: Partial<EntryFields> = {}): EntryFields {
  return {
    type: 'work',
    date: '2025-03-05',
    multiDay: false,
    toDate: null,
    absenceWithTimes: false,
    startTime: '08:00',
    endTime: '16:00',
    overnight: false,
    breakWasIncluded: true,
    hours: 0.5,
    note: '',
    ...overrides,
  };
}

/** A norm week working Monday 07:00–15:00 and Friday 07:00–13:00 with a 45-minute break, Wednesday 'Fri'. */
const fourDays = setting({
  breakDuration: 45,
  weeklySchedule: S.weeklySchedule.map((day) =>
    day.day === 1
      ? { ...day, from: '07:00', end: '15:00' }
      : day.day === 5
        ? { ...day, from: '07:00', end: '13:00' }
        : day.day === 3
          ? { ...day, notWorking: true }
          : day,
  ),
});

describe('the registration form rules', () => {
  it('computes 08:00–16:00 with the 30-minute break as 7.5 hours, without it as 8, with 45 minutes as 7.25', () => {
    expect(previewHours(fields(), S)).toBe(7.5);
    expect(previewHours(fields({ breakWasIncluded: false }), S)).toBe(8);
    expect(previewHours(fields(), fourDays)).toBe(7.25);
    expect(previewHours(fields({ startTime: '' }), S)).toBeNull();
  });

  it('never subtracts the break from overtime (§5: the toggle is hidden)', () => {
    const overtime = fields({ type: 'overtime' });
    expect(breakToggleShown('overtime', S)).toBe(false);
    expect(previewHours(overtime, S)).toBe(8);
    expect(entryBody(overtime, S)).toMatchObject({ type: 'overtime', breakWasIncluded: false });
  });

  it('hides the toggle for a paid break or paid hourly, never subtracting or sending the break', () => {
    expect(breakToggleShown('work', S)).toBe(true);
    expect(breakMinutes(S)).toBe(30);
    for (const paid of [setting({ paidBreak: true }), setting({ isPaidHourly: true })]) {
      expect(breakToggleShown('work', paid)).toBe(false);
      expect(breakMinutes(paid)).toBe(0);
      expect(previewHours(fields(), paid)).toBe(8);
      expect(entryBody(fields(), paid)).toMatchObject({ breakWasIncluded: false });
    }
  });

  it('has times for work and overtime, and for a one-day absence registered with them', () => {
    expect(isTimed(fields())).toBe(true);
    expect(isTimed(fields({ type: 'overtime', multiDay: true }))).toBe(true);
    expect(isTimed(fields({ type: 'sickLeave' }))).toBe(false);
    expect(isTimed(fields({ type: 'sickLeave', absenceWithTimes: true }))).toBe(true);
    expect(isTimed(fields({ type: 'sickLeave', absenceWithTimes: true, multiDay: true }))).toBe(false);
  });

  it("takes the norm day's times, a day off ('Fri') and no date from the default week", () => {
    expect(normDay(fourDays, '2025-03-03')).toMatchObject({ from: '07:00', end: '15:00' });
    expect(normDay(fourDays, '2025-03-07')).toMatchObject({ from: '07:00', end: '13:00' });
    expect(normDay(fourDays, '2025-03-05')).toMatchObject({ from: '08:00', end: '16:00' });
    expect(normDay(fourDays, '2025-03-08')).toMatchObject({ from: '08:00', end: '16:00' });
    expect(normDay(S, '2025-03-07')).toMatchObject({ from: '08:00', end: '15:30' });
    // Without a date, Monday's.
    expect(normDay(fourDays, null)).toMatchObject({ from: '07:00', end: '15:00' });
  });

  it("gives holiday 7.5 hours a day, and time off and sick leave the day's scheduled hours", () => {
    expect(absenceDayHours('holiday', '2025-03-07', fourDays)).toBe(7.5);
    expect(absenceDayHours('sickLeave', '2025-03-07', fourDays)).toBe(5.25);
    expect(absenceDayHours('timeOff', '2025-03-03', fourDays)).toBe(7.25);
    expect(absenceDayHours('sickLeave', '2025-03-07', S)).toBe(7);
    // A day without norm hours, or without a date, starts from a standard day.
    expect(absenceDayHours('sickLeave', '2025-03-05', fourDays)).toBe(7.5);
    expect(absenceDayHours('timeOff', null, fourDays)).toBe(7.5);
  });

  it('reads the hours field, with a decimal comma, and nothing while it is empty', () => {
    expect(hoursOf(3.5)).toBe(3.5);
    expect(hoursOf('3,5')).toBe(3.5);
    expect(hoursOf('')).toBeUndefined();
    expect(hoursOf('x')).toBeUndefined();
    expect(hoursOf(Number.NaN)).toBeUndefined();
  });
});

describe('the API body of the registration form', () => {
  it("sends 'Slutter næste dag' only for an end at or before the start, and shows no hours before it is ticked", () => {
    const night = fields({ startTime: '22:00', endTime: '06:00' });
    expect(needsOvernight(night)).toBe(true);
    expect(previewHours(night, S)).toBeNull();
    expect(entryBody(night, S)).not.toHaveProperty('overnight');
    expect(previewHours({ ...night, overnight: true }, S)).toBe(7.5);
    expect(entryBody({ ...night, overnight: true }, S)).toMatchObject({ overnight: true });
    // A ticked box left behind by a later end is not sent.
    expect(entryBody(fields({ overnight: true }), S)).not.toHaveProperty('overnight');
    // A stored night shift was confirmed when it was saved: its form starts ticked.
    const stored = editEntryFields(entry({ startTime: '22:00', endTime: '06:00' }), S);
    expect(stored.overnight).toBe(true);
    expect(entryBody(stored, S)).toMatchObject({ overnight: true });
    expect(editEntryFields(entry(), S).overnight).toBe(false);
  });

  it('sends a work day with its times, break and trimmed note', () => {
    expect(entryBody(fields({ note: '  Lager  ' }), S)).toEqual({
      type: 'work',
      date: '2025-03-05',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
      note: 'Lager',
    });
  });

  it('sends a multi-day absence as a period, a one-day period and a one-day absence with its hours', () => {
    const holiday = fields({ type: 'holiday', hours: 7.5 });
    expect(entryBody({ ...holiday, multiDay: true, toDate: '2025-03-07' }, S)).toEqual({
      type: 'holiday',
      date: '2025-03-05',
      toDate: '2025-03-07',
      note: '',
    });
    expect(entryBody({ ...holiday, multiDay: true, toDate: '2025-03-05' }, S)).toEqual({
      type: 'holiday',
      date: '2025-03-05',
      toDate: '2025-03-05',
      hours: 7.5,
      note: '',
    });
    expect(entryBody({ ...holiday, hours: '3,75' }, S)).toEqual({
      type: 'holiday',
      date: '2025-03-05',
      hours: 3.75,
      note: '',
    });
  });

  it('sends empty fields so the schema names them', () => {
    expect(entryBody(fields({ type: 'sickLeave', date: null, hours: '' }), S)).toEqual({
      type: 'sickLeave',
      date: '',
      note: '',
    });
    expect(entryBody(fields({ multiDay: false, type: 'holiday' }), S)).not.toHaveProperty('toDate');
  });

  it('keeps the times of an absence that was registered with them', () => {
    const values = editEntryFields(entry({ type: 'timeOff', startTime: '12:00', endTime: '14:00' }), S);
    expect(values).toMatchObject({ absenceWithTimes: true, startTime: '12:00', endTime: '14:00' });
    expect(entryBody(values, S)).toMatchObject({ type: 'timeOff', startTime: '12:00', endTime: '14:00' });
    expect(entryBody(values, S)).not.toHaveProperty('hours');
  });

  it("gives an absence without times the norm day's times for a type change, and keeps its hours", () => {
    const values = editEntryFields(
      entry({ type: 'sickLeave', startTime: null, endTime: null, hours: 3 }),
      fourDays,
    );
    expect(values).toMatchObject({ absenceWithTimes: false, startTime: '07:00', endTime: '15:00', hours: 3 });
    expect(values.breakWasIncluded).toBe(true);
    expect(entryBody(values, fourDays)).toEqual({
      type: 'sickLeave',
      date: '2025-03-03',
      hours: 3,
      note: '',
    });
  });

  it('reads an entry back unchanged, so an untouched edit sends the same body', () => {
    expect(entryBody(editEntryFields(entry({ note: 'Lager' }), S), S)).toEqual({
      type: 'work',
      date: '2025-03-03',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
      note: 'Lager',
    });
  });
});

describe('a clocked registration in the form (decision 030)', () => {
  it('keeps the clocked break from the stored entry and subtracts it in the preview, but never sends it', () => {
    const values = editEntryFields(entry({ breakWasIncluded: false, clockedBreakMinutes: 30 }), S);
    expect(values.clockedBreakMinutes).toBe(30);
    expect(previewHours(values, S)).toBe(7.5);
    expect(previewHours({ ...values, breakWasIncluded: true }, S)).toBe(7);
    expect(entryBody(values, S)).not.toHaveProperty('clockedBreakMinutes');
    expect(editEntryFields(entry(), S).clockedBreakMinutes).toBeUndefined();
  });
});
