import { describe, expect, it } from 'vitest';
import {
  type ConflictEntry,
  dayHoursWith,
  ENTRY_CONFLICT_TEXT,
  endsNextDay,
  exceedsDayHours,
  findMixedDay,
  findOverlap,
  findSecondAbsence,
  isFutureWork,
  mixedDays,
  weekHasEnded,
} from './entry-conflicts';
import { newTimeEntrySchema, TIMEREG_MESSAGES } from './timereg-contracts';

const entry = (fields: Partial<ConflictEntry> & Pick<ConflictEntry, 'date'>): ConflictEntry => ({
  type: 'work',
  hours: 7.5,
  startTime: null,
  endTime: null,
  ...fields,
});
const timed = (
  id: string,
  date: string,
  startTime: string,
  endTime: string,
  type: ConflictEntry['type'] = 'work',
) => entry({ id, date, startTime, endTime, type });

describe('findOverlap', () => {
  const day = timed('a', '2026-11-03', '08:00', '16:00');

  it('finds a registration overlapping on the same day and names it', () => {
    const other = findOverlap(timed(undefined as never, '2026-11-03', '15:00', '18:00'), [day]);
    expect(other?.id).toBe('a');
    expect(ENTRY_CONFLICT_TEXT.overlap(day)).toBe(
      'Registreringen overlapper Arbejde 08:00–16:00 d. 03.11.2026.',
    );
  });

  it('lets adjacent registrations touch: 08:00–12:00 and 12:00–16:00 do not overlap', () => {
    const morning = timed('m', '2026-11-03', '08:00', '12:00');
    expect(findOverlap(timed('n', '2026-11-03', '12:00', '16:00'), [morning])).toBeNull();
    expect(findOverlap(timed('n', '2026-11-03', '11:45', '16:00'), [morning])?.id).toBe('m');
  });

  it('finds overlaps across midnight, both ways', () => {
    const night = timed('night', '2026-11-03', '22:00', '06:00');
    expect(findOverlap(timed('x', '2026-11-04', '05:00', '09:00'), [night])?.id).toBe('night');
    expect(findOverlap(timed('x', '2026-11-04', '06:00', '14:00'), [night])).toBeNull();
    // A night shift that runs into a registration of the next morning, seen from the night shift.
    const morning = timed('morning', '2026-11-04', '04:00', '08:00');
    expect(findOverlap(timed('y', '2026-11-03', '23:00', '05:00'), [morning])?.id).toBe('morning');
    // A 24-hour shift (end at the start) covers the whole next day's morning.
    expect(findOverlap(timed('z', '2026-11-03', '08:00', '08:00'), [morning])?.id).toBe('morning');
  });

  it('reads wall-clock times on the DST nights in Europe/Copenhagen', () => {
    // 29 March 2026: 02:00 becomes 03:00. 22:00–06:00 is still 22:00 to 06:00 on the clock.
    const spring = timed('spring', '2026-03-28', '22:00', '06:00');
    expect(findOverlap(timed('x', '2026-03-29', '05:45', '08:00'), [spring])?.id).toBe('spring');
    expect(findOverlap(timed('x', '2026-03-29', '06:00', '08:00'), [spring])).toBeNull();
    // 25 October 2026: 03:00 becomes 02:00 again. Two shifts both claiming 02:00–03:00 are refused.
    const autumn = timed('autumn', '2026-10-24', '22:00', '02:30');
    expect(findOverlap(timed('x', '2026-10-25', '02:00', '06:00'), [autumn])?.id).toBe('autumn');
    expect(findOverlap(timed('x', '2026-10-25', '02:30', '06:00'), [autumn])).toBeNull();
  });

  it('leaves out the registration itself, registrations without times and empty spans', () => {
    expect(findOverlap(timed('a', '2026-11-03', '09:00', '10:00'), [day])).toBeNull();
    expect(
      findOverlap(timed('b', '2026-11-03', '09:00', '10:00'), [entry({ id: 'h', date: '2026-11-03' })]),
    ).toBeNull();
    expect(findOverlap(entry({ date: '2026-11-03' }), [day])).toBeNull();
  });

  it('rounds up to the quarter hour as the hours do', () => {
    // 16:05 rounds to 16:15, so a registration from 16:10 (16:15) only touches it.
    const late = timed('l', '2026-11-03', '08:00', '16:05');
    expect(findOverlap(timed('x', '2026-11-03', '16:10', '18:00'), [late])).toBeNull();
  });
});

describe('the 24-hour day', () => {
  it('adds the candidate to the day, in place of its saved self', () => {
    const existing = [
      entry({ id: 'a', date: '2026-11-03', hours: 16 }),
      entry({ id: 'b', date: '2026-11-04', hours: 10 }),
    ];
    expect(dayHoursWith(entry({ date: '2026-11-03', hours: 8 }), existing)).toBe(24);
    expect(exceedsDayHours(entry({ date: '2026-11-03', hours: 8 }), existing)).toBe(false);
    expect(exceedsDayHours(entry({ date: '2026-11-03', hours: 8.25 }), existing)).toBe(true);
    expect(exceedsDayHours(entry({ id: 'a', date: '2026-11-03', hours: 24 }), existing)).toBe(false);
    expect(ENTRY_CONFLICT_TEXT.dayOverLimit('2026-11-03', 24.25)).toBe(
      'En dag kan højst have 24 registrerede timer. D. 03.11.2026 ville få 24,25 timer.',
    );
  });
});

