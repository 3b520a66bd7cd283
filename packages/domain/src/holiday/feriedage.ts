import { datesBetween, type IsoDate, isoWeekday } from '../dates/calendar';
import { isPublicHoliday } from '../dates/public-holidays';
import { formatDate } from '../format/format-date';
import { HOLIDAY_DAY_HOURS } from '../timereg/entry-types';
import { scheduledMinutes, settingInForce, type TimeLogSettingSources } from '../timereg/time-log-settings';

export interface Feriedag {
  date: IsoDate;
  /**
   * The hours the Ferie registration carries: HOLIDAY_DAY_HOURS (7,5) on a day of the norm week in force, 0 on a
   * weekday the employee does not work (a part-timer's Thursday), so plus/minus is neither raised nor lowered by
   * a day that had no norm (docs/rules/timereg.md#ruling-30).
   */
  hours: number;
  /** Whether the norm week in force that day has hours on it. */
  normDay: boolean;
}

/**
 * The feriedage of a period (docs/rules/holiday.md#ruling-31): every weekday, Monday to Friday, that is not a public holiday or a company
 * day off, whatever the employee's norm week. Ferieloven counts in a five-day week, so a week of ferie is 5
 * feriedage for everyone: a part-timer on Monday–Wednesday who takes Monday–Friday off spends 5, not 3, and a
 * Saturday in the norm week is never a feriedag. The norm week only decides the hours each day carries.
 */
export function feriedage(input: {
  from: IsoDate;
  to: IsoDate;
  settings: TimeLogSettingSources;
  companyDaysOff?: ReadonlySet<string> | readonly string[] | null;
}): Feriedag[] {
  const daysOff: ReadonlySet<string> =
    input.companyDaysOff instanceof Set
      ? input.companyDaysOff
      : new Set((input.companyDaysOff as readonly string[] | null | undefined) ?? []);
  if (input.from > input.to) return [];
  const days: Feriedag[] = [];
  for (const date of datesBetween(input.from, input.to)) {
    if (isoWeekday(date) > 5 || isPublicHoliday(date) || daysOff.has(date)) continue;
    const normDay = scheduledMinutes(settingInForce(input.settings, date), date) > 0;
    days.push({ date, hours: normDay ? HOLIDAY_DAY_HOURS : 0, normDay });
  }
  return days;
}

/** '02.11.2026', '02.11.2026 og 03.11.2026', '02.11.2026, 03.11.2026 og 04.11.2026': dates in order, once each. */
export function danishDateList(dates: readonly IsoDate[]): string {
  const texts = [...new Set(dates)].sort().map(formatDate);
  if (texts.length <= 1) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} og ${texts.at(-1)}`;
}

/**
 * docs/rules/timereg.md#ruling-30: approving a holiday request is refused while any of its feriedage holds registered work, and the
 * message names those days, so the admin shortens the request or corrects the work first.
 */
export function workRegisteredMessage(dates: readonly IsoDate[]): string {
  return `Der er registreret arbejde ${danishDateList(dates)}. Ret registreringerne eller forkort anmodningen først.`;
}

/**
 * A request whose feriedage fall in an approved or locked week (docs/rules/timereg.md#ruling-29: 'Låst til og med D' locks D and every
 * day before it) could never be approved: it is refused when made, naming the days.
 */
export function periodLockedMessage(dates: readonly IsoDate[]): string {
  return `Der kan ikke registreres ferie ${danishDateList(dates)}: ugen er godkendt eller låst. Vælg en anden periode.`;
}
