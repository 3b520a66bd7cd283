import { PUSH_MESSAGES } from '@kollega/domain';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../ui/query-state';
import { SectionCard } from '../../ui/section-card';
import { deleteDeviceSubscription, saveDeviceSubscription, usePushPublicKey } from './api/notifications';

/** The browser can do web push: a service worker, the Push API and notifications. */
function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the bytes `pushManager.subscribe` wants (it is base64url text on the wire). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The registration of public/sw.js, which shows the pushes; none in development builds (service-worker.ts). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

type Problem = { message: string } | { error: unknown } | null;

/**
 * 'Få notifikationer på telefonen' (issue 26, decision 040): opt-in web push for this device. Turning it on asks
 * the browser's permission, subscribes with the server's VAPID key and sends the subscription; turning it off
 * removes it on both sides. Hidden when the installation has no VAPID keys.
 */
export function PushSwitch() {
  const publicKey = usePushPublicKey();
  const supported = pushSupported();
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    let active = true;
    void workerRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (active) setEnabled(Boolean(subscription));
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [supported]);

  const key = publicKey.data?.publicKey;
  if (!key) return null;

  async function turnOn(vapidKey: string) {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setProblem({ message: PUSH_MESSAGES.denied });
      return;
    }
    const registration = await workerRegistration();
    if (!registration) {
      setProblem({ message: PUSH_MESSAGES.failed });
      return;
    }
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidKey),
    });
    const json = subscription.toJSON();
    try {
      await saveDeviceSubscription({
        endpoint: json.endpoint ?? subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
    } catch (error) {
      // The server did not take it: the browser's subscription would only be a dead end.
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
    setEnabled(true);
    setDone(PUSH_MESSAGES.enabled);
  }

  async function turnOff() {
    const registration = await workerRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await deleteDeviceSubscription(subscription.endpoint).catch((error: unknown) => {
        // Already gone on the server (404) is what we want; anything else is said.
        if ((error as { status?: number }).status !== 404) throw error;
      });
      await subscription.unsubscribe();
    }
    setEnabled(false);
    setDone(PUSH_MESSAGES.disabled);
  }

  async function toggle(on: boolean) {
    setProblem(null);
    setDone(null);
    setBusy(true);
    try {
      if (on) await turnOn(key as string);
      else await turnOff();
    } catch (error) {
      setProblem({ error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Switch
        label={PUSH_MESSAGES.switchLabel}
        description={supported ? PUSH_MESSAGES.switchDescription : PUSH_MESSAGES.unsupported}
        checked={enabled}
        disabled={!supported || busy}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {problem && 'message' in problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem.message}
        </Alert>
      ) : problem ? (
        <ErrorAlert error={problem.error} />
      ) : null}
      {done ? (
        <Text size="sm" c="teal.8" role="status">
          {done}
        </Text>
      ) : null}
    </Stack>
  );
}

/** 'Mig' in the employee app: the switch in its own card, or nothing when push is off. */
export function PushSection() {
  const publicKey = usePushPublicKey();
  if (!publicKey.data?.publicKey) return null;
  return (
    <SectionCard title="Notifikationer">
      <PushSwitch />
    </SectionCard>
  );
}
