import isoWeekPlugin from 'dayjs/plugin/isoWeek.js';
import { dayjs } from '../format/danish-time';

dayjs.extend(isoWeekPlugin);

/**
 * Calendar dates as the time registration stores them: 'YYYY-MM-DD' strings, no time and no zone. The maths
 * runs on dayjs in UTC, where every day has 24 hours, so daylight-saving changes never shift a date.
 */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a 'YYYY-MM-DD' date that exists (2023-02-29 does not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  return dayjs.utc(value).format('YYYY-MM-DD') === value;
}

function parse(date: IsoDate) {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return dayjs.utc(date);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return parse(date).add(days, 'day').format('YYYY-MM-DD');
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  return parse(date).isoWeekday();
}

/** The Monday of the ISO week that holds `date`. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = parse(from); !date.isAfter(parse(to)); date = date.add(1, 'day')) {
    dates.push(date.format('YYYY-MM-DD'));
  }
  return dates;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return parse(to).diff(parse(from), 'day');
}

/** Today's date in Danish time (DESIGN.md: all date logic in Europe/Copenhagen). */
export function danishToday(now: Date = new Date()): IsoDate {
  return dayjs(now).tz('Europe/Copenhagen').format('YYYY-MM-DD');
}
