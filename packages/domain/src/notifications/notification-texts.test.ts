import { describe, expect, it } from 'vitest';
import { NOTIFICATION_GROUPS, NOTIFICATION_KINDS } from './notification-kinds';
import { danishLongDate, notificationText } from './notification-texts';

describe('notification texts', () => {
  it('gives every kind a Danish title and body, and every kind is in one group', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { title, body } = notificationText(kind, {});
      expect(title.length).toBeGreaterThan(0);
      expect(body.length).toBeGreaterThan(0);
    }
    const grouped = NOTIFICATION_GROUPS.flatMap((group) => [...group.kinds]);
    expect([...grouped].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('counts weeks awaiting approval in Danish', () => {
    expect(notificationText('timereg-weeks-awaiting-approval', { weeks: 3 }).title).toBe(
      '3 uger venter på godkendelse',
    );
    expect(notificationText('timereg-weeks-awaiting-approval', { weeks: 1 }).title).toBe(
      '1 uge venter på godkendelse',
    );
  });

  it('writes dates the Danish way', () => {
    expect(danishLongDate('2026-12-01')).toBe('1. december 2026');
    expect(notificationText('equipment-expired', { name: 'Bærbar', expiresOn: '2026-11-30' })).toEqual({
      title: 'Bærbar er udløbet',
      body: 'Udløb 30. november 2026.',
    });
  });
});

describe('absence deadline reminders (decision 068)', () => {
  it('names the employee, the deadline and its date, vejledende, and says when it is provisional', () => {
    expect(
      notificationText('absence-deadline', {
        employee: 'Bo Berg',
        deadline: 'nemRefusion',
        date: '2026-12-25',
        daysLeft: 7,
        provisional: 0,
      }),
    ).toEqual({
      title: 'Frist om 7 dage: Bo Berg',
      body: 'Anmeld til NemRefusion senest 25. december 2026 (vejledende).',
    });
    expect(
      notificationText('absence-deadline', {
        employee: 'Carl Carlsen',
        deadline: 'parentalRefusion',
        date: '2026-12-18',
        daysLeft: 0,
        provisional: 1,
      }),
    ).toEqual({
      title: 'Frist i dag: Carl Carlsen',
      body: 'Barsel: anmod om refusion senest 18. december 2026 (foreløbig, orloven er ikke afsluttet; vejledende).',
    });
    // Decision 071: a closed sick period's NemRefusion report says the period has ended.
    expect(
      notificationText('absence-deadline', {
        employee: 'Bo Berg',
        deadline: 'nemRefusion',
        date: '2026-12-25',
        daysLeft: 0,
        provisional: 0,
        closedPeriod: 1,
      }).body,
    ).toBe('Anmeld til NemRefusion senest 25. december 2026 (afsluttet sygeperiode; vejledende).');
    expect(
      notificationText('absence-deadline', { employee: 'A', deadline: 'conversation', daysLeft: 1 }).title,
    ).toBe('Frist om 1 dag: A');
  });
});
