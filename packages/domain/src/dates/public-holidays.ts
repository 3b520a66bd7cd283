import { addDays, type IsoDate } from './calendar';

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

/** Easter Sunday (the Gregorian computus of Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * docs/rules/timereg.md#ruling-9: Denmark's statutory public holidays in a year, in date order, computed for any year: nytårsdag,
 * skærtorsdag, langfredag, påskedag, 2. påskedag, store bededag (only until 2023; abolished from 2024), Kristi
 * himmelfartsdag, pinsedag, 2. pinsedag, juledag and 2. juledag. Grundlovsdag, juleaften, nytårsaften and 1 May
 * are not public holidays; a company may add them as its own days off.
 */
export function danishPublicHolidays(year: number): PublicHoliday[] {
  if (!Number.isInteger(year) || year < 1700 || year > 9999) {
    throw new RangeError(`a year from 1700 to 9999, got ${year}`);
  }
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    { date: `${year}-01-01`, name: 'Nytårsdag' },
    { date: addDays(easter, -3), name: 'Skærtorsdag' },
    { date: addDays(easter, -2), name: 'Langfredag' },
    { date: easter, name: 'Påskedag' },
    { date: addDays(easter, 1), name: '2. påskedag' },
    ...(year < 2024 ? [{ date: addDays(easter, 26), name: 'Store bededag' }] : []),
    { date: addDays(easter, 39), name: 'Kristi himmelfartsdag' },
    { date: addDays(easter, 49), name: 'Pinsedag' },
    { date: addDays(easter, 50), name: '2. pinsedag' },
    { date: `${year}-12-25`, name: 'Juledag' },
    { date: `${year}-12-26`, name: '2. juledag' },
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

const cache = new Map<number, Map<IsoDate, string>>();

function holidaysByDate(year: number): Map<IsoDate, string> {
  let found = cache.get(year);
  if (!found) {
    found = new Map(danishPublicHolidays(year).map((holiday) => [holiday.date, holiday.name]));
    cache.set(year, found);
  }
  return found;
}

/** Whether `date` ('YYYY-MM-DD') is a Danish public holiday. */
export function isPublicHoliday(date: IsoDate): boolean {
  return holidaysByDate(Number(date.slice(0, 4))).has(date);
}

/** The holiday's Danish name, or null. */
export function publicHolidayName(date: IsoDate): string | null {
  return holidaysByDate(Number(date.slice(0, 4))).get(date) ?? null;
}
