import { useStoredState } from '../../../../lib/use-stored-state';

export const WEEK_MODE_KEY = 'kollega.timereg.week-mode';

/**
 * Whether Registreringer shows weeks instead of days. Remembered without expiry (time-registration §2), unlike
 * Overblik's filters: it is a way of working, not a question of the day.
 */
export function useWeekMode() {
  return useStoredState<boolean>(WEEK_MODE_KEY, false, {
    parse: (value) => (typeof value === 'boolean' ? value : null),
  });
}
