import { DANISH_TIME_ZONE } from '../format/danish-time';

/**
 * Calendar dates as the time registration stores them: 'YYYY-MM-DD' strings, no time and no zone. The maths
 * runs on milliseconds in UTC, where every day has 24 hours, so daylight-saving changes never shift a date.
 * (Plain numbers rather than dayjs: Overblik and its export do date maths per day and week of a year for every
 * employee, and dayjs's parse, validation and format per call were a large part of their time.)
 */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function format(time: number): IsoDate {
  return new Date(time).toISOString().slice(0, 10);
}

/** Midnight UTC of `date` in milliseconds; NaN unless it is a 'YYYY-MM-DD' date that exists. */
function timeOf(date: string): number {
  if (!ISO_DATE.test(date)) return Number.NaN;
  const time = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2023-02-31 over into March: only a date that prints back the same exists.
  return !Number.isNaN(time) && format(time) === date ? time : Number.NaN;
}

/** Whether `value` is a 'YYYY-MM-DD' date that exists (2023-02-29 does not). */
export function isIsoDate(value: string): boolean {
  return !Number.isNaN(timeOf(value));
}

function parse(date: IsoDate): number {
  const time = timeOf(date);
  if (Number.isNaN(time)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return time;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return format(parse(date) + days * DAY_MS);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  return ((new Date(parse(date)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the ISO week that holds `date`. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  const last = parse(to);
  for (let time = parse(from); time <= last; time += DAY_MS) dates.push(format(time));
  return dates;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parse(to) - parse(from)) / DAY_MS);
}

/** 'YYYY-MM-DD' in Danish time; one formatter for the process (making one per call is what costs). */
const danishDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DANISH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Danish time (DESIGN.md: all date logic in Europe/Copenhagen). */
export function danishToday(now: Date = new Date()): IsoDate {
  const parts = danishDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
