import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderPage } from '../../../test/render-page';
import { TwoFactorSection } from './two-factor-section';

const URI = 'otpauth://totp/Kollega:anne%40bager.dk?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Kollega';
const BACKUP = Array.from({ length: 10 }, (_, index) => `kode-${index}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the profile's 'To-trinsbekræftelse' (decision 034)", () => {
  it('turns on with the password, the scanned code, and shows the backup codes once', async () => {
    const api = stubApi({
      'POST /api/auth/two-factor/enable': () => Response.json({ totpURI: URI, backupCodes: BACKUP }),
      'POST /api/auth/two-factor/verify-totp': () => Response.json({ user: {} }),
      'GET /api/me': () => Response.json(makeMe({ user: { twoFactorEnabled: true } })),
    });
    await renderPage(TwoFactorSection, { me: makeMe() });
    expect(screen.getByText('Slået fra')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Slå to-trinsbekræftelse til' }));
    fireEvent.change(screen.getByLabelText('Kodeord'), { target: { value: 'Hemmeligt-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe(
      'GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ',
    );
    fireEvent.change(screen.getByLabelText('Indtast koden fra din godkendelses-app'), {
      target: { value: '12 34 56' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Slå til' }));
    expect(await screen.findByText('kode-9')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'Hemmeligt-1' });
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')[0]?.body).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'Jeg har gemt koderne' }));
    await waitFor(() => expect(screen.getByText('Slået til')).toBeTruthy());
    expect(screen.queryByText('kode-9')).toBeNull();
  });

  it('shows the server’s Danish message for a wrong password', async () => {
    stubApi({
      'POST /api/auth/two-factor/enable': () =>
        Response.json({ error: { code: 'INVALID_PASSWORD', message: 'Forkert kodeord.' } }, { status: 400 }),
    });
    await renderPage(TwoFactorSection, { me: makeMe() });
    fireEvent.click(screen.getByRole('button', { name: 'Slå to-trinsbekræftelse til' }));
    fireEvent.change(screen.getByLabelText('Kodeord'), { target: { value: 'forkert' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Forkert kodeord.');
  });

  it('cannot be turned off by whoever must have it', async () => {
    stubApi({});
    await renderPage(TwoFactorSection, {
      me: makeMe({ user: { twoFactorEnabled: true, twoFactorRequired: true } }),
    });
    expect(screen.queryByRole('button', { name: 'Slå to-trinsbekræftelse fra' })).toBeNull();
    expect(
      screen.getByText('To-trinsbekræftelse er påkrævet for din rolle og kan ikke slås fra.'),
    ).toBeTruthy();
  });
});
