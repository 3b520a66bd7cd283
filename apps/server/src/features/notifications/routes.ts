import {
  errorEnvelopeSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../plugins/auth/request-context';
import type { NotificationDeps } from './deps';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-read';
import { getNotificationPreferences, saveNotificationPreferences } from './preferences';
import { deletePushSubscription, pushPublicKey, savePushSubscription } from './push/push-subscriptions';
import { unsubscribe } from './unsubscribe';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The bell and 'Notifikationer' (issue 26, decision 040): every signed-in member reads and marks their own
 * notifications and chooses how each kind reaches them. The unsubscribe link works without signing in: its
 * signed token says whose and which kind.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: NotificationDeps }> = async (app, options) => {
  const { deps } = options;
  // RFC 8058's one-click POST is a form ('List-Unsubscribe=One-Click'); only this plugin's routes read forms,
  // and the token comes from the URL, so the body is read (small) and not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/api/notifications',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'My unread count and newest notifications (the bell)',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(deps, await requireMember(request));
    },
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: z.object({ notificationId: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markNotificationRead(deps, await requireMember(request), {
        notificationId: request.params.notificationId,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: z.object({ marked: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ marked: await markAllNotificationsRead(deps, await requireMember(request)) }),
  );

  app.get(
    '/api/notifications/preferences',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: "'Notifikationer' on the profile: my delivery for every kind",
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => getNotificationPreferences(deps, await requireMember(request)),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Save my delivery for some or all kinds',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => saveNotificationPreferences(deps, await requireMember(request), request.body),
  );

  // Web push (decision 040): each person subscribes their own devices; the key is public by nature.
  app.get(
    '/api/notifications/push/public-key',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key a device subscribes to web push with (null: push is off)',
        response: { 200: pushPublicKeySchema, ...errors },
      },
    },
    async (request) => {
      await requireMember(request);
      return pushPublicKey(deps);
    },
  );

  app.post(
    '/api/notifications/push/subscriptions',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: "Subscribe this device to web push ('Få notifikationer på telefonen')",
        body: pushSubscriptionInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await savePushSubscription(deps, await requireMember(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/notifications/push/subscriptions',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Unsubscribe this device (by its endpoint) from web push',
        body: pushUnsubscribeInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePushSubscription(deps, await requireMember(request), request.body);
      return reply.status(204).send(null);
    },
  );

  // RFC 8058: the mail client POSTs 'List-Unsubscribe=One-Click' to the header's URL; a person clicks the link.
  app.post(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        summary: 'One-click unsubscribe of one kind of e-mail (List-Unsubscribe-Post), with the signed token',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, ...errors },
      },
    },
    async (request) => unsubscribe(deps, { token: request.query.token, requestId: request.id }),
  );

  app.get(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        summary: "The mail's 'Afmeld' link: the same one-click unsubscribe, answered as a short Danish page",
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const result = await unsubscribe(deps, { token: request.query.token, requestId: request.id });
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(result.message);
    },
  );
};
