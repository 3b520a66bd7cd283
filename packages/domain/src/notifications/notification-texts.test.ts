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
