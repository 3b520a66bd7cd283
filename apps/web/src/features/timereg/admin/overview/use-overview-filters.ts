import { danishToday } from '@kollega/domain';
import { useStoredState } from '../../../../lib/use-stored-state';
import {
  defaultFilters,
  FILTERS_MAX_AGE_MS,
  OVERVIEW_FILTERS_KEY,
  type OverviewFilters,
  parseStoredFilters,
} from './overview-filters';

/**
 * Overblik's filters, remembered in this browser for 24 hours after the last change (time-registration §2, §9):
 * coming back the next morning starts from the current month again.
 */
export function useOverviewFilters() {
  return useStoredState<OverviewFilters>(OVERVIEW_FILTERS_KEY, () => defaultFilters(danishToday()), {
    parse: parseStoredFilters,
    maxAgeMs: FILTERS_MAX_AGE_MS,
  });
}
