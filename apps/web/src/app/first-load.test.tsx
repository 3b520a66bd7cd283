import type { MeResponse } from '@kollega/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/fetch-stub';
import { makeMe, signedOut } from '../test/me';
import { renderApp } from '../test/render-app';

// Which of the modules a signed-out visitor must not download have been imported (decision 018). Each mock
// passes the real module through and only notes the import; a module is imported once per test file, so the
// test that needs them unloaded runs first.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./shell/shell-layout', async (importOriginal) => {
  imported.add('shell');
  return importOriginal();
});
vi.mock('../features/dashboard/dashboard-page', async (importOriginal) => {
  imported.add('dashboard');
  return importOriginal();
});
vi.mock('./access', async (importOriginal) => {
  imported.add('access rules');
  return importOriginal();
});
vi.mock('./app-wide', async (importOriginal) => {
  imported.add('all of Mantine');
  return importOriginal();
});
vi.mock('../features/auth/login-rules', async (importOriginal) => {
  imported.add('login rules');
  return importOriginal();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('first load of the landing page (decision 018)', () => {
  it('loads neither the shell, the dashboard, the access rules, all of Mantine nor the login rules for a signed-out visitor at /', async () => {
    stubApi({ 'GET /api/me': () => Response.json(signedOut) });
    const { router } = renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HR uden bøvl – samlet ét sted' }),
    ).toBeTruthy();
    await router.load();
    expect([...imported]).toEqual([]);

    // The login rules (and so zod) come when the visitor starts on the form.
    fireEvent.focus(screen.getByLabelText('Email'));
    await vi.waitFor(() => expect(imported.has('login rules')).toBe(true));
  });

  it('shows the dashboard in the shell after signing in on the landing page', async () => {
    let me: MeResponse = signedOut;
    stubApi({
      'GET /api/me': () => Response.json(me),
      'POST /api/auth/sign-in/email': () => {
        me = makeMe();
        return Response.json({ token: 't', user: {} });
      },
    });
    renderApp({ path: '/' });
    const login = await screen.findByRole('region', { name: 'Log ind' });
    fireEvent.change(within(login).getByLabelText('Email'), { target: { value: 'anne@firma.dk' } });
    fireEvent.change(within(login).getByLabelText('Password'), { target: { value: 'hemmeligt' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Log ind' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Anne' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hovedmenu' })).toBeTruthy();
    expect(imported.has('shell')).toBe(true);
    expect(imported.has('dashboard')).toBe(true);
    // Sign-in, /api/me and the shell's lazy chunks one after another: more than the default 5 s on a busy machine.
  }, 15_000);
});
