import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_USER } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { notifications, pushSubscriptions } from '../../src/db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../src/db/tenant-scope';
import type { NotificationDeps } from '../../src/features/notifications/deps';
import { produceNotifications } from '../../src/features/notifications/public';
import { savePushSubscription } from '../../src/features/notifications/push/push-subscriptions';
import { sendPendingPushes } from '../../src/features/notifications/push/send-pushes';
import type { MemberContext } from '../../src/plugins/auth/request-context';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp, TEST_VAPID_KEYS, testConfig } from '../helpers/test-app';
import { meWorld } from '../me/me-fixtures';

// RFC 8188/8291's reference implementation, which web-push itself encrypts with; here it decrypts as a browser.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A device: its P-256 key pair and auth secret, as a browser makes them when it subscribes. */
function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  return { ecdh, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret } };
}

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: answers 201, or 410 ('gone') for paths under /gone/, and records each message. */
function fakePushService() {
  const received: Received[] = [];
  const waiting: ((message: Received) => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const message = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(message);
      response.statusCode = message.path.startsWith('/gone/') ? 410 : 201;
      response.end();
      waiting.shift()?.(message);
    });
  });
  return {
    received,
    /** Resolves with the next message the service receives (or one already received and not yet taken). */
    next: (): Promise<Received> => new Promise((resolve) => waiting.push(resolve)),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks the VAPID token (RFC 8292) as a push service does: ES256 over header.claims with the key it names. */
function verifyVapid(headers: http.IncomingHttpHeaders, origin: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  expect(match).not.toBeNull();
  const [, token, key] = match as unknown as [string, string, string];
  expect(key).toBe(TEST_VAPID_KEYS.publicKey);
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))).toMatchObject({ aud: origin });
}

