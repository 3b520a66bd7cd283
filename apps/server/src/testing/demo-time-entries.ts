import {
  addDays,
  DEFAULT_TIME_LOG_SETTING,
  datesBetween,
  entryHours,
  HOLIDAY_DAY_HOURS,
  isoWeekday,
  isPublicHoliday,
  type TimeEntryType,
} from '@kollega/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { timeEntries, timeEntryChanges } from '../db/schema/index';

export interface DemoTimeEntry {
  date: string;
  type: TimeEntryType;
  hours: number;
  startTime: string | null;
  endTime: string | null;
  breakWasIncluded: boolean;
}

/** A deterministic pseudo-random number (mulberry32), so every run makes the same registrations. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const QUARTERS = ['00', '15', '30', '45'];
const at = (hour: number, quarter: number) => `${String(hour).padStart(2, '0')}:${QUARTERS[quarter]}`;

/**
 * Realistic registrations for one employee over a period, the same each run: working days Monday to Friday with
 * starts around 07:30–08:30 and ends around 15:30–16:45 (break included), now and then an overtime evening, a
 * sick day about once a month, three weeks of summer holiday in July and the week between Christmas and New
 * Year off; public holidays skipped. `profile: 'overworked'` works 10–11 hour days with late evenings, so the
 * demo shows both an 11-hour and a 48-hour warning. Shared by `npm run seed:demo` and `npm run bench`.
 */
export function demoTimeEntries(options: {
  from: string;
  to: string;
  seed: number;
  profile?: 'normal' | 'overworked';
}): DemoTimeEntry[] {
  const random = generator(options.seed);
  const entries: DemoTimeEntry[] = [];
  const overworked = options.profile === 'overworked';
  for (const date of datesBetween(options.from, options.to)) {
    const weekday = isoWeekday(date);
    if (weekday > 5 || isPublicHoliday(date)) continue;
    const month = Number(date.slice(5, 7));
    const day = Number(date.slice(8, 10));
    if ((month === 7 && day <= 21) || (month === 12 && day >= 27)) {
      entries.push({
        date,
        type: 'holiday',
        hours: HOLIDAY_DAY_HOURS,
        startTime: null,
        endTime: null,
        breakWasIncluded: false,
      });
      continue;
    }
    if (random() < 0.03) {
      entries.push({
        date,
        type: 'sickLeave',
        hours: 7.5,
        startTime: null,
        endTime: null,
        breakWasIncluded: false,
      });
      continue;
    }
    const startTime = overworked
      ? at(6, Math.floor(random() * 2))
      : at(7 + Math.floor(random() * 2), Math.floor(random() * 4));
    const endTime = overworked
      ? at(17 + Math.floor(random() * 2), Math.floor(random() * 4))
      : weekday === 5
        ? at(15, Math.floor(random() * 4))
        : at(15 + Math.floor(random() * 2), 2 + Math.floor(random() * 2));
    const work = (
      start: string,
      end: string,
      type: TimeEntryType,
      breakIncluded: boolean,
    ): DemoTimeEntry => ({
      date,
      type,
      startTime: start,
      endTime: end,
      breakWasIncluded: breakIncluded,
      hours: entryHours({
        type,
        startTime: start,
        endTime: end,
        breakMinutes: DEFAULT_TIME_LOG_SETTING.breakDuration,
        breakIncluded,
      }),
    });
    entries.push(work(startTime, endTime, 'work', true));
    // An evening now and then; the overworked profile's late evenings break the 11-hour rest rule.
    if (overworked ? random() < 0.15 : random() < 0.05) {
      entries.push(work(overworked ? '19:00' : '18:00', overworked ? '22:30' : '20:00', 'overtime', false));
    }
  }
  return entries;
}

/**
 * Writes generated registrations with their change-log rows in batches (the API's one-by-one path would take
 * minutes for a year of a hundred employees). The caller recomputes warnings afterwards.
 */
export async function insertDemoTimeEntries(
  db: Db,
  target: { companyId: string; employeeId: string; authorUserId: string | null; authorName: string },
  entries: DemoTimeEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    const batch = entries.slice(start, start + 500);
    const inserted = await db
      .insert(timeEntries)
      .values(
        batch.map((entry) => ({ companyId: target.companyId, employeeId: target.employeeId, ...entry })),
      )
      .returning({
        id: timeEntries.id,
        date: timeEntries.date,
        type: timeEntries.type,
        hours: timeEntries.hours,
      });
    await db.insert(timeEntryChanges).values(
      inserted.map((entry) => ({
        companyId: target.companyId,
        employeeId: target.employeeId,
        date: entry.date,
        entryId: entry.id,
        action: 'add_entry',
        authorUserId: target.authorUserId,
        authorName: target.authorName,
        type: entry.type,
        hours: entry.hours,
        at: sql`(${entry.date}::date + time '17:00') at time zone 'Europe/Copenhagen'`,
      })),
    );
  }
}

/** The first day of the period `months` before `today`'s month, for "the last six months". */
export function monthsBack(today: string, months: number): string {
  let date = `${today.slice(0, 7)}-01`;
  for (let step = 0; step < months; step += 1) date = `${addDays(date, -1).slice(0, 7)}-01`;
  return date;
}
