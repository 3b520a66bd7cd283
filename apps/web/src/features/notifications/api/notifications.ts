import type {
  NotificationList,
  NotificationPreferences,
  PushPublicKey,
  PushSubscriptionInput,
} from '@kollega/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
const PREFERENCES_QUERY_KEY = ['notifications', 'preferences'] as const;
/** The bell asks again every minute while the app is open, and when the window gets focus. */
const POLL_MS = 60_000;

/** GET /api/notifications: the unread count and the newest items. */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<NotificationList>('/api/notifications', { signal }),
    refetchInterval: POLL_MS,
    staleTime: 30_000,
  });
}

/** POST /api/notifications/:id/read. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      apiFetch<void>(`/api/notifications/${encodeURIComponent(notificationId)}/read`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY, exact: true }),
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ marked: number }>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY, exact: true }),
  });
}

/** GET /api/notifications/preferences. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<NotificationPreferences>('/api/notifications/preferences', { signal }),
  });
}

/** PUT /api/notifications/preferences. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      apiFetch<NotificationPreferences>('/api/notifications/preferences', { method: 'PUT', json: body }),
    onSuccess: (saved) => client.setQueryData(PREFERENCES_QUERY_KEY, saved),
  });
}

const PUSH_KEY_QUERY_KEY = ['notifications', 'push', 'public-key'] as const;

/** GET /api/notifications/push/public-key: the VAPID key, or null when this installation has push off. */
export function usePushPublicKey() {
  return useQuery({
    queryKey: PUSH_KEY_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<PushPublicKey>('/api/notifications/push/public-key', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/notifications/push/subscriptions: this device's subscription (`PushSubscription.toJSON()`). */
export function saveDeviceSubscription(body: PushSubscriptionInput) {
  return apiFetch<void>('/api/notifications/push/subscriptions', { method: 'POST', json: body });
}

/** DELETE /api/notifications/push/subscriptions: this device, by its endpoint. */
export function deleteDeviceSubscription(endpoint: string) {
  return apiFetch<void>('/api/notifications/push/subscriptions', { method: 'DELETE', json: { endpoint } });
}
