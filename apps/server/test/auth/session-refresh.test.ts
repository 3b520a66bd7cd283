import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, signInOverHttp } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

afterEach(() => vi.useRealTimers());

describe('a session in use', () => {
  it('is extended, and the browser gets the longer-lived cookie, so active users stay signed in', async () => {
    const { app } = await buildTestApp();
    const user = await createUser(app);
    const cookie = await signInOverHttp(app, user);
    expect((await call(app, 'GET', '/api/me', { cookie })).headers['set-cookie']).toBeUndefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000); // past the daily update age
    const later = await call(app, 'GET', '/api/me', { cookie });
    expect(later.json().user.email).toBe(user.email);
    expect([later.headers['set-cookie']].flat().join('\n')).toMatch(
      /kollega\.session_token=[^;]+;.*Max-Age=\d+/,
    );
  });
});
