import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar';
import type { TimeEntryType } from './entry-types';
import { DEFAULT_TIME_LOG_SETTING } from './time-log-settings';
import type { TimeEntry, TimeLogWarning } from './time-log-types';
import { updateWeeklyAverageWarnings, weeklyAverageWarnings } from './weekly-average-warnings';

// Issue 23 item 5: the 48-hour warnings are a pure function of the entries. Random registrations over ten
// months, added (and some deleted again) one at a time in random order, each change updating only the windows
// it can touch, end with exactly the warnings one computation from scratch gives; and from scratch the order
// of the entries does not matter.

const FIRST = '2026-01-01';
const DAYS = 300;
const TODAY = addDays(FIRST, DAYS + 20);
const PAID_HOURLY = { ...DEFAULT_TIME_LOG_SETTING, isPaidHourly: true };

const entryArbitrary = fc.record({
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  type: fc.constantFrom<TimeEntryType>('work', 'work', 'work', 'overtime', 'holiday', 'sickLeave', 'timeOff'),
  // Heavy days, so that averages around and over 48 hours are common.
  quarters: fc.integer({ min: 1, max: 64 }),
});

const scenario = fc
  .record({
    items: fc.array(entryArbitrary, { minLength: 1, maxLength: 50 }),
    // Dense runs of 10-hour weekdays, so that windows actually cross 48 hours.
    runs: fc.array(
      fc.record({ start: fc.integer({ min: 0, max: DAYS - 60 }), length: fc.integer({ min: 15, max: 40 }) }),
      {
        maxLength: 3,
      },
    ),
    deleteEvery: fc.integer({ min: 2, max: 7 }),
    setting: fc.constantFrom(DEFAULT_TIME_LOG_SETTING, PAID_HOURLY),
    daysOff: fc.uniqueArray(fc.integer({ min: 0, max: DAYS - 1 }), { maxLength: 3 }),
    seed: fc.integer(),
  })
  .map(({ items, runs, ...rest }) => {
    const entries: TimeEntry[] = items.map((item, index) => ({
      id: `r${index}`,
      date: addDays(FIRST, item.day),
      type: item.type,
      hours: item.quarters / 4,
    }));
    for (const [runIndex, run] of runs.entries()) {
      for (let day = run.start; day < run.start + run.length; day++) {
        entries.push({ id: `run${runIndex}-${day}`, date: addDays(FIRST, day), type: 'work', hours: 10 });
      }
    }
    return { entries, ...rest };
  });

/** A deterministic shuffle (Fisher–Yates with a small LCG), so a counterexample replays. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed >>> 0 || 1;
  for (let index = result.length - 1; index > 0; index--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

describe('48-hour warnings, incrementally and from scratch (property, issue 23 item 5)', () => {
  it('applied one change at a time in random order, give the warnings of one computation from scratch', () => {
    fc.assert(
      fc.property(scenario, ({ entries, deleteEvery, setting, daysOff, seed }) => {
        const options = {
          today: TODAY,
          norm: {
            settings: { company: [setting] },
            companyDaysOff: daysOff.map((day) => addDays(FIRST, day)),
          },
        };
        let current: TimeEntry[] = [];
        let warnings: TimeLogWarning[] = [];
        for (const [index, entry] of shuffled(entries, seed).entries()) {
          current = [...current, entry];
          warnings = updateWeeklyAverageWarnings(warnings, current, [entry.date], options);
          // Now and then an earlier registration is deleted again.
          if (index % deleteEvery === deleteEvery - 1) {
            const gone = current[(index * 7919) % current.length]!;
            current = current.filter((other) => other !== gone);
            warnings = updateWeeklyAverageWarnings(warnings, current, [gone.date], options);
          }
        }
        const fromScratch = weeklyAverageWarnings(current, options);
        expect(warnings).toEqual(fromScratch);
        expect(weeklyAverageWarnings(shuffled(current, seed + 1), options)).toEqual(fromScratch);
      }),
      { numRuns: 30 },
    );
    // Each run replays up to ~130 changes: more than the default 5 s on a busy machine.
  }, 60_000);

  it('raise warnings in the generated scenarios (the property is not vacuous)', () => {
    const heavy: TimeEntry[] = [];
    for (let day = 0; day < 150; day++) {
      heavy.push({ id: String(day), date: addDays(FIRST, day), type: 'work', hours: 10 });
    }
    expect(weeklyAverageWarnings(heavy, { today: TODAY }).length).toBeGreaterThan(10);
  });
});
