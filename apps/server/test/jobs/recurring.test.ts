import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRecurring } from '../../src/jobs/recurring';

/** The in-process timer behind the embedded database's jobs (billing, notifications, maintenance). */
describe('startRecurring', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the first delay and then every interval, skipping a tick while a run goes on', async () => {
    let release: () => void = () => {};
    let runs = 0;
    const recurring = startRecurring(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      { firstDelayMs: 100, intervalMs: 1_000, onError: () => {} },
    );
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // Still running at the first interval: that tick is skipped, not queued.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    release();
    await recurring.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('hands a failure to onError and runs again at the next tick', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const recurring = startRecurring(
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      { firstDelayMs: 10, intervalMs: 100, onError: (error) => errors.push(error) },
    );
    await vi.advanceTimersByTimeAsync(110);
    expect(runs).toBe(2);
    expect(errors.map((error) => (error as Error).message)).toEqual(['run 1', 'run 2']);
    await recurring.stop();
  });

  it('stop waits for the run in progress', async () => {
    let finished = false;
    const recurring = startRecurring(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = true;
      },
      { firstDelayMs: 0, intervalMs: 10_000, onError: () => {} },
    );
    await vi.advanceTimersByTimeAsync(1);
    const stopped = recurring.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
  });
});
