import {
  DEFAULT_TIME_LOG_SETTING,
  type IsoDate,
  normEntry,
  publicHolidayName,
  settingInForce,
} from '@kollega/domain';

/**
 * The modal's 'Normtid' for a day (time-registration §2): 'Fri' when not working, else 'from–end'. The API does
 * not expose an employee's own norm week yet, so this is the default week (decisions.md 13 would take the
 * employee's or company's setting in force); a public holiday is named, since it has no norm either.
 */
export function normText(date: IsoDate): string {
  const holiday = publicHolidayName(date);
  if (holiday) return `Fri (${holiday})`;
  const norm = normEntry(settingInForce({ company: [DEFAULT_TIME_LOG_SETTING] }, date), date);
  return norm.notWorking ? 'Fri' : `${norm.from}–${norm.end}`;
}
