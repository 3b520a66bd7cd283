import { describe, expect, it } from 'vitest';
import { compareDanish } from './compare-danish';

describe('compareDanish', () => {
  it('puts æ, ø and å after z, in that order', () => {
    expect(['Åse', 'Øjvind', 'Ærø', 'Zenia', 'Anders'].sort(compareDanish)).toEqual([
      'Anders',
      'Zenia',
      'Ærø',
      'Øjvind',
      'Åse',
    ]);
  });

  it('is negative, zero or positive like any comparator', () => {
    expect(compareDanish('Bo', 'Ida')).toBeLessThan(0);
    expect(compareDanish('Ida', 'Bo')).toBeGreaterThan(0);
    expect(compareDanish('Ida', 'Ida')).toBe(0);
  });

  it('ignores case before it tells names apart', () => {
    expect(['bo', 'Anna', 'Carl'].sort(compareDanish)).toEqual(['Anna', 'bo', 'Carl']);
  });
});
