import type { CalendarFeedCreated, CalendarFeedStatus } from '@kollega/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { AGREEMENTS_QUERY_KEY } from './query-keys';

const FEED_KEY = [...AGREEMENTS_QUERY_KEY, 'calendar-feed'] as const;

/** GET /api/agreements/calendar-feed: whether the signed-in admin's feed is on (decision 022). */
export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: ({ signal }) => apiFetch<CalendarFeedStatus>('/api/agreements/calendar-feed', { signal }),
  });
}

/** POST: turns the feed on or gives it a new address (the old one stops working); the address is shown once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CalendarFeedCreated>('/api/agreements/calendar-feed', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}

/** DELETE: turns the feed off; its address answers 404 from then on. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/agreements/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}
