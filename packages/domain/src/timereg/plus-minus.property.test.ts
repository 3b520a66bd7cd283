import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, mondayOf } from '../dates/calendar';
import { dayLedger } from './day-ledger';
import { HOLIDAY_DAY_HOURS, TIME_ENTRY_TYPES, type TimeEntryType } from './entry-types';
import { employeeOverview, employeeOverviewFromTotals, type RegistrationTotals } from './overview';
import { sumPlusMinus } from './plus-minus';
import { cleanHours } from './rounding';
import { DEFAULT_TIME_LOG_SETTING, type NormOptions, normHours } from './time-log-settings';
import type { TimeEntry, TimeLogSetting } from './time-log-types';

// Issue 23 "Done when" (items 3–4), docs/rules/timereg.md#ruling-30: plus/minus with absences on random days equals a straightforward
// reference: per past day, work + (the day's one absence, if the day has norm) − norm; overtime never counts,
// Ferie counts 7,5, an absence on a day whose norm is 0 counts 0.

const FROM = '2025-03-01';
const DAYS = 75; // to 2025-05-14: Easter 2025 (17–21 April) and Kristi himmelfart are inside.
const TO = addDays(FROM, DAYS - 1);
const TODAY = '2025-05-01';

/** Monday–Wednesday only: Thursday and Friday have no norm for this part-timer. */
const PART_TIME: TimeLogSetting = {
  ...DEFAULT_TIME_LOG_SETTING,
  weeklySchedule: DEFAULT_TIME_LOG_SETTING.weeklySchedule.map((day) => ({ ...day, notWorking: day.day > 3 })),
};

const ABSENCES = ['holiday', 'sickLeave', 'timeOff'] as const;

const scenario = fc.record({
  setting: fc.constantFrom(DEFAULT_TIME_LOG_SETTING, PART_TIME),
  daysOff: fc.uniqueArray(fc.integer({ min: 0, max: DAYS - 1 }), { maxLength: 4 }),
  work: fc.array(
    fc.record({
      day: fc.integer({ min: 0, max: DAYS - 1 }),
      type: fc.constantFrom<TimeEntryType>('work', 'overtime'),
      quarters: fc.integer({ min: 1, max: 40 }),
    }),
    { maxLength: 60 },
  ),
  // One absence a day (docs/rules/timereg.md#ruling-30): a day maps to at most one.
  absences: fc.uniqueArray(
    fc.record({
      day: fc.integer({ min: 0, max: DAYS - 1 }),
      type: fc.constantFrom(...ABSENCES),
      quarters: fc.integer({ min: 1, max: 40 }),
    }),
    { selector: (absence) => absence.day, maxLength: 40 },
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function build({ setting, daysOff, work, absences }: Scenario) {
  const entries: TimeEntry[] = [...work, ...absences].map((item, index) => ({
    id: String(index),
    date: addDays(FROM, item.day),
    type: item.type,
    hours: item.quarters / 4,
  }));
  const norm: NormOptions = {
    settings: { company: [setting] },
    today: TODAY,
    companyDaysOff: new Set(daysOff.map((day) => addDays(FROM, day))),
  };
  return { entries, norm };
}

/** The reference: one day at a time, by the rule's words. */
function referencePlusMinus(entries: readonly TimeEntry[], norm: NormOptions): number {
  let sum = 0;
  for (let index = 0; index < DAYS; index++) {
    const date = addDays(FROM, index);
    if (date >= TODAY) break;
    const owed = normHours(date, norm);
    const ofDay = entries.filter((entry) => entry.date === date);
    const work = ofDay
      .filter((entry) => entry.type === 'work')
      .reduce((total, entry) => total + entry.hours, 0);
    const absence = ofDay.find((entry) => (ABSENCES as readonly string[]).includes(entry.type));
    const credit =
      !absence || owed === 0 ? 0 : absence.type === 'holiday' ? HOLIDAY_DAY_HOURS : absence.hours;
    sum += work + credit - owed;
  }
  return cleanHours(sum);
}

/** What Overblik's SQL aggregate gives for these entries (load-overview.ts), for the totals path. */
function sqlTotals(entries: readonly TimeEntry[]): RegistrationTotals {
  const byType = Object.fromEntries(TIME_ENTRY_TYPES.map((type) => [type, { count: 0, hours: 0 }]));
  const totals: RegistrationTotals = {
    byType: byType as RegistrationTotals['byType'],
    holidayDays: 0,
    weekHours: [],
    creditWeekHours: [],
    creditMonthHours: new Map(),
    absenceCredits: new Map(),
  };
  const firstMonday = mondayOf(FROM);
  const holidayDates = new Set<string>();
  const credits = totals.absenceCredits as Map<string, number>;
  for (const entry of entries) {
    const byType = totals.byType[entry.type] ?? { count: 0, hours: 0 };
    totals.byType[entry.type] = byType;
    byType.count += 1;
    byType.hours += entry.hours;
    const week = Math.floor(daysBetween(firstMonday, entry.date) / 7);
    if (entry.type === 'work' || entry.type === 'overtime') {
      totals.weekHours[week] = (totals.weekHours[week] ?? 0) + entry.hours;
    }
    if (entry.type === 'holiday') holidayDates.add(entry.date);
    if (entry.date >= TODAY || entry.type === 'overtime') continue;
    const credit = entry.type === 'holiday' ? HOLIDAY_DAY_HOURS : entry.hours;
    totals.creditWeekHours[week] = (totals.creditWeekHours[week] ?? 0) + credit;
    const month = entry.date.slice(0, 7);
    totals.creditMonthHours.set(month, (totals.creditMonthHours.get(month) ?? 0) + credit);
    if (entry.type !== 'work') credits.set(entry.date, (credits.get(entry.date) ?? 0) + credit);
  }
  totals.holidayDays = holidayDates.size;
  return totals;
}

describe('plus/minus with absences (property, docs/rules/timereg.md#ruling-30)', () => {
  it('equals the day-by-day reference in Overblik, its SQL totals path and the day ledger', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { entries, norm } = build(input);
        const expected = referencePlusMinus(entries, norm);
        const perDay = employeeOverview({ entries, from: FROM, to: TO, norm });
        expect(perDay.plusMinus).toBe(expected);
        const fromTotals = employeeOverviewFromTotals({
          totals: sqlTotals(entries),
          from: FROM,
          to: TO,
          norm,
          isPaidHourly: false,
        });
        expect(fromTotals.plusMinus).toBe(expected);
        const ledger = dayLedger({ entries, from: FROM, to: TO, norm });
        expect(sumPlusMinus(ledger.map((day) => day.plusMinus))).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});
