import { PASSKEY_MESSAGES, type PasskeyListResponse } from '@kollega/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { employeeQueryKeys } from './query-keys';

const PASSKEYS_KEY = employeeQueryKeys.passkeys;

/** GET /api/account/passkeys: 'Adgangsnøgler' on the profile (decision 053). */
export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => apiFetch<PasskeyListResponse>('/api/account/passkeys', { signal }),
  });
}

/**
 * Adds a passkey: options from the server (a fresh session is needed), the browser creates the key on this device
 * (or a phone, or a security key), and the server checks and keeps it under the given name.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await apiFetch<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        '/api/auth/passkey/registration-options',
        { method: 'POST', json: {} },
      );
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({ optionsJSON });
      } catch (failure) {
        // The key already on this device (excludeCredentials) is the one refusal worth naming.
        if (failure instanceof Error && failure.name === 'InvalidStateError')
          throw new Error(PASSKEY_MESSAGES.alreadyAdded);
        throw new Error(PASSKEY_MESSAGES.cancelled);
      }
      return apiFetch<{ id: string; name: string }>('/api/auth/passkey/register', {
        method: 'POST',
        json: { name, response },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

/** DELETE /api/account/passkeys/:id. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: string) =>
      apiFetch(`/api/account/passkeys/${encodeURIComponent(passkeyId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
