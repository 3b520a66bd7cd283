import type { MeResponse } from '@kollega/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../test/fetch-stub';
import { makeMe, signedOut } from '../test/me';
import { renderApp } from '../test/render-app';
import { NO_SUBSCRIPTION_DELAY_MS } from './gate';

/** The app asks GET /api/me itself; every state below comes from that answer. */
function serve(me: MeResponse, more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ 'GET /api/me': () => Response.json(me), ...more });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the gate: which app a user sees', () => {
  it('shows a signed-out visitor the landing page with the login form at /', async () => {
    serve(signedOut);
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HR uden bøvl – samlet ét sted' }),
    ).toBeTruthy();
    const login = screen.getByRole('region', { name: 'Log ind' });
    expect(within(login).getByLabelText('Email')).toBeTruthy();
    expect(within(login).getByRole('link', { name: 'Glemt password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(within(login).getByRole('link', { name: 'Opret en konto' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
  });

  it('lets a signed-out visitor follow the links from the landing page to signup and forgot password', async () => {
    serve(signedOut);
    const { router } = renderApp({ path: '/' });
    fireEvent.click(await screen.findByRole('link', { name: 'Opret en konto' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opret konto' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
    fireEvent.click(screen.getByRole('link', { name: 'Log ind' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Glemt password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Glemt password' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('sends a signed-out visitor from an app page to /', async () => {
    serve(signedOut);
    const { router } = renderApp({ path: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('region', { name: 'Log ind' })).toBeTruthy();
  });

  it('lets a signed-out visitor open /signup and /forgot-password, without the shell', async () => {
    serve(signedOut);
    renderApp({ path: '/signup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opret konto' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
  });

  it('shows the verification screen on every path while the e-mail is unverified', async () => {
    const me = makeMe({ user: { emailVerified: false, email: 'ny@firma.dk' }, profile: null, company: null });
    serve(me);
    const { router } = renderApp({ path: '/company' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bekræft din e-mail' })).toBeTruthy();
    expect(screen.getByText('ny@firma.dk')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log ud' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/company');
  });

  it('keeps /email-action-handler reachable for an unverified user', async () => {
    serve(makeMe({ user: { emailVerified: false }, profile: null, company: null }), {
      'POST /api/account/verify-email': () => Response.json({ ok: true }),
    });
    renderApp({ path: '/email-action-handler?mode=verifyEmail&oobCode=abc' });
    expect(await screen.findByText('Din e-mail er verificeret')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Færdiggør profil' })).toBeTruthy();
  });

  it('shows the account setup on every path to a verified user without a profile', async () => {
    serve(makeMe({ profile: null, company: null }));
    renderApp({ path: '/company' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Færdiggør din profil' })).toBeTruthy();
    expect(screen.getByLabelText('CVR-nr.', { exact: false })).toBeTruthy();
  });

  it('shows an employee without time registration the welcome page on every path, with who they are', async () => {
    serve(
      makeMe({
        user: { email: 'bo@bager.dk' },
        profile: { firstName: 'Bo', lastName: 'Bager', role: 'employee', registersTime: false },
        company: { isOwner: false },
      }),
      // No app access either, so no 'Mig' (decision 041): the server says so.
      { 'GET /api/me/profile': () => errorResponse(403, 'NO_APP_ACCESS', 'Du har ikke adgang til Mig.') },
    );
    renderApp({ path: '/medarbejdere' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Velkommen' })).toBeTruthy();
    expect(screen.getByText('Bo Bager')).toBeTruthy();
    expect(screen.getByText('bo@bager.dk')).toBeTruthy();
    expect(screen.getAllByText(/Bager Hansen ApS/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Tidsregistrering er ikke slået til for dig endnu/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log ud' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
  });

  it('shows an employee who registers time the employee app on every path', async () => {
    const api = serve(
      makeMe({
        user: { email: 'bo@bager.dk' },
        profile: { firstName: 'Bo', lastName: 'Bager', role: 'employee', registersTime: true },
        company: { isOwner: false },
      }),
      {
        'GET /api/me/timereg': () =>
          Response.json({
            log: { employeeId: 'emp-1', entries: [], changes: [], approvedWeeks: [] },
            warnings: [],
          }),
      },
    );
    const { router } = renderApp({ path: '/medarbejdere' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Uge \d+$/ })).toBeTruthy();
    expect(screen.getByText('Bo Bager')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu i appen' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
    expect(router.state.location.pathname).toBe('/medarbejdere');
    expect(api.callsTo('GET', '/api/employees')).toEqual([]);
    await waitFor(() => expect(api.callsTo('GET', '/api/me/timereg').length).toBeGreaterThan(0));
  });

  it('signs the employee out from the employee app', async () => {
    let me = makeMe({ profile: { role: 'employee', registersTime: true }, company: { isOwner: false } });
    const api = stubApi({
      'GET /api/me': () => Response.json(me),
      'GET /api/me/timereg': () =>
        Response.json({
          log: { employeeId: 'emp-1', entries: [], changes: [], approvedWeeks: [] },
          warnings: [],
        }),
      'POST /api/auth/sign-out': () => {
        me = signedOut;
        return Response.json({ success: true });
      },
    });
    renderApp({ path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log ud' }));
    expect(await screen.findByRole('region', { name: 'Log ind' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
  });

  it("shows an admin who is not the owner 'Aktivt abonnement mangler' after 2 seconds when the subscription lapsed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(makeMe({ company: { isOwner: false, subscription: { plan: 'premium', status: 'terminated' } } }));
    renderApp({ path: '/' });
    await screen.findByRole('status');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NO_SUBSCRIPTION_DELAY_MS - 100);
    });
    expect(screen.queryByText('Aktivt abonnement mangler')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(await screen.findByRole('heading', { name: 'Aktivt abonnement mangler' })).toBeTruthy();
    expect(screen.getByText(/Kontakt din administrator/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log ud' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
  });

  it('lets the owner in even when the subscription has expired', async () => {
    serve(makeMe({ company: { subscription: { plan: 'premium', status: 'expired' } } }));
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Anne' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hovedmenu' })).toBeTruthy();
  });

  it('shows an admin the dashboard inside the shell, with the company', async () => {
    serve(makeMe());
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Anne' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bager Hansen ApS' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('sends a signed-in admin away from /signup and /complete-signup', async () => {
    serve(makeMe());
    const { router } = renderApp({ path: '/signup' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Anne' })).toBeTruthy();
  });

  it('redirects an admin who is not a super admin from /admin to /', async () => {
    const api = serve(makeMe());
    const { router } = renderApp({ path: '/admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hej Anne' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/companies')).toEqual([]);
  });

  it('shows a super admin the company list at /admin', async () => {
    serve(makeMe({ user: { isSuperadmin: true } }), {
      'GET /api/admin/companies': () =>
        Response.json({
          items: [
            {
              id: 'c1',
              name: 'Tømrer Jensen I/S',
              vat: '87654321',
              createdAt: '2025-03-04T10:00:00.000Z',
              plan: 'freemium',
              status: 'active',
              trial: false,
              ownerUserId: 'u2',
              ownerName: 'Jens Jensen',
              ownerEmail: 'jens@tomrer.dk',
              employeeCount: 3,
              timeregCount: 1,
              adminCount: 1,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
    });
    renderApp({ path: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    expect(await screen.findByText('Tømrer Jensen I/S')).toBeTruthy();
    expect(screen.getByText('04.03.2025')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toBeTruthy();
  });

  it('sends a super admin without a company of their own from the dashboard to /admin', async () => {
    serve(makeMe({ user: { isSuperadmin: true }, profile: null, company: null }), {
      'GET /api/admin/companies': () => Response.json({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    const { router } = renderApp({ path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
  });

  it("says 'Error fetching companies' when the admin list fails", async () => {
    serve(makeMe({ user: { isSuperadmin: true } }), {
      'GET /api/admin/companies': () => errorResponse(403, 'FORBIDDEN', 'Ingen adgang'),
    });
    renderApp({ path: '/admin' });
    expect(await screen.findByText('Error fetching companies')).toBeTruthy();
  });

  it("says 'Error fetching company data' when a company's page fails, with the way back", async () => {
    serve(makeMe({ user: { isSuperadmin: true } }), {
      'GET /api/admin/companies/c404': () => errorResponse(404, 'NOT_FOUND', 'Siden findes ikke'),
    });
    renderApp({ path: '/admin/virksomhed/c404' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error fetching company data');
    expect(screen.getByRole('link', { name: 'Alle virksomheder' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the impersonation banner and goes back to /admin', async () => {
    let me = makeMe({ impersonatedBy: 'super-1' });
    const api = stubApi({
      'GET /api/me': () => Response.json(me),
      'POST /api/auth/admin/stop-impersonating': () => {
        me = makeMe({
          user: { isSuperadmin: true, email: 'sofie@kollega.dk' },
          profile: null,
          company: null,
        });
        return Response.json({});
      },
      'GET /api/admin/companies': () => Response.json({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    const { router } = renderApp({ path: '/' });
    expect(await screen.findByText('Du er logget ind som Anne Admin (anne@bager.dk)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tilbage til admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    expect(screen.queryByText(/Du er logget ind som/)).toBeNull();
    expect(api.callsTo('POST', '/api/auth/admin/stop-impersonating')).toHaveLength(1);
  });

  it('offers a retry when /api/me cannot be reached', async () => {
    stubApi({ 'GET /api/me': () => errorResponse(503, 'UNAVAILABLE', 'Prøv igen') });
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { name: 'Kollega kunne ikke starte' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});
