import { addDays, isoWeekday } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import { aggregateChunks } from '../../src/features/timereg/overview/load-overview';

describe('aggregateChunks', () => {
  it('keeps a year in one statement', () => {
    expect(aggregateChunks('2025-03-05', '2026-03-04')).toEqual([{ from: '2025-03-05', to: '2026-03-04' }]);
  });

  it('cuts five years at Sundays into contiguous chunks of at most 53 weeks', () => {
    const chunks = aggregateChunks('2024-01-03', '2028-12-31');
    expect(chunks.length).toBe(5);
    expect(chunks[0]?.from).toBe('2024-01-03');
    expect(chunks.at(-1)?.to).toBe('2028-12-31');
    for (const [index, chunk] of chunks.entries()) {
      if (index < chunks.length - 1) {
        expect(isoWeekday(chunk.to)).toBe(7);
        expect(chunks[index + 1]?.from).toBe(addDays(chunk.to, 1));
      }
      expect(chunk.to <= addDays(chunk.from, 53 * 7 - 1)).toBe(true);
    }
  });
});
