import {
  type IsoDate,
  normEntry,
  publicHolidayName,
  settingInForce,
  type TimeLogSettingSources,
} from '@kollega/domain';

/**
 * The modal's 'Normtid' for a day (time-registration §2): 'Fri' when not working, else 'from–end', of the
 * employee's setting in force on the day (docs/rules/timereg.md#ruling-13: their own before the company's). Until their settings
 * are there (`null`), the default week's. A public holiday is named, since it has no norm either.
 */
export function normText(date: IsoDate, settings: TimeLogSettingSources | null): string {
  const holiday = publicHolidayName(date);
  if (holiday) return `Fri (${holiday})`;
  const norm = normEntry(settingInForce(settings ?? {}, date), date);
  return norm.notWorking ? 'Fri' : `${norm.from}–${norm.end}`;
}

/**
 * Whether the employee is paid hourly on `date` (time-registration §2: no norm time, so no 'Normtid'): by the
 * setting in force that day, or until the settings are there by the employee list's rules of today.
 */
export function paidHourlyOn(date: IsoDate, settings: TimeLogSettingSources | null, today: boolean): boolean {
  return settings ? settingInForce(settings, date).isPaidHourly : today;
}
