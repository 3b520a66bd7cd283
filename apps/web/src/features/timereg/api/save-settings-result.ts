import type { TimeregSettingsResponse } from '@kollega/domain';
import type { QueryClient } from '@tanstack/react-query';
import { timeregQueryKeys } from './query-keys';

/**
 * After the norm week or the days off changed: keep the settings as the server answered, and refresh the rest
 * of time registration, whose norm time depends on them (Overblik, Registreringer). The settings themselves are
 * left out of that refresh; they were just stored.
 */
export async function storeSavedSettings(queryClient: QueryClient, saved: TimeregSettingsResponse) {
  queryClient.setQueryData(timeregQueryKeys.settings, saved);
  await queryClient.invalidateQueries({
    queryKey: timeregQueryKeys.all,
    predicate: (query) => query.queryKey[1] !== timeregQueryKeys.settings[1],
  });
}
