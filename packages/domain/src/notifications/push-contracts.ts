import { z } from 'zod';

/** At most this many devices per person and company get push; a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export const PUSH_MESSAGES = {
  switchLabel: 'Få notifikationer på telefonen',
  switchDescription:
    'Notifikationer du får i appen, vises også som en besked på denne enhed. Gælder kun den enhed, du slår det til på.',
  unavailable: 'Notifikationer på telefonen er ikke slået til for denne installation af Kollega.',
  unsupported: 'Din browser kan ikke vise notifikationer. Installér appen på hjemmeskærmen og prøv igen.',
  denied:
    'Du har ikke givet lov til notifikationer. Tillad notifikationer for Kollega i telefonens eller browserens indstillinger, og prøv igen.',
  enabled: 'Du får nu notifikationer på denne enhed.',
  disabled: 'Du får ikke længere notifikationer på denne enhed.',
  failed: 'Notifikationer kunne ikke slås til. Prøv igen.',
  endpointInvalid:
    'Adressen til notifikationstjenesten er ugyldig. Prøv at slå notifikationer til igen fra appen.',
  p256dhInvalid: 'Enhedens offentlige nøgle (p256dh) er ugyldig.',
  authInvalid: 'Enhedens godkendelsesnøgle (auth) er ugyldig.',
  notFound: 'Enheden er ikke tilmeldt notifikationer.',
} as const;

/**
 * The browser's PushSubscription as JSON (`subscription.toJSON()`). p256dh is an uncompressed P-256 point (65
 * bytes, 87 base64url characters), auth a 16-byte secret (22 characters); padding is tolerated.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ message: PUSH_MESSAGES.endpointInvalid })
    .min(1, PUSH_MESSAGES.endpointInvalid)
    .max(2048, PUSH_MESSAGES.endpointInvalid),
  keys: z.object({
    p256dh: z
      .string({ message: PUSH_MESSAGES.p256dhInvalid })
      .regex(/^[A-Za-z0-9_-]{87}={0,1}$/, PUSH_MESSAGES.p256dhInvalid),
    auth: z
      .string({ message: PUSH_MESSAGES.authInvalid })
      .regex(/^[A-Za-z0-9_-]{22}={0,2}$/, PUSH_MESSAGES.authInvalid),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({
  endpoint: z
    .string({ message: PUSH_MESSAGES.endpointInvalid })
    .min(1, PUSH_MESSAGES.endpointInvalid)
    .max(2048, PUSH_MESSAGES.endpointInvalid),
});

/** GET /api/notifications/push/public-key: the VAPID key the browser subscribes with, or null when push is off. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What the service worker receives: the notification's Danish title and text and the app path it opens. */
export interface PushPayload {
  title: string;
  body: string;
  link: string | null;
}
