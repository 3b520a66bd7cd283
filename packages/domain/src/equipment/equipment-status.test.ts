import { describe, expect, it } from 'vitest';
import { danishToday } from '../dates/calendar';
import { equipmentFormSchema, equipmentTypeFormSchema } from './equipment-contracts';
import { equipmentStatus, equipmentStatusBounds } from './equipment-status';

// 10:00 Danish time (CET) on 2026-01-10.
const NOW = new Date('2026-01-10T09:00:00Z');
const item = (endDate: string | null, serialNumber = 'SN-1', inactive = false) => ({
  endDate,
  serialNumber,
  inactive,
});

describe('equipmentStatus (hr-core §4)', () => {
  it('puts Inaktiv first, whatever the dates say', () => {
    expect(equipmentStatus(item('2020-01-01', '', true), NOW)).toBe('inactive');
  });

  it('is Udløbet from the day after the end date', () => {
    expect(equipmentStatus(item('2026-01-09'), NOW)).toBe('expired');
    expect(equipmentStatus(item('2026-01-10'), NOW)).toBe('expiring');
  });

  it('warns within 30 days, not at 31', () => {
    expect(equipmentStatus(item('2026-02-09'), NOW)).toBe('expiring');
    expect(equipmentStatus(item('2026-02-10'), NOW)).toBe('active');
    expect(equipmentStatus(item('2026-02-09', ''), NOW)).toBe('expiring');
  });

  it('is Aktiv with a serial number and Mangler serienummer without', () => {
    expect(equipmentStatus(item(null), NOW)).toBe('active');
    expect(equipmentStatus(item(null, ''), NOW)).toBe('missingSerial');
    expect(equipmentStatus(item(null, '   '), NOW)).toBe('missingSerial');
    expect(equipmentStatus(item('2030-01-01', ''), NOW)).toBe('missingSerial');
  });

  it('counts Danish days: just after midnight in Copenhagen is already the next day', () => {
    // 2026-01-10 23:30 UTC is 2026-01-11 00:30 in Copenhagen.
    const lateUtc = new Date('2026-01-10T23:30:00Z');
    expect(danishToday(lateUtc)).toBe('2026-01-11');
    expect(equipmentStatus(item('2026-01-10'), lateUtc)).toBe('expired');
  });

  it('counts whole days across the change to summer time', () => {
    // Summer time begins 2026-03-29; 30 days before 2026-04-10 is 2026-03-11.
    const beforeDst = new Date('2026-03-11T11:00:00Z');
    expect(equipmentStatus(item('2026-04-10'), beforeDst)).toBe('expiring');
    expect(equipmentStatus(item('2026-04-11'), beforeDst)).toBe('active');
    // Just after midnight on the day of the change (23:30 UTC the day before is 00:30 CET).
    const midnight = new Date('2026-03-28T23:30:00Z');
    expect(danishToday(midnight)).toBe('2026-03-29');
    expect(equipmentStatus(item('2026-04-28'), midnight)).toBe('expiring');
    expect(equipmentStatus(item('2026-04-29'), midnight)).toBe('active');
    // Across the change back to winter time (2026-10-25): 22:30 UTC on the 25th is 23:30 CET, still the 25th.
    const autumn = new Date('2026-10-25T22:30:00Z');
    expect(danishToday(autumn)).toBe('2026-10-25');
    expect(equipmentStatus(item('2026-10-24'), autumn)).toBe('expired');
  });

  it('gives the query bounds matching the rule', () => {
    expect(equipmentStatusBounds(NOW)).toEqual({ expiredBefore: '2026-01-10', expiringUntil: '2026-02-09' });
  });
});

describe('equipment forms', () => {
  const form = { equipmentTypeId: 't', equipmentVariantId: 'v' };
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it("says 'Variant mangler' without a variant and trims the serial number", () => {
    expect(messages(equipmentFormSchema.safeParse({ ...form, equipmentVariantId: '' }))).toEqual([
      'Variant mangler',
    ]);
    const parsed = equipmentFormSchema.parse({
      ...form,
      serialNumber: '  AB-1 ',
      startDate: '',
      endDate: null,
    });
    expect(parsed).toMatchObject({
      serialNumber: 'AB-1',
      startDate: null,
      endDate: null,
      assignedToId: null,
    });
  });

  it('refuses an end date before the start date', () => {
    expect(
      messages(equipmentFormSchema.safeParse({ ...form, startDate: '2026-02-01', endDate: '2026-01-01' })),
    ).toEqual(['Slutdatoen skal ligge efter startdatoen']);
  });

  it("says 'Navn mangler' for a category without a name, and refuses icons not in the list", () => {
    expect(messages(equipmentTypeFormSchema.safeParse({ name: ' ', icon: '💻' }))).toEqual(['Navn mangler']);
    expect(messages(equipmentTypeFormSchema.safeParse({ name: 'PC', icon: 'x' }))).toEqual([
      'Vælg et ikon fra listen',
    ]);
  });
});
