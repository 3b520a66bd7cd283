import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { makeMe, signedOut } from '../../test/me';
import { renderPage } from '../../test/render-page';
import { LoginForm } from './login-form';

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(async () => ({ id: 'cred', rawId: 'cred', type: 'public-key', response: {} })),
}));
vi.mock('@simplewebauthn/browser', () => browser);

afterEach(() => {
  vi.unstubAllGlobals();
  browser.startAuthentication.mockClear();
});

describe("the login's 'Log ind med adgangsnøgle' (decision 053)", () => {
  it('is not offered where the browser has no passkeys', async () => {
    stubApi({});
    await renderPage(LoginForm, { me: signedOut });
    expect(screen.queryByRole('button', { name: 'Log ind med adgangsnøgle' })).toBeNull();
  });

  it('signs in with a discoverable passkey, no e-mail typed', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const api = stubApi({
      'POST /api/auth/passkey/authentication-options': () => Response.json({ challenge: 'xyz' }),
      'POST /api/auth/sign-in/passkey': () => Response.json({ user: { id: 'u1', email: 'a@b.dk' } }),
      'GET /api/me': () => Response.json(makeMe()),
    });
    await renderPage(LoginForm, { me: signedOut });
    fireEvent.click(screen.getByRole('button', { name: 'Log ind med adgangsnøgle' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-in/passkey')).toHaveLength(1));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
    expect(api.callsTo('POST', '/api/auth/sign-in/passkey')[0]?.body).toMatchObject({
      response: { id: 'cred' },
    });
  });

  it('says in Danish when the key was refused or not used', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const message = 'Adgangsnøglen kunne ikke bruges. Prøv igen, eller log ind med e-mail og kodeord.';
    stubApi({
      'POST /api/auth/passkey/authentication-options': () => Response.json({ challenge: 'xyz' }),
      'POST /api/auth/sign-in/passkey': () =>
        Response.json({ error: { code: 'PASSKEY_SIGN_IN_FAILED', message } }, { status: 401 }),
    });
    await renderPage(LoginForm, { me: signedOut });
    fireEvent.click(screen.getByRole('button', { name: 'Log ind med adgangsnøgle' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);

    browser.startAuthentication.mockRejectedValueOnce(new DOMException('nope', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Log ind med adgangsnøgle' }));
    expect(
      await screen.findByText('Adgangsnøglen blev ikke brugt. Prøv igen, eller vælg en anden måde.'),
    ).toBeTruthy();
  });
});
