import { EMAIL_ACTION_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../test/fetch-stub';
import { signedOut } from '../../test/me';
import { renderPage } from '../../test/render-page';
import { EmailActionPage } from './email-action-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailActionPage', () => {
  it("says 'Behandler...' while verifying, then offers to complete the profile", async () => {
    let release: () => void = () => {};
    const api = stubApi({
      'POST /api/account/verify-email': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(Response.json({ ok: true }));
        }),
      'GET /api/me': () => Response.json(signedOut),
    });
    const { router } = await renderPage(EmailActionPage, {
      path: '/email-action-handler?mode=verifyEmail&oobCode=tok123',
    });
    expect(screen.getByText('Behandler...')).toBeTruthy();
    release();
    expect(await screen.findByText('Din e-mail er verificeret')).toBeTruthy();
    expect(api.callsTo('POST', '/api/account/verify-email')).toEqual([
      { method: 'POST', path: '/api/account/verify-email', body: { token: 'tok123' } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Færdiggør profil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
  });

  it("shows the server's message for a used or expired link", async () => {
    stubApi({
      'POST /api/account/verify-email': () =>
        errorResponse(400, 'EXPIRED_LINK', EMAIL_ACTION_MESSAGES.expiredLink),
    });
    await renderPage(EmailActionPage, { path: '/email-action-handler?mode=verifyEmail&oobCode=old' });
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_ACTION_MESSAGES.expiredLink);
  });

  it('sets a new password, with the messages of the reset form', async () => {
    const api = stubApi({
      'POST /api/account/reset-password': () => new Response(null, { status: 204 }),
      'GET /api/me': () => Response.json(signedOut),
    });
    await renderPage(EmailActionPage, { path: '/email-action-handler?mode=resetPassword&oobCode=r1' });
    fireEvent.click(screen.getByRole('button', { name: 'Gem nyt password' }));
    expect(await screen.findByText('Password mangler')).toBeTruthy();
    expect(screen.getAllByText('Gentag password').length).toBe(2);

    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'nyt-kodeord-1' },
    });
    fireEvent.change(screen.getByLabelText('Gentag password', { selector: 'input' }), {
      target: { value: 'nyt-kodeord-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gem nyt password' }));
    expect(await screen.findByText('Passwords skal være ens')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Gentag password', { selector: 'input' }), {
      target: { value: 'nyt-kodeord-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gem nyt password' }));
    expect(await screen.findByText(EMAIL_ACTION_MESSAGES.passwordChanged)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log ind' }).getAttribute('href')).toBe('/');
    expect(api.callsTo('POST', '/api/account/reset-password')[0]?.body).toEqual({
      token: 'r1',
      password: 'nyt-kodeord-1',
    });
  });

  it('refuses a link without a code', async () => {
    stubApi({});
    await renderPage(EmailActionPage, { path: '/email-action-handler?mode=verifyEmail' });
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_ACTION_MESSAGES.invalidLink);
  });
});
