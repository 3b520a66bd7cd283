import { describe, expect, it } from 'vitest';
import { isHeavyOverviewExport } from './export-contracts';

describe('which Overblik exports run as a background job', () => {
  it('is more than 3 months: up to the day before the same day three months later is light', () => {
    expect(isHeavyOverviewExport('2025-01-01', '2025-01-31')).toBe(false);
    expect(isHeavyOverviewExport('2025-01-01', '2025-03-31')).toBe(false);
    expect(isHeavyOverviewExport('2025-01-01', '2025-04-01')).toBe(true);
    expect(isHeavyOverviewExport('2024-07-01', '2029-06-30')).toBe(true);
  });

  it('counts months across a year end and from a month end', () => {
    expect(isHeavyOverviewExport('2024-11-15', '2025-02-14')).toBe(false);
    expect(isHeavyOverviewExport('2024-11-15', '2025-02-15')).toBe(true);
    // 30 November + 3 months is 2 March (February has 28 days): still within on 1 March.
    expect(isHeavyOverviewExport('2024-11-30', '2025-03-01')).toBe(false);
  });
});
