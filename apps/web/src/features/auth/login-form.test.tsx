import { AUTH_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { signedOut } from '../../test/me';
import { renderPage } from '../../test/render-page';
import { LoginForm } from './login-form';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it("says exactly 'Fejl i email eller kodeord. Prøv igen.' when the login is refused", async () => {
    const api = stubApi({
      'POST /api/auth/sign-in/email': () =>
        Response.json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { status: 401 },
        ),
    });
    await renderPage(LoginForm, { me: signedOut });
    fillAndSubmit(' Anne@Firma.dk ', 'forkert-kodeord');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Fejl i email eller kodeord. Prøv igen.');
    expect(api.callsTo('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'anne@firma.dk',
      password: 'forkert-kodeord',
    });
  });

  it('says to wait after too many attempts', async () => {
    stubApi({
      'POST /api/auth/sign-in/email': () => Response.json({ message: 'Too many requests' }, { status: 429 }),
    });
    await renderPage(LoginForm, { me: signedOut });
    fillAndSubmit('anne@firma.dk', 'hemmeligt');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('asks for the missing fields without calling the server', async () => {
    const api = stubApi({});
    await renderPage(LoginForm, { me: signedOut });
    fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByText('Email mangler')).toBeTruthy();
    expect(screen.getByText('Password mangler')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('refreshes who is signed in after a successful login', async () => {
    const api = stubApi({
      'POST /api/auth/sign-in/email': () => Response.json({ token: 't', user: {} }),
      'GET /api/me': () => Response.json(signedOut),
    });
    await renderPage(LoginForm, { me: signedOut });
    fillAndSubmit('anne@firma.dk', 'hemmeligt');
    await waitFor(() => expect(api.callsTo('GET', '/api/me')).toHaveLength(1));
  });

  it('asks for the code after a right password when the account has two-factor (decision 034)', async () => {
    const api = stubApi({
      'POST /api/auth/sign-in/email': () =>
        Response.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-totp': () =>
        Response.json(
          { error: { code: 'INVALID_CODE', message: 'Koden er forkert. Prøv igen.' } },
          { status: 401 },
        ),
      'POST /api/auth/two-factor/verify-backup-code': () => Response.json({ user: {} }),
      'GET /api/me': () => Response.json(signedOut),
    });
    await renderPage(LoginForm, { me: signedOut });
    fillAndSubmit('anne@firma.dk', 'hemmeligt');
    const code = await screen.findByLabelText('Indtast koden fra din godkendelses-app');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Koden er forkert. Prøv igen.');
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')[0]?.body).toEqual({ code: '123456' });

    fireEvent.click(screen.getByRole('button', { name: 'Brug en backupkode i stedet' }));
    fireEvent.change(screen.getByLabelText('Indtast en af dine backupkoder'), {
      target: { value: ' AbCdE-12345 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/auth/two-factor/verify-backup-code')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-backup-code')[0]?.body).toEqual({
      code: 'AbCdE-12345',
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/me').length).toBeGreaterThan(0));
  });
});
