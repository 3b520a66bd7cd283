import {
  expandOverview,
  type IsoDate,
  type OverviewResponse,
  type OverviewWireResponse,
} from '@kollega/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

export type OverviewQuery = {
  from: IsoDate;
  to: IsoDate;
  /** Empty: everyone listed (those who register time, or the inactive ones). */
  employeeIds: readonly string[];
  inactive: boolean;
};

/** The query string of Overblik and its export: the same filters give the same figures in both. */
export function overviewSearch(query: OverviewQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.employeeIds.length > 0) search.set('employeeIds', query.employeeIds.join(','));
  if (query.inactive) search.set('inactive', 'true');
  return search.toString();
}

/**
 * GET /api/timereg/overview: per employee the categories, norm, totals, average week and hours per week. Asked for
 * in the compact shape (weeks and months listed once, figures as arrays; decision 060) and expanded here, so the
 * screens read the full shape.
 */
export async function getOverview(query: OverviewQuery, signal?: AbortSignal): Promise<OverviewResponse> {
  const answer = await apiFetch<OverviewWireResponse>(
    `/api/timereg/overview?${overviewSearch(query)}&shape=compact`,
    signal ? { signal } : {},
  );
  return expandOverview(answer);
}

export function overviewQueryOptions(query: OverviewQuery) {
  return queryOptions({
    queryKey: timeregQueryKeys.overview(query),
    queryFn: ({ signal }) => getOverview(query, signal),
  });
}

/**
 * Overblik's figures; off while the filters are incomplete (an Interval being typed). With `keepPrevious` the
 * previous period stays on screen while the next one loads, so stepping through weeks does not flash a loader;
 * a view about one employee's week leaves it off, so it never shows another week's figures as its own.
 */
export function useOverview(query: OverviewQuery | null, { keepPrevious = true } = {}) {
  return useQuery({
    ...overviewQueryOptions(query ?? { from: '', to: '', employeeIds: [], inactive: false }),
    enabled: query !== null,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