describe('work and absence on one day', () => {
  const work = timed('w', '2026-11-03', '08:00', '12:00');
  const sick = entry({ id: 's', date: '2026-11-04', type: 'sickLeave' });

  it('finds the registration of the other kind that day', () => {
    expect(findMixedDay(entry({ date: '2026-11-03', type: 'holiday' }), [work, sick])?.id).toBe('w');
    expect(findMixedDay(timed('x', '2026-11-04', '13:00', '15:00', 'overtime'), [work, sick])?.id).toBe('s');
    expect(findMixedDay(entry({ date: '2026-11-04', type: 'timeOff' }), [work, sick])).toBeNull();
    expect(findMixedDay(timed('x', '2026-11-03', '13:00', '15:00'), [work, sick])).toBeNull();
    expect(findMixedDay(entry({ id: 's', date: '2026-11-04', type: 'work' }), [sick])).toBeNull();
    expect(ENTRY_CONFLICT_TEXT.workOnAbsenceDay(sick)).toBe(
      'D. 04.11.2026 er registreret som sygdom. Vil du registrere arbejdet alligevel?',
    );
  });

  it('lists the days holding both, for the week summary', () => {
    expect(
      mixedDays([work, sick, entry({ date: '2026-11-03', type: 'holiday' }), entry({ date: '2026-11-04' })]),
    ).toEqual(['2026-11-03', '2026-11-04']);
    expect(mixedDays([work, sick])).toEqual([]);
  });
});

describe('dates in the future', () => {
  it('refuses work and overtime after today, not absences', () => {
    expect(isFutureWork('work', '2026-11-26', '2026-11-25')).toBe(true);
    expect(isFutureWork('overtime', '2026-11-26', '2026-11-25')).toBe(true);
    expect(isFutureWork('work', '2026-11-25', '2026-11-25')).toBe(false);
    expect(isFutureWork('holiday', '2027-07-01', '2026-11-25')).toBe(false);
  });

  it('lets a week be approved only after its Sunday', () => {
    expect(weekHasEnded('2026-11-16', '2026-11-23')).toBe(true);
    expect(weekHasEnded('2026-11-16', '2026-11-22')).toBe(false);
    expect(weekHasEnded('2026-11-23', '2026-11-25')).toBe(false);
  });
});

describe('the overnight flag', () => {
  const base = { type: 'work', date: '2026-11-03', startTime: '22:00', endTime: '06:00' } as const;

  it('reads an end at or before the start as the next day', () => {
    expect(endsNextDay('22:00', '06:00')).toBe(true);
    expect(endsNextDay('08:00', '08:00')).toBe(true);
    expect(endsNextDay('08:00', '16:00')).toBe(false);
  });

  it('needs the flag for such an end and refuses it for any other', () => {
    const refused = newTimeEntrySchema.safeParse(base);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['endTime'], message: TIMEREG_MESSAGES.overnightUnconfirmed }),
    ]);
    expect(newTimeEntrySchema.safeParse({ ...base, overnight: true }).success).toBe(true);
    const daytime = newTimeEntrySchema.safeParse({ ...base, endTime: '23:00', overnight: true });
    expect(daytime.error?.issues[0]?.message).toBe(TIMEREG_MESSAGES.overnightWithoutNight);
  });

  it('refuses a note over its limit with a message instead of cutting it', () => {
    const note = newTimeEntrySchema.safeParse({ ...base, overnight: true, note: 'x'.repeat(1001) });
    expect(note.error?.issues[0]?.message).toBe(TIMEREG_MESSAGES.noteTooLong);
  });
});

describe('one full-day absence a day (docs/rules/timereg.md#ruling-30)', () => {
  const sick = entry({ id: 's', date: '2026-11-03', type: 'sickLeave' });
  it('finds the absence already on the day for any absence type', () => {
    for (const type of ['holiday', 'sickLeave', 'timeOff'] as const) {
      expect(findSecondAbsence(entry({ date: '2026-11-03', type }), [sick])).toBe(sick);
    }
  });
  it('lets work, another day, and the absence itself (by id) through', () => {
    expect(findSecondAbsence(entry({ date: '2026-11-03', type: 'work' }), [sick])).toBeNull();
    expect(findSecondAbsence(entry({ date: '2026-11-04', type: 'holiday' }), [sick])).toBeNull();
    expect(findSecondAbsence({ ...sick, type: 'timeOff', hours: 3 }, [sick])).toBeNull();
    const work = entry({ id: 'w', date: '2026-11-03', type: 'work' });
    expect(findSecondAbsence(entry({ date: '2026-11-03', type: 'holiday' }), [work])).toBeNull();
  });
  it("says docs/rules/timereg.md#ruling-30's words, and names the day for a period", () => {
    expect(ENTRY_CONFLICT_TEXT.secondAbsence(sick, false)).toBe(
      'Der er allerede registreret fravær denne dag.',
    );
    expect(TIMEREG_MESSAGES.absenceAlreadyRegistered).toBe('Der er allerede registreret fravær denne dag.');
    expect(ENTRY_CONFLICT_TEXT.secondAbsence(sick, true)).toBe(
      'Der er allerede registreret fravær d. 03.11.2026 (sygdom).',
    );
  });
});
