import { RESEND_VERIFICATION_LOCK_MS } from '@kollega/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { makeMe } from '../../test/me';
import { renderPage } from '../../test/render-page';
import { formatMinutesSeconds } from './use-countdown';
import { VerifyEmailScreen } from './verify-email-screen';

const NOW = new Date('2026-03-02T09:00:00.000Z');

function unverified(resendVerificationAvailableAt: string | null) {
  return makeMe({
    user: { emailVerified: false, email: 'ny@firma.dk' },
    profile: null,
    company: null,
    resendVerificationAvailableAt,
  });
}

function countdown(): string | null {
  return screen.queryByTestId('resend-countdown')?.textContent ?? null;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VerifyEmailScreen', () => {
  it('formats the time left as mm:ss', () => {
    expect(formatMinutesSeconds(180_000)).toBe('03:00');
    expect(formatMinutesSeconds(125_000)).toBe('02:05');
    expect(formatMinutesSeconds(400)).toBe('00:01');
  });

  it('locks the resend for 3 minutes and counts down', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: false });
    const availableAt = new Date(NOW.getTime() + RESEND_VERIFICATION_LOCK_MS).toISOString();
    const me = unverified(availableAt);
    stubApi({ 'GET /api/me': () => Response.json(me) });
    await renderPage(() => <VerifyEmailScreen />, { me });

    expect(screen.getByText('ny@firma.dk')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Send e-mailen igen' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(countdown()).toBe('03:00');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(countdown()).toBe('02:59');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESEND_VERIFICATION_LOCK_MS - 1000);
    });
    expect(countdown()).toBeNull();
    expect(screen.getByRole('button', { name: 'Send e-mailen igen' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends the e-mail again and locks the link from the answer', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const api = stubApi({
      'POST /api/account/resend-verification': () =>
        Response.json({ availableAt: new Date(NOW.getTime() + RESEND_VERIFICATION_LOCK_MS).toISOString() }),
      'GET /api/me': () => Response.json(unverified(null)),
    });
    await renderPage(() => <VerifyEmailScreen />, { me: unverified(null) });
    const button = screen.getByRole('button', { name: 'Send e-mailen igen' });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('Vi har sendt e-mailen igen.')).toBeTruthy();
    expect(countdown()).toMatch(/^0[23]:\d\d$/);
    expect(screen.getByRole('button', { name: 'Send e-mailen igen' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST', '/api/account/resend-verification')).toHaveLength(1);
  });

  it("shows the server's message when the resend is refused", async () => {
    stubApi({
      'POST /api/account/resend-verification': () =>
        Response.json(
          { error: { code: 'RESEND_LOCKED', message: 'Vent lidt, før du sender e-mailen igen.' } },
          { status: 429 },
        ),
      'GET /api/me': () => Response.json(unverified(null)),
    });
    await renderPage(() => <VerifyEmailScreen />, { me: unverified(null) });
    fireEvent.click(screen.getByRole('button', { name: 'Send e-mailen igen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vent lidt, før du sender e-mailen igen.');
  });
});
