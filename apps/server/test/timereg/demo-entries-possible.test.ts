import {
  addDays,
  type ConflictEntry,
  danishToday,
  exceedsDayHours,
  findMixedDay,
  findOverlap,
  isFutureWork,
} from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import { demoTimeEntries } from '../../src/testing/demo-time-entries';

// The demo seed and the bench write registrations directly, past the API's checks (issue 17, decision 027): what
// they make must still be registrations the API would take without a confirmation.
describe('the demo registrations', () => {
  it.each(['normal', 'overworked'] as const)('are possible for the %s profile', (profile) => {
    const today = danishToday();
    const generated = demoTimeEntries({
      from: addDays(today, -365),
      to: addDays(today, -1),
      seed: 7,
      profile,
    });
    const entries: ConflictEntry[] = generated.map((entry, index) => ({ ...entry, id: String(index) }));
    const byDate = new Map<string, ConflictEntry[]>();
    for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
    const around = (entry: ConflictEntry) => [
      ...(byDate.get(addDays(entry.date, -1)) ?? []),
      ...(byDate.get(entry.date) ?? []),
      ...(byDate.get(addDays(entry.date, 1)) ?? []),
    ];
    const impossible = entries.filter(
      (entry) =>
        isFutureWork(entry.type, entry.date, today) ||
        findOverlap(entry, around(entry)) !== null ||
        exceedsDayHours(entry, around(entry)) ||
        findMixedDay(entry, around(entry)) !== null,
    );
    expect(entries.length).toBeGreaterThan(200);
    expect(impossible).toEqual([]);
  });
});
