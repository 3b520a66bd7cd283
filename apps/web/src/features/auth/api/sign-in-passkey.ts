import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';

/**
 * The browser's own refusals of a passkey (cancelled, timed out, no key for this site) in Danish. The landing page
 * does not load the domain (decision 018), so the text lives here; it is the domain's PASSKEY_MESSAGES.cancelled.
 */
export const PASSKEY_NOT_USED = 'Adgangsnøglen blev ikke brugt. Prøv igen, eller vælg en anden måde.';
export const PASSKEY_UNSUPPORTED = 'Din browser understøtter ikke adgangsnøgler.';

/** Whether this browser can use passkeys at all (the button is hidden where it cannot). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Sign-in with a passkey (decision 053): a challenge from the server, the browser asks the authenticator for any
 * of this site's discoverable keys (no e-mail typed), and the signed answer starts the session (cookie only).
 */
export async function signInWithPasskey(): Promise<unknown> {
  // @simplewebauthn/browser is fetched only when someone signs in this way.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await apiFetch<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/api/auth/passkey/authentication-options',
    { method: 'POST', json: {} },
  );
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON });
  } catch {
    throw new Error(PASSKEY_NOT_USED);
  }
  return apiFetch('/api/auth/sign-in/passkey', { method: 'POST', json: { response } });
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: () => refreshMe(queryClient),
  });
}
