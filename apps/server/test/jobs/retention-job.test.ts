import { describe, expect, it } from 'vitest';
import { msUntilNightlyRun } from '../../src/jobs/retention-job';

const HOUR = 60 * 60 * 1000;

describe('the nightly retention run (decision 050)', () => {
  it('starts at the next 02:00 UTC', () => {
    expect(msUntilNightlyRun(new Date('2026-11-28T01:00:00Z'))).toBe(HOUR);
    expect(msUntilNightlyRun(new Date('2026-11-28T02:00:00Z'))).toBe(24 * HOUR);
    expect(msUntilNightlyRun(new Date('2026-11-28T09:30:00Z'))).toBe(16.5 * HOUR);
    expect(msUntilNightlyRun(new Date('2026-12-31T23:00:00Z'))).toBe(3 * HOUR);
  });
});
