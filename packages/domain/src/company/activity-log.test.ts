import { describe, expect, it } from 'vitest';
import {
  activityActionLabel,
  activityAreaLabel,
  activityChanges,
  activityLogQuerySchema,
} from './activity-log';

describe('activityChanges', () => {
  it('reads a changes list as it is', () => {
    expect(activityChanges({ changes: [{ field: 'phone', from: '1', to: '2' }] })).toEqual([
      { field: 'phone', from: '1', to: '2' },
    ]);
  });
  it('keeps only the fields that differ between before and after', () => {
    expect(
      activityChanges({ before: { name: 'A', city: 'Aarhus' }, after: { name: 'B', city: 'Aarhus' } }),
    ).toEqual([{ field: 'name', from: 'A', to: 'B' }]);
  });
  it('shows a field new in after as from empty, and objects as JSON', () => {
    expect(activityChanges({ after: { on: true, list: [1] } })).toEqual([
      { field: 'on', from: '', to: 'true' },
      { field: 'list', from: '', to: '[1]' },
    ]);
  });
  it('has nothing to show for other details', () => {
    expect(activityChanges({})).toEqual([]);
    expect(activityChanges(null)).toEqual([]);
    expect(activityChanges({ changes: 'x', after: 'y' })).toEqual([]);
    expect(activityChanges({ changes: [null, 3] })).toEqual([]);
  });
});

describe('activityLogQuerySchema', () => {
  it('takes a range of up to 366 days, both ends included', () => {
    expect(activityLogQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    const tooLong = activityLogQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' });
    expect(tooLong.error?.issues[0]?.message).toBe('Vælg højst 366 dage ad gangen.');
  });
  it('refuses a range that ends before it starts', () => {
    const reversed = activityLogQuerySchema.safeParse({ from: '2024-02-01', to: '2024-01-31' });
    expect(reversed.error?.issues[0]?.message).toBe('Fra-datoen skal ligge før til-datoen.');
  });
  it('refuses a date that is not one, without comparing it', () => {
    const result = activityLogQuerySchema.safeParse({ from: '2024-01-01', to: 'xxxxxxxxxxxx' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['to']);
  });
  it('pages from 1, bounded', () => {
    expect(activityLogQuerySchema.parse({}).page).toBe(1);
    expect(activityLogQuerySchema.parse({ page: '3' }).page).toBe(3);
    expect(activityLogQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(activityLogQuerySchema.safeParse({ page: '10001' }).success).toBe(false);
    expect(activityLogQuerySchema.safeParse({ person: 'ikke-et-id' }).success).toBe(false);
  });
});

describe('activityActionLabel', () => {
  it('names the security events of issue 25 in Danish, and shows an unknown action as its code', () => {
    expect(activityActionLabel('user.two_factor.enable')).toBe('To-trinsbekræftelse slået til');
    expect(activityActionLabel('user.two_factor.disable')).toBe('To-trinsbekræftelse slået fra');
    expect(activityActionLabel('user.session.revoke')).toBe('Browser logget ud');
    expect(activityActionLabel('user.sessions.revoke_others')).toBe('Andre browsere logget ud');
    expect(activityAreaLabel('user')).toBe('Brugere');
    expect(activityActionLabel('noget.nyt')).toBe('noget.nyt');
  });
});
