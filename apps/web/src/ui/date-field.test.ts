import { describe, expect, it } from 'vitest';
import { parseDanishDate } from './date-field';

describe('parseDanishDate', () => {
  it('reads the Danish ways of writing a date', () => {
    expect(parseDanishDate('15.03.2024')).toBe('2024-03-15');
    expect(parseDanishDate(' 1.3.2024 ')).toBe('2024-03-01');
    expect(parseDanishDate('15-03-2024')).toBe('2024-03-15');
    expect(parseDanishDate('15032024')).toBe('2024-03-15');
    expect(parseDanishDate('2024-03-15')).toBe('2024-03-15');
  });

  it('refuses dates that do not exist and anything else', () => {
    expect(parseDanishDate('31.02.2024')).toBeNull();
    expect(parseDanishDate('29.02.2023')).toBeNull();
    expect(parseDanishDate('15.03')).toBeNull();
    expect(parseDanishDate('i morgen')).toBeNull();
    expect(parseDanishDate('')).toBeNull();
  });
});