function decrypt(message: Received, ecdh: ECDH, authSecret: string) {
  expect(message.headers['content-encoding']).toBe('aes128gcm');
  return JSON.parse(
    ece.decrypt(message.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8'),
  );
}

let app: App;
const push = fakePushService();
let origin: string;

beforeAll(async () => {
  origin = await push.start();
  ({ app } = await buildTestApp());
});
afterAll(() => push.stop());

const pushDeps = (): NotificationDeps =>
  ({
    db: app.database.db,
    now: () => new Date(),
    push: {
      keys: { ...TEST_VAPID_KEYS, subject: 'mailto:drift@kollega.test' },
      allowLocalHttpEndpoints: true,
    },
  }) as NotificationDeps;

describe('web push (issue 26, decision 040)', () => {
  it("sends an action's notification after its commit, encrypted to the device and signed with VAPID", async () => {
    const world = await meWorld(app);
    const phone = device();
    const subscribed = await call(app, 'POST', '/api/notifications/push/subscriptions', {
      cookie: world.ownerCookie,
      payload: { endpoint: `${origin}/devices/ejerens-telefon`, keys: phone.keys },
    });
    expect(subscribed.statusCode).toBe(204);

    const arrived = push.next();
    // Mia changes her phone number under 'Mig': the admins (the owner) are told, and the owner has a phone.
    const saved = await call(app, 'PUT', '/api/me/profile', {
      cookie: world.cookie,
      payload: {
        phone: '+45 12 34 56 78',
        privatePhone: '',
        privateEmail: '',
        address: '',
        zipcode: '',
        city: '',
        emergencyContactName: '',
        emergencyContactPhone: '',
      },
    });
    expect(saved.statusCode).toBe(200);
    const message = await arrived;

    expect(message.path).toBe('/devices/ejerens-telefon');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    verifyVapid(message.headers, origin);
    expect(decrypt(message, phone.ecdh, phone.keys.auth)).toEqual({
      title: 'Mia Medarbejder har rettet sine oplysninger',
      body: "Rettet under 'Mig': Telefon.",
      link: `/medarbejdere/${world.employee.id}`,
    });

    const rows = await unsafeAcrossCompanies(() =>
      app.database.db
        .select({ pushState: notifications.pushState })
        .from(notifications)
        .where(eq(notifications.companyId, world.companyId)),
    );
    expect(rows).toEqual([{ pushState: 'sent' }]);
    // Sent once: a second run finds nothing pending.
    expect(await sendPendingPushes(pushDeps(), new Date())).toEqual({ sent: 0, failed: 0, removed: 0 });
  });

  it('deletes a device the push service says is gone (410), keeps the others, and marks nothing for those without one', async () => {
    const world = await meWorld(app);
    const phone = device();
    const oldPhone = device();
    for (const [endpoint, keys] of [
      [`${origin}/devices/ny-telefon`, phone.keys],
      [`${origin}/gone/gammel-telefon`, oldPhone.keys],
    ] as const) {
      const response = await call(app, 'POST', '/api/notifications/push/subscriptions', {
        cookie: world.cookie,
        payload: { endpoint, keys },
      });
      expect(response.statusCode).toBe(204);
    }
    await withCompany(world.companyId, () =>
      produceNotifications(
        app.database.db,
        [world.employee.id, world.owner.employeeId].map((employeeId) => ({
          companyId: world.companyId,
          employeeId,
          kind: 'equipment-expired' as const,
          params: { name: 'Bærbar 7', expiresOn: '2026-11-20' },
          link: '/mig/udstyr',
          dedupeKey: 'test:push-410',
        })),
        new Date(),
      ),
    );
    const before = push.received.length;
    const report = await sendPendingPushes(pushDeps(), new Date());
    expect(report).toEqual({ sent: 1, failed: 0, removed: 1 });
    const delivered = push.received.slice(before);
    expect(delivered.map((message) => message.path).sort()).toEqual([
      '/devices/ny-telefon',
      '/gone/gammel-telefon',
    ]);
    const toPhone = delivered.find((message) => message.path === '/devices/ny-telefon') as Received;
    expect(decrypt(toPhone, phone.ecdh, phone.keys.auth)).toMatchObject({ title: 'Bærbar 7 er udløbet' });

    const left = await withCompany(world.companyId, () =>
      app.database.db
        .select({ endpoint: pushSubscriptions.endpoint, lastSuccessAt: pushSubscriptions.lastSuccessAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.companyId, world.companyId)),
    );
    expect(left).toEqual([{ endpoint: `${origin}/devices/ny-telefon`, lastSuccessAt: expect.any(Date) }]);
    // The owner has no device: their notification was never pending.
    const states = await withCompany(world.companyId, () =>
      app.database.db
        .select({ employeeId: notifications.employeeId, pushState: notifications.pushState })
        .from(notifications)
        .where(eq(notifications.dedupeKey, 'test:push-410')),
    );
    expect(new Map(states.map((row) => [row.employeeId, row.pushState]))).toEqual(
      new Map([
        [world.employee.id, 'sent'],
        [world.owner.employeeId, null],
      ]),
    );
  });
});

describe('push subscription routes', () => {
  const endpoint = 'https://push.example.invalid/abc';

  it('gives the public key to members only', async () => {
    const world = await meWorld(app);
    const key = await call(app, 'GET', '/api/notifications/push/public-key', { cookie: world.cookie });
    expect(key.json()).toEqual({ publicKey: TEST_VAPID_KEYS.publicKey });
    expect((await call(app, 'GET', '/api/notifications/push/public-key')).statusCode).toBe(401);
    expect(
      (
        await call(app, 'POST', '/api/notifications/push/subscriptions', {
          payload: { endpoint, keys: device().keys },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call(app, 'DELETE', '/api/notifications/push/subscriptions', { payload: { endpoint } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a bad endpoint or keys with Danish messages', async () => {
    const world = await meWorld(app);
    const keys = device().keys;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endpoint: 'http://push.example.invalid/abc', keys }, 'endpoint', PUSH_MESSAGES.endpointInvalid],
      [{ endpoint: 'ikke en adresse', keys }, 'endpoint', PUSH_MESSAGES.endpointInvalid],
      [{ endpoint: '', keys }, 'endpoint', PUSH_MESSAGES.endpointInvalid],
      [{ endpoint, keys: { ...keys, p256dh: 'kort' } }, 'keys.p256dh', PUSH_MESSAGES.p256dhInvalid],
      [{ endpoint, keys: { ...keys, auth: `${keys.auth}xx` } }, 'keys.auth', PUSH_MESSAGES.authInvalid],
    ];
    for (const [payload, path, message] of cases) {
      const response = await call(app, 'POST', '/api/notifications/push/subscriptions', {
        cookie: world.cookie,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldErrors(response.json())[path]).toBe(message);
    }
  });

  it("removes one's own device; another person's endpoint is 404 and stays", async () => {
    const world = await meWorld(app);
    const subscribe = await call(app, 'POST', '/api/notifications/push/subscriptions', {
      cookie: world.ownerCookie,
      payload: { endpoint, keys: device().keys },
    });
    expect(subscribe.statusCode).toBe(204);
    const byColleague = await call(app, 'DELETE', '/api/notifications/push/subscriptions', {
      cookie: world.cookie,
      payload: { endpoint },
    });
    expect(byColleague.statusCode).toBe(404);
    expect(byColleague.json().error.message).toBe(PUSH_MESSAGES.notFound);
    const mine = and(
      eq(pushSubscriptions.companyId, world.companyId),
      eq(pushSubscriptions.endpoint, endpoint),
    );
    const count = async () =>
      (await withCompany(world.companyId, () => app.database.db.select().from(pushSubscriptions).where(mine)))
        .length;
    expect(await count()).toBe(1);
    const own = await call(app, 'DELETE', '/api/notifications/push/subscriptions', {
      cookie: world.ownerCookie,
      payload: { endpoint },
    });
    expect(own.statusCode).toBe(204);
    expect(await count()).toBe(0);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_USER} devices per person: the newest replace the oldest`, async () => {
    const world = await meWorld(app);
    for (let index = 0; index <= PUSH_SUBSCRIPTIONS_PER_USER; index += 1) {
      const response = await call(app, 'POST', '/api/notifications/push/subscriptions', {
        cookie: world.cookie,
        payload: { endpoint: `https://push.example.invalid/enhed-${index}`, keys: device().keys },
      });
      expect(response.statusCode).toBe(204);
    }
    const rows = await withCompany(world.companyId, () =>
      app.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.companyId, world.companyId)),
    );
    expect(rows).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
    expect(rows.map((row) => row.endpoint)).toContain(
      `https://push.example.invalid/enhed-${PUSH_SUBSCRIPTIONS_PER_USER}`,
    );
  });
});

