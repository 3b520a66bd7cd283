import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createUser, signInOverHttp } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { latestMail } from '../helpers/outbox';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

describe('forgot password', () => {
  it('sends a reset link to a known user', async () => {
    const user = await createUser(app);
    const response = await call(app, 'POST', '/api/account/forgot-password', {
      payload: { email: user.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(204);
    const { mail, mode, token } = await latestMail(app, user.email);
    expect(mail.subject).toBe('Nulstil dit password til Kollega');
    expect(mode).toBe('resetPassword');
    expect(token).not.toBe('');
  });

  it('says the spec’s texts for an unknown user and a malformed address', async () => {
    const unknown = await call(app, 'POST', '/api/account/forgot-password', {
      payload: { email: 'ingen@example.dk' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'USER_NOT_FOUND',
      message: 'Kan ikke finde en bruger med denne email',
    });

    const malformed = await call(app, 'POST', '/api/account/forgot-password', {
      payload: { email: 'ikke-en-email' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(fieldErrors(malformed.json())).toEqual({
      email: 'Din email er ugyldig. Prøv at indtaste en anden',
    });
  });

  it('is rate-limited per e-mail, so it cannot be used to flood an inbox', async () => {
    const user = await createUser(app);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await call(app, 'POST', '/api/account/forgot-password', { payload: { email: user.email } }))
          .statusCode,
      ).toBe(204);
    }
    const fourth = await call(app, 'POST', '/api/account/forgot-password', {
      payload: { email: user.email },
    });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000); // the hour's window is still open
    expect(fourth.json().error.message).toBe('For mange forsøg. Vent lidt og prøv igen.');
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session, and the link works only once', async () => {
    const user = await createUser(app);
    const oldSession = await signInOverHttp(app, user);
    await call(app, 'POST', '/api/account/forgot-password', { payload: { email: user.email } });
    const { token } = await latestMail(app, user.email);

    const tooShort = await call(app, 'POST', '/api/account/reset-password', {
      payload: { token, password: 'kort' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(fieldErrors(tooShort.json())).toEqual({ password: 'Password skal være mindst 8 tegn' });

    const reset = await call(app, 'POST', '/api/account/reset-password', {
      payload: { token, password: 'Nyt-kodeord-99' },
    });
    expect(reset.statusCode).toBe(204);

    expect((await call(app, 'GET', '/api/me', { cookie: oldSession })).json().user).toBeNull();
    await expect(signInOverHttp(app, user)).rejects.toThrow(/401/);
    expect(await signInOverHttp(app, { email: user.email, password: 'Nyt-kodeord-99' })).toContain(
      'kollega.session_token=',
    );

    const again = await call(app, 'POST', '/api/account/reset-password', {
      payload: { token, password: 'Tredje-kodeord-1' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'INVALID_LINK',
      message: 'Linket er ugyldigt eller allerede brugt. Bed om et nyt.',
    });
  });

  it('refuses a made-up token', async () => {
    const response = await call(app, 'POST', '/api/account/reset-password', {
      payload: { token: 'opdigtet', password: 'Kodeord-1234' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_LINK');
  });
});
