import { describe, expect, it } from 'vitest';
import { compareDanish } from './compare-danish';

describe('compareDanish', () => {
  it('puts Æ, Ø and Å after Z, in that order, and a leading Aa as Å', () => {
    // Danish collation reads 'Aa' as 'Å': Aase sorts with the Å names, after Åge (g before s).
    expect(['Aase', 'Øster', 'Zoe', 'Åge', 'Æble', 'Anne'].sort(compareDanish)).toEqual([
      'Anne',
      'Zoe',
      'Æble',
      'Øster',
      'Åge',
      'Aase',
    ]);
  });

  it('orders by letters first, then capitals before small letters as Danish does; equal names compare as 0', () => {
    expect(['bo', 'Anne', 'Bo', 'anne'].sort(compareDanish)).toEqual(['Anne', 'anne', 'Bo', 'bo']);
    expect(compareDanish('Åge', 'Åge')).toBe(0);
  });
});
