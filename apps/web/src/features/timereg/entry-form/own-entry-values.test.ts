import type { IsoDate, TimeLogSettingSources } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, ownSettings, setting } from '../employee-app/test-fixtures';
import {
  absenceDayHours,
  type EntryRules,
  entryBody,
  newEntryValues as newValues,
  ownRules,
  previewHours,
  showBreakToggle,
  withType as withTypeOf,
} from './entry-form-values';
import { ENTRY_FORM_VARIANTS } from './entry-form-variants';

// The employee app's side of the one adapter: the employee's own settings as rules (`ownRules`), no employee.
const S = ownRules(DEFAULT_SETTINGS);
const newEntryValues = (date: IsoDate, rules: EntryRules) => newValues(undefined, date, rules, 'work');
const own = (settings: TimeLogSettingSources) => ownRules(settings);
const withType: typeof withTypeOf = (values, type, rules) =>
  withTypeOf(values, type, rules, ENTRY_FORM_VARIANTS.employee.typeChange);

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
});

describe("the registration form follows the employee's own setting", () => {
  const fourDays = own(
    ownSettings(
      setting({ createdDate: '2025-01-01', breakDuration: 45 }, [
        { day: 1, from: '07:00', end: '15:00', notWorking: false },
        { day: 5, from: '07:00', end: '13:00', notWorking: false },
        { day: 3, from: '08:00', end: '16:00', notWorking: true },
      ]),
    ),
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
    for (const ownSetting of [setting({ paidBreak: true }), setting({ isPaidHourly: true })]) {
      const settings = own(ownSettings(ownSetting));
      const values = newEntryValues('2025-03-05', settings);
      expect(showBreakToggle(values, settings)).toBe(false);
      expect(previewHours(values, settings)).toBe(8);
      expect(entryBody(values, settings)).toMatchObject({ breakWasIncluded: false });
    }
    expect(showBreakToggle(newEntryValues('2025-03-05', S), S)).toBe(true);
  });

  it("gives holiday 7.5 hours a day, and time off and sick leave the day's scheduled hours", () => {
    // The day's scheduled hours come from the setting in force then: the own one, or before it the default week.
    expect(absenceDayHours('sickLeave', '2025-03-07', fourDays)).toBe(5.25);
    expect(absenceDayHours('sickLeave', '2024-12-27', fourDays)).toBe(7);

    const work = newEntryValues('2025-03-07', fourDays);
    const sick = withType(work, 'sickLeave', fourDays);
    expect(sick.hours).toBe(5.25);
    // Untouched hours follow the type; typed ones stay.
    expect(withType(sick, 'holiday', fourDays).hours).toBe(7.5);
    expect(withType({ ...sick, hours: 2 }, 'holiday', fourDays).hours).toBe(2);
  });
});
