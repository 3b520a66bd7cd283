import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { makeMe, signedOut } from '../../test/me';
import { renderPage } from '../../test/render-page';
import { SignupPage } from './signup-page';

function field(label: string) {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The error text Mantine shows under a field (its aria-describedby). */
function errorOf(label: string): string | null {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)).filter((el) => el?.textContent);
  const error = texts.find((el) => el?.className.includes('error'));
  return error?.textContent ?? null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupPage', () => {
  it("shows the spec's messages for an empty form", async () => {
    const api = stubApi({});
    await renderPage(SignupPage, { me: signedOut, path: '/signup' });
    fireEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    await waitFor(() => expect(errorOf('Email')).toBe('Email mangler'));
    expect(errorOf('Password')).toBe('Password mangler');
    expect(errorOf('Gentag password')).toBe('Gentag password');
    expect(screen.getByText('Skal accepteres')).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(document.activeElement).toBe(field('Email'));
  });

  it("says 'Passwords skal være ens' when the passwords differ", async () => {
    stubApi({});
    await renderPage(SignupPage, { me: signedOut, path: '/signup' });
    fireEvent.change(field('Email'), { target: { value: 'ny@firma.dk' } });
    fireEvent.change(field('Password'), { target: { value: 'hemmeligt1' } });
    fireEvent.change(field('Gentag password'), { target: { value: 'hemmeligt2' } });
    fireEvent.click(screen.getByLabelText('Jeg accepterer betingelserne'));
    fireEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    await waitFor(() => expect(errorOf('Gentag password')).toBe('Passwords skal være ens'));
    expect(screen.queryByText('Skal accepteres')).toBeNull();
  });

  it('creates the account, then goes to the verification', async () => {
    const api = stubApi({
      'POST /api/auth/sign-up/email': () => Response.json({ token: 't', user: {} }),
      'GET /api/me': () =>
        Response.json(makeMe({ user: { emailVerified: false }, profile: null, company: null })),
    });
    const { router } = await renderPage(SignupPage, { me: signedOut, path: '/signup' });
    fireEvent.change(field('Email'), { target: { value: 'Ny@Firma.dk' } });
    fireEvent.change(field('Password'), { target: { value: 'hemmeligt1' } });
    fireEvent.change(field('Gentag password'), { target: { value: 'hemmeligt1' } });
    fireEvent.click(screen.getByLabelText('Jeg accepterer betingelserne'));
    fireEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'ny@firma.dk',
      password: 'hemmeligt1',
      name: '',
    });
  });

  it('says the e-mail is in use when better-auth refuses it', async () => {
    stubApi({
      'POST /api/auth/sign-up/email': () =>
        Response.json(
          { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists.' },
          { status: 422 },
        ),
    });
    await renderPage(SignupPage, { me: signedOut, path: '/signup' });
    fireEvent.change(field('Email'), { target: { value: 'anne@firma.dk' } });
    fireEvent.change(field('Password'), { target: { value: 'hemmeligt1' } });
    fireEvent.change(field('Gentag password'), { target: { value: 'hemmeligt1' } });
    fireEvent.click(screen.getByLabelText('Jeg accepterer betingelserne'));
    fireEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('E-mailen er allerede i brug')).toBeTruthy();
  });
});
