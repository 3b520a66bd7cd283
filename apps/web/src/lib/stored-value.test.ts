import { afterEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from './stored-value';

const DAY = 24 * 60 * 60 * 1000;
const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

afterEach(() => {
  window.localStorage.clear();
});

describe('stored values', () => {
  it('reads back what was written', () => {
    writeStored('k', 42, 1000);
    expect(readStored('k', { parse: asNumber, now: 2000 })).toBe(42);
  });

  it('forgets a value older than its maximum age, and removes it', () => {
    writeStored('k', 42, 0);
    expect(readStored('k', { parse: asNumber, maxAgeMs: DAY, now: DAY })).toBe(42);
    expect(readStored('k', { parse: asNumber, maxAgeMs: DAY, now: DAY + 1 })).toBeNull();
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('keeps a value without a maximum age for good', () => {
    writeStored('k', true, 0);
    expect(
      readStored('k', { parse: (value) => (typeof value === 'boolean' ? value : null), now: 365 * DAY }),
    ).toBe(true);
  });

  it('ignores what does not parse or is not its own', () => {
    window.localStorage.setItem('a', 'not json');
    window.localStorage.setItem('b', JSON.stringify({ something: 'else' }));
    writeStored('c', 'text');
    expect(readStored('a', { parse: asNumber })).toBeNull();
    expect(readStored('b', { parse: asNumber })).toBeNull();
    expect(readStored('c', { parse: asNumber })).toBeNull();
    expect(readStored('missing', { parse: asNumber })).toBeNull();
  });
});
