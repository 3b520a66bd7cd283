import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderPage } from '../../../test/render-page';
import { PasskeysSection } from './passkeys-section';

const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(async () => ({ id: 'cred', rawId: 'cred', type: 'public-key', response: {} })),
}));
vi.mock('@simplewebauthn/browser', () => browser);

afterEach(() => {
  vi.unstubAllGlobals();
  browser.startRegistration.mockClear();
});

const MAC = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Min Mac',
  createdAt: '2026-03-02T09:15:00.000Z',
  lastUsedAt: null,
  synced: true,
};

describe("the profile's 'Adgangsnøgler' (decision 053)", () => {
  it('says so when there are none, and adds one under the given name', async () => {
    let list: unknown[] = [];
    const api = stubApi({
      'GET /api/account/passkeys': () => Response.json({ passkeys: list }),
      'POST /api/auth/passkey/registration-options': () => Response.json({ challenge: 'abc' }),
      'POST /api/auth/passkey/register': () => {
        list = [MAC];
        return Response.json({ id: MAC.id, name: MAC.name });
      },
    });
    await renderPage(PasskeysSection, { me: makeMe() });
    expect(await screen.findByText('Du har ingen adgangsnøgler endnu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj adgangsnøgle' }));
    const name = screen.getByLabelText('Navn på adgangsnøglen');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect(await screen.findByText('Giv adgangsnøglen et navn på højst 60 tegn.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/passkey/registration-options')).toHaveLength(0);
    fireEvent.change(name, { target: { value: ' Min Mac ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect(await screen.findByText('Min Mac')).toBeTruthy();
    expect(screen.getByText('Synkroniseret')).toBeTruthy();
    expect(screen.getByText(/Tilføjet 02\.03\.2026 kl\. 10[.:]15 · Ikke brugt endnu/)).toBeTruthy();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(api.callsTo('POST', '/api/auth/passkey/register')[0]?.body).toMatchObject({ name: 'Min Mac' });
  });

  it('shows the server’s Danish message when the session is not fresh', async () => {
    const message =
      'Af sikkerhedshensyn skal du have logget ind inden for de seneste 10 minutter for at tilføje en adgangsnøgle. Log ud og ind igen.';
    stubApi({
      'GET /api/account/passkeys': () => Response.json({ passkeys: [] }),
      'POST /api/auth/passkey/registration-options': () =>
        Response.json({ error: { code: 'PASSKEY_SESSION_NOT_FRESH', message } }, { status: 403 }),
    });
    await renderPage(PasskeysSection, { me: makeMe() });
    fireEvent.click(await screen.findByRole('button', { name: 'Tilføj adgangsnøgle' }));
    fireEvent.change(screen.getByLabelText('Navn på adgangsnøglen'), { target: { value: 'Telefon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it('says in Danish when the browser did not make the key', async () => {
    browser.startRegistration.mockRejectedValueOnce(new DOMException('nope', 'NotAllowedError'));
    stubApi({
      'GET /api/account/passkeys': () => Response.json({ passkeys: [] }),
      'POST /api/auth/passkey/registration-options': () => Response.json({ challenge: 'abc' }),
    });
    await renderPage(PasskeysSection, { me: makeMe() });
    fireEvent.click(await screen.findByRole('button', { name: 'Tilføj adgangsnøgle' }));
    fireEvent.change(screen.getByLabelText('Navn på adgangsnøglen'), { target: { value: 'Telefon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Adgangsnøglen blev ikke brugt. Prøv igen, eller vælg en anden måde.',
    );
  });

  it('removes one only after the confirmation', async () => {
    let list: unknown[] = [{ ...MAC, lastUsedAt: '2026-03-05T12:00:00.000Z' }];
    const api = stubApi({
      'GET /api/account/passkeys': () => Response.json({ passkeys: list }),
      [`DELETE /api/account/passkeys/${MAC.id}`]: () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    await renderPage(PasskeysSection, { me: makeMe() });
    expect(await screen.findByText(/Sidst brugt 05\.03\.2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern Min Mac' }));
    expect(await screen.findByText(/Vil du fjerne adgangsnøglen "Min Mac"\?/)).toBeTruthy();
    expect(api.callsTo('DELETE', `/api/account/passkeys/${MAC.id}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern' }));
    await waitFor(() => expect(screen.getByText('Du har ingen adgangsnøgler endnu.')).toBeTruthy());
    expect(api.callsTo('DELETE', `/api/account/passkeys/${MAC.id}`)).toHaveLength(1);
  });

  it('lets a super admin logged in as someone look, but not add or remove', async () => {
    stubApi({ 'GET /api/account/passkeys': () => Response.json({ passkeys: [MAC] }) });
    await renderPage(PasskeysSection, { me: makeMe({ impersonatedBy: 'superadmin-1' }) });
    expect(await screen.findByText('Min Mac')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tilføj adgangsnøgle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fjern Min Mac' })).toBeNull();
  });
});
