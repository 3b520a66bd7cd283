import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support';
import { CPR_FORMAT_MESSAGE, cprSchema, formatCprInput, maskCpr } from './cpr';

describe('formatCprInput (hr-core §5: auto-format while typing and on paste)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01019', '01019'],
    ['010190', '010190'],
    ['0101901', '010190-1'],
    ['0101901234', '010190-1234'],
    // typing after the hyphen is already there
    ['010190-1', '010190-1'],
    ['010190-1234', '010190-1234'],
    // backspace over the hyphen leaves six digits, no dangling hyphen
    ['010190-', '010190'],
  ])('typing %j shows %j', (raw, shown) => {
    expect(formatCprInput(raw)).toBe(shown);
  });

  it.each([
    ['010190 1234', '010190-1234'],
    [' 010190-1234 ', '010190-1234'],
    ['01 01 90 12 34', '010190-1234'],
    ['01-01-90-1234', '010190-1234'],
    ['010190–1234', '010190-1234'], // en dash from a word processor
    ['CPR: 010190-1234', '010190-1234'],
    ['01a01b90c1234', '010190-1234'],
    ['abc', ''],
    ['\t010190\n1234', '010190-1234'],
  ])('pasting %j gives %j', (raw, shown) => {
    expect(formatCprInput(raw)).toBe(shown);
  });

  it.each([
    ['01019012345', '010190-1234'],
    ['010190-12345678', '010190-1234'],
    ['0101901234 and 99', '010190-1234'],
  ])('keeps at most 10 digits: %j → %j', (raw, shown) => {
    expect(formatCprInput(raw)).toBe(shown);
  });

  it('is idempotent', () => {
    for (const raw of ['0101901234', '01019', '010190 12', 'x0101901234567']) {
      expect(formatCprInput(formatCprInput(raw))).toBe(formatCprInput(raw));
    }
  });
});

describe('cprSchema (hr-core §5)', () => {
  it.each(['010190-1234', '311299-0000', ' 010190-1234 '])('accepts %j', (cpr) => {
    expect(cprSchema.safeParse(cpr).success).toBe(true);
  });

  it('trims the value', () => {
    expect(cprSchema.parse(' 010190-1234 ')).toBe('010190-1234');
  });

  it.each([undefined, '', '   '])('is optional: %j gives undefined', (cpr) => {
    expect(cprSchema.parse(cpr)).toBeUndefined();
  });

  it.each([
    '0101901234',
    '010190 1234',
    '010190-123',
    '010190-12345',
    '01019-01234',
    '0101901-234',
    'ddmmyy-xxxx',
    '010190-12a4',
    '010190--1234',
    '010190–1234',
  ])('refuses %j with the spec’s message', (cpr) => {
    expect(messagesOf(cprSchema, cpr)).toEqual({ '(root)': CPR_FORMAT_MESSAGE });
  });

  it('refuses a non-string with the same message', () => {
    expect(messagesOf(cprSchema, 101901234)).toEqual({
      '(root)': 'CPR-nummeret skal være i formatet DDMMYY-XXXX',
    });
  });

  it('accepts whatever formatCprInput makes of a full number', () => {
    expect(cprSchema.safeParse(formatCprInput('010190 1234')).success).toBe(true);
    expect(cprSchema.safeParse(formatCprInput('01019')).success).toBe(false);
  });
});

describe('maskCpr (DESIGN.md rule 5)', () => {
  it('shows the birth date and hides the last four digits', () => {
    expect(maskCpr('010190-1234')).toBe('010190-••••');
  });

  it('masks an unformatted full number the same way', () => {
    expect(maskCpr('0101901234')).toBe('010190-••••');
  });

  it.each(['01019', '010190-12345', 'abcdef-ghij', '010190-12a4'])('masks %j completely', (cpr) => {
    expect(maskCpr(cpr)).toBe('••••••-••••');
  });

  it.each([null, undefined, ''])('shows nothing for %j', (cpr) => {
    expect(maskCpr(cpr)).toBe('');
  });

  it('never contains the last four digits', () => {
    expect(maskCpr('010190-9876')).not.toMatch(/9876/);
  });
});