describe('without VAPID keys', () => {
  it('has no public key and refuses a subscription with a Danish message', async () => {
    const { app: off } = await buildTestApp({
      config: testConfig({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' }),
    });
    const world = await meWorld(off);
    const key = await call(off, 'GET', '/api/notifications/push/public-key', { cookie: world.cookie });
    expect(key.json()).toEqual({ publicKey: null });
    const response = await call(off, 'POST', '/api/notifications/push/subscriptions', {
      cookie: world.cookie,
      payload: { endpoint: 'https://push.example.invalid/x', keys: device().keys },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(PUSH_MESSAGES.unavailable);
  });
});

describe('outside the test build', () => {
  it("accepts only the browsers' push services over https", async () => {
    const ctx = { companyId: 'x', userId: 'y', employeeId: 'z' } as MemberContext;
    const deps = pushDeps();
    const production = {
      ...deps,
      db: app.database.db,
      push: { ...deps.push!, allowLocalHttpEndpoints: false },
    };
    for (const endpoint of [
      'http://127.0.0.1:9/x',
      'https://intern.firma.local/admin',
      'https://fcm.googleapis.com.example.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      await expect(
        savePushSubscription(production, ctx, { endpoint, keys: device().keys }),
        endpoint,
      ).rejects.toMatchObject({ statusCode: 400, message: PUSH_MESSAGES.endpointInvalid });
    }
  });
});
