import { describe, expect, it } from 'vitest';
import { absenceDeadlineReminders } from './deadline-reminders';
import { periodDeadlines } from './sick-periods';
import { upcomingAbsenceDeadlines } from './upcoming-deadlines';

// Decision 068: which deadlines are reminded of on a given day, and under which key.
const sick = (name: string, firstDay: string) => ({
  employeeId: name,
  employeeName: name,
  lastDay: null,
  ...periodDeadlines({ firstDay, eligibility: 'yes', section56: null }),
});

function remindersOn(
  today: string,
  input: Parameters<typeof upcomingAbsenceDeadlines>[0],
): [string, string, string, string, number][] {
  return absenceDeadlineReminders(upcomingAbsenceDeadlines(input, today), today).map((reminder) => [
    reminder.employeeName,
    reminder.kind,
    reminder.date,
    reminder.point,
    reminder.daysLeft,
  ]);
}

describe('absenceDeadlineReminders', () => {
  it('reminds a week before and on the day, never of a deadline already past', () => {
    // Bo fell ill 20.11: samtale 18.12 (today), employer period ends 19.12, NemRefusion 25.12 (a week ahead).
    // Anna fell ill 27.11: samtale 25.12; her employer period (26.12) and NemRefusion (1.1) are further out.
    // Eva fell ill 1.11: every deadline has passed. Carl's Barsel refusion 20.12, Dorte's 17.12 (yesterday).
    const input = {
      sickPeriods: [sick('Anna', '2026-11-27'), sick('Bo', '2026-11-20'), sick('Eva', '2026-11-01')],
      parentalLeave: [
        { employeeId: 'Carl', employeeName: 'Carl', refusionRequestBy: '2026-12-20', ongoing: true },
        { employeeId: 'Dorte', employeeName: 'Dorte', refusionRequestBy: '2026-12-17' },
      ],
    };
    expect(remindersOn('2026-12-18', input)).toEqual([
      ['Bo', 'conversation', '2026-12-18', 'day', 0],
      ['Bo', 'employerPeriod', '2026-12-19', 'week', 1],
      ['Carl', 'parentalRefusion', '2026-12-20', 'week', 2],
      ['Anna', 'conversation', '2026-12-25', 'week', 7],
      ['Bo', 'nemRefusion', '2026-12-25', 'week', 7],
    ]);
    // Eight days before is not yet due; the day after, nothing.
    expect(remindersOn('2026-12-17', { sickPeriods: [], parentalLeave: input.parentalLeave })).toEqual([
      ['Dorte', 'parentalRefusion', '2026-12-17', 'day', 0],
      ['Carl', 'parentalRefusion', '2026-12-20', 'week', 3],
    ]);
    const carlOnly = { sickPeriods: [], parentalLeave: input.parentalLeave.slice(0, 1) };
    expect(remindersOn('2026-12-12', carlOnly)).toEqual([]);
    expect(remindersOn('2026-12-21', carlOnly)).toEqual([]);
  });

  it('keys each deadline by employee, kind, date and point, so every day of the week is one reminder', () => {
    const carl = (refusionRequestBy: string) => ({
      sickPeriods: [],
      parentalLeave: [{ employeeId: 'carl-id', employeeName: 'Carl', refusionRequestBy, ongoing: true }],
    });
    const keysOn = (today: string, refusionRequestBy: string) =>
      absenceDeadlineReminders(upcomingAbsenceDeadlines(carl(refusionRequestBy), today), today).map(
        (reminder) => reminder.dedupeKey,
      );
    const week = 'absence-deadline:carl-id:parentalRefusion:2026-12-20:week';
    // The same deadline seen on every day of its week is one key; on the day another.
    for (const today of ['2026-12-13', '2026-12-15', '2026-12-19'])
      expect(keysOn(today, '2026-12-20')).toEqual([week]);
    expect(keysOn('2026-12-20', '2026-12-20')).toEqual([
      'absence-deadline:carl-id:parentalRefusion:2026-12-20:day',
    ]);
    // The leave is extended and the deadline moves: the new date has its own key, the old date is no longer due.
    expect(keysOn('2026-12-15', '2027-01-03')).toEqual([]);
    expect(keysOn('2026-12-27', '2027-01-03')).toEqual([
      'absence-deadline:carl-id:parentalRefusion:2027-01-03:week',
    ]);
  });

  it('marks Barsel while the leave goes on as provisional, sick deadlines never', () => {
    const reminders = absenceDeadlineReminders(
      upcomingAbsenceDeadlines(
        {
          sickPeriods: [sick('Bo', '2026-11-20')],
          parentalLeave: [
            { employeeId: 'Carl', employeeName: 'Carl', refusionRequestBy: '2026-12-20', ongoing: true },
            { employeeId: 'Dan', employeeName: 'Dan', refusionRequestBy: '2026-12-21', ongoing: false },
          ],
        },
        '2026-12-18',
      ),
      '2026-12-18',
    );
    expect(reminders.map((reminder) => [reminder.employeeName, reminder.kind, reminder.provisional])).toEqual(
      [
        ['Bo', 'conversation', false],
        ['Bo', 'employerPeriod', false],
        ['Carl', 'parentalRefusion', true],
        ['Dan', 'parentalRefusion', false],
        ['Bo', 'nemRefusion', false],
      ],
    );
  });

  it('reminds of a closed period’s NemRefusion report under the key it had while open (decision 071)', () => {
    // Bo fell ill 20.11 (NemRefusion by 25.12) and was back 22.12 after 32 days: the period reached the refusion.
    const bo = { ...sick('Bo', '2026-11-20'), employeeId: 'bo-id' };
    const on = (today: string, lastDay: string | null) =>
      absenceDeadlineReminders(
        upcomingAbsenceDeadlines({ sickPeriods: [{ ...bo, lastDay }], parentalLeave: [] }, today),
        today,
      ).map((reminder) => [reminder.kind, reminder.point, reminder.closedPeriod, reminder.dedupeKey]);
    // Open on 18.12 and closed on 19.12: the same 'week' key, so the 'week' reminder is one, not two.
    expect(on('2026-12-18', null).at(-1)).toEqual([
      'nemRefusion',
      'week',
      false,
      'absence-deadline:bo-id:nemRefusion:2026-12-25:week',
    ]);
    expect(on('2026-12-23', '2026-12-21')).toEqual([
      ['nemRefusion', 'week', true, 'absence-deadline:bo-id:nemRefusion:2026-12-25:week'],
    ]);
    expect(on('2026-12-25', '2026-12-21')).toEqual([
      ['nemRefusion', 'day', true, 'absence-deadline:bo-id:nemRefusion:2026-12-25:day'],
    ]);
    expect(on('2026-12-26', '2026-12-21')).toEqual([]);
  });
});
