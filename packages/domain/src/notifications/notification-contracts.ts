import { z } from 'zod';
import { NOTIFICATION_KINDS, notificationDeliverySchema, notificationKindSchema } from './notification-kinds';

/** The most notifications the bell lists at once (the newest); older ones are read in the app where they belong. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const NOTIFICATION_MESSAGES = {
  bell: 'Notifikationer',
  empty: 'Du har ingen notifikationer.',
  loading: 'Henter notifikationer …',
  markAllRead: 'Markér alle som læst',
  markRead: 'Markér som læst',
  unread: (count: number) => (count === 1 ? '1 ulæst' : `${count} ulæste`),
  preferencesTitle: 'Notifikationer',
  preferencesIntro:
    'Vælg for hver slags, om du vil have den i appen, på e-mail, samlet i én daglig e-mail eller slet ikke. E-mails sendes mellem kl. 07 og 20.',
  preferencesSaved: 'Dine notifikationsvalg er gemt.',
  save: 'Gem',
  unsubscribed: (kind: string) => `Du får ikke længere e-mails om: ${kind}.`,
  unsubscribeInvalid: 'Linket er ugyldigt eller udløbet.',
  notFound: 'Notifikationen blev ikke fundet.',
} as const;

/** One notification as the bell shows it. */
export const notificationItemSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** Where the item leads in the web app (a path), or null when there is nowhere to go. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET /api/notifications: the unread count and the newest items. */
export const notificationListSchema = z.object({
  unread: z.number().int().min(0),
  items: z.array(notificationItemSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  delivery: notificationDeliverySchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET and PUT /api/notifications/preferences: one choice per kind (PUT may send only the changed ones). */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The one-click unsubscribe link's query and form body (RFC 8058). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(512) });

export const unsubscribeResultSchema = z.object({ kind: notificationKindSchema, message: z.string() });
