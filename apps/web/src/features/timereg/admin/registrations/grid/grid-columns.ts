import { addDays, formatDate, type IsoDate, isoWeek, isoWeekday, TIMEREG_FIRST_DATE } from '@kollega/domain';
import { weekDates } from '../../overview/week-label';

/** Week mode shows this many weeks, the chosen one last, so the weeks just past are in view. */
export const WEEKS_SHOWN = 5;

export type GridColumn = {
  key: string;
  /** The first and last day the column covers (one day, or a Monday to Sunday). */
  from: IsoDate;
  to: IsoDate;
  /** Header lines: 'man.' and '02.06', or 'Uge 23' and '02.06.–08.06.'. */
  title: string;
  subtitle: string;
  /** For a cell's accessible name: 'mandag 02.06.2025' or 'uge 23 (02.06.2025–08.06.2025)'. */
  longLabel: string;
  weekend: boolean;
};

const SHORT_WEEKDAY = new Intl.DateTimeFormat('da-DK', { weekday: 'short', timeZone: 'UTC' });
const LONG_WEEKDAY = new Intl.DateTimeFormat('da-DK', { weekday: 'long', timeZone: 'UTC' });

function weekday(format: Intl.DateTimeFormat, date: IsoDate): string {
  return format.format(new Date(`${date}T00:00:00Z`));
}

function dayColumn(date: IsoDate): GridColumn {
  return {
    key: date,
    from: date,
    to: date,
    title: weekday(SHORT_WEEKDAY, date),
    subtitle: formatDate(date).slice(0, 5),
    longLabel: `${weekday(LONG_WEEKDAY, date)} ${formatDate(date)}`,
    weekend: isoWeekday(date) >= 6,
  };
}

function weekColumn(monday: IsoDate): GridColumn {
  const sunday = addDays(monday, 6);
  const week = isoWeek(monday).week;
  return {
    key: monday,
    from: monday,
    to: sunday,
    title: `Uge ${week}`,
    subtitle: `${formatDate(monday).slice(0, 6)}–${formatDate(sunday).slice(0, 6)}`,
    longLabel: `uge ${week} (${weekDates(monday)})`,
    weekend: false,
  };
}

/**
 * Registreringer's columns: the seven days of the week of `monday`, or the WEEKS_SHOWN weeks ending with it; in
 * the first weeks of 2024 only those from TIMEREG_FIRST_DATE on (the server lists nothing earlier, decision 013).
 */
export function gridColumns(weekMode: boolean, monday: IsoDate): GridColumn[] {
  if (!weekMode) return Array.from({ length: 7 }, (_, index) => dayColumn(addDays(monday, index)));
  return Array.from({ length: WEEKS_SHOWN }, (_, index) => addDays(monday, (index - WEEKS_SHOWN + 1) * 7))
    .filter((weekStart) => weekStart >= TIMEREG_FIRST_DATE)
    .map(weekColumn);
}

/** The registered hours of the entries in [from, to]. Summed in hundredths, so 0.1 + 0.2 stays 0.3. */
export function hoursIn(entries: readonly { date: IsoDate; hours: number }[], from: IsoDate, to: IsoDate) {
  let hundredths = 0;
  let count = 0;
  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    hundredths += Math.round(entry.hours * 100);
    count += 1;
  }
  return { hours: hundredths / 100, count };
}
