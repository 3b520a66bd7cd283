import { runAsBackgroundWork } from '../db/statement-priority';

/** A recurring run in this process, stopped when the app closes. */
export interface RecurringRun {
  /** Stops the timers and waits for a run in progress, so the database can close behind it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` once after `firstDelayMs` and then every `intervalMs`, in this process: the embedded database's jobs
 * (billing, notifications, maintenance), which only one server can hold. A tick while the last run is still going
 * is skipped, never queued; it runs as background work; a failure is handed to `onError` and the next tick runs as usual. The timers do not
 * keep the process alive.
 */
export function startRecurring(
  run: () => Promise<void>,
  options: { firstDelayMs: number; intervalMs: number; onError: (error: unknown) => void },
): RecurringRun {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    // Background work: its statements give way to requests' (decision 035).
    running = runAsBackgroundWork(run)
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, options.firstDelayMs);
  const timer = setInterval(tick, options.intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
