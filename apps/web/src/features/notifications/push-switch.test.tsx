import { PUSH_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { PushSwitch } from './push-switch';

const PUBLIC_KEY = 'BAQ2y232Lo9P4iBnG2O5XgfiEYopHb3o7H5lcmdNN3tlFB6qy3bHYm0QA6pUTwtaZFhwms7yhw8XyIXs_THHBSE';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

/** A browser that can do push: a service worker registration whose push manager subscribes as told. */
function fakeBrowser(permission: NotificationPermission) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => subscription),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager })) },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { requestPermission });
  return { pushManager, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("'Få notifikationer på telefonen' (issue 26)", () => {
  it('says in Danish what to do when the permission is refused, and subscribes nothing', async () => {
    const browser = fakeBrowser('denied');
    const api = stubApi({
      'GET /api/notifications/push/public-key': () => Response.json({ publicKey: PUBLIC_KEY }),
    });
    await renderPage(PushSwitch);
    fireEvent.click(await screen.findByRole('switch', { name: new RegExp(`^${PUSH_MESSAGES.switchLabel}`) }));
    expect((await screen.findByRole('alert')).textContent).toBe(PUSH_MESSAGES.denied);
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it('subscribes with the server key and sends the subscription when allowed', async () => {
    const browser = fakeBrowser('granted');
    const api = stubApi({
      'GET /api/notifications/push/public-key': () => Response.json({ publicKey: PUBLIC_KEY }),
      'POST /api/notifications/push/subscriptions': () => new Response(null, { status: 204 }),
    });
    await renderPage(PushSwitch);
    fireEvent.click(await screen.findByRole('switch', { name: new RegExp(`^${PUSH_MESSAGES.switchLabel}`) }));
    expect(await screen.findByText(PUSH_MESSAGES.enabled)).toBeTruthy();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      endpoint: ENDPOINT,
      keys: KEYS,
    });
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true));
  });

  it('is not shown when the installation has push off', async () => {
    fakeBrowser('granted');
    const api = stubApi({
      'GET /api/notifications/push/public-key': () => Response.json({ publicKey: null }),
    });
    await renderPage(PushSwitch);
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
