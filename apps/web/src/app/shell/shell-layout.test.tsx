import type { MeResponse } from '@kollega/domain';
import { IconShieldCog, IconUsers } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUIDES_URL, NAV, paths } from '../../lib/paths';
import { stubApi } from '../../test/fetch-stub';
import { makeMe, signedOut } from '../../test/me';
import { renderApp } from '../../test/render-app';
import { setViewport } from '../../test/viewport';
import type { FeatureModule } from '../feature';

const employeesFeature: FeatureModule = {
  area: 'employees',
  nav: { ...NAV.employees, icon: IconUsers },
  routes: (parents) => [
    createRoute({
      getParentRoute: () => parents.shell,
      path: '/medarbejdere',
      component: () => <h1>Medarbejderlisten</h1>,
    }),
  ],
};

const adminFeature: FeatureModule = {
  area: 'admin',
  nav: { ...NAV.admin, icon: IconShieldCog },
  routes: (parents) => [
    createRoute({
      getParentRoute: () => parents.shell,
      path: '/admin',
      component: () => <h1>Virksomheder</h1>,
    }),
  ],
};

/** The user menu lists only pages a feature registered: these stand in for company, subscription and profile. */
const accountFeature: FeatureModule = {
  area: 'company',
  routes: (parents) =>
    [paths.company, paths.subscription, paths.profile].map((path) =>
      createRoute({ getParentRoute: () => parents.shell, path, component: () => <h1>{path}</h1> }),
    ),
};

// Registered in reverse order on purpose: the sidebar sorts by `order`.
const fakeFeatures = [adminFeature, employeesFeature, accountFeature];

const superAdmin = makeMe({
  user: { email: 'sofie@kollega.dk', isSuperadmin: true },
  profile: { firstName: 'Sofie', lastName: 'Super' },
});
const admin = makeMe();

async function renderShell(me: MeResponse, features: readonly FeatureModule[] = fakeFeatures) {
  const app = renderApp({ path: '/medarbejdere', me, features });
  await screen.findByRole('heading', { name: 'Medarbejderlisten' });
  return app;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShellLayout', () => {
  it('builds the sidebar from the registered features, in nav order, with the Guides link last', async () => {
    await renderShell(superAdmin);
    const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Medarbejdere',
      'Admin',
      'Guides (åbner i en ny fane)',
    ]);

    const employees = within(nav).getByRole('link', { name: 'Medarbejdere' });
    expect(employees.getAttribute('href')).toBe('/medarbejdere');
    expect(employees.getAttribute('aria-current')).toBe('page');

    const guides = within(nav).getByRole('link', { name: /Guides/ });
    expect(guides.getAttribute('href')).toBe(GUIDES_URL);
    expect(guides.getAttribute('target')).toBe('_blank');
    expect(guides.getAttribute('rel')).toContain('noopener');
  });

  it('shows the Admin item only to super admins', async () => {
    await renderShell(admin);
    const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
    expect(within(nav).getByRole('link', { name: 'Medarbejdere' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('has a topbar with the wordmark and a user menu with company, subscription, profile and log out', async () => {
    const api = stubApi({
      'POST /api/auth/sign-out': () => Response.json({ success: true }),
      'GET /api/me': () => Response.json(signedOut),
    });
    const { router } = await renderShell(superAdmin);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Kollega, til forsiden' }).getAttribute('href')).toBe(
      '/',
    );

    fireEvent.click(within(header).getByRole('button', { name: 'Brugermenu for Sofie Super' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Virksomhed', 'Abonnement', 'Profil', 'Log ud']);
    expect(items.slice(0, 3).map((item) => item.getAttribute('href'))).toEqual([
      '/company',
      '/subscription',
      '/profile',
    ]);
    expect(within(menu).getByText('sofie@kollega.dk')).toBeTruthy();

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log ud' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
  });

  it('shows a super admin without a company of their own only /admin, and no company pages in the user menu', async () => {
    const withoutCompany = makeMe({
      user: { email: 'sofie@kollega.dk', isSuperadmin: true },
      profile: null,
      company: null,
    });
    await renderShell(withoutCompany);
    const nav = screen.getByRole('navigation', { name: 'Hovedmenu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Admin', 'Guides (åbner i en ny fane)']);
    fireEvent.click(screen.getByRole('button', { name: 'Brugermenu for sofie@kollega.dk' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Log ud']);
  });

  it('hides user-menu items whose page no feature has registered (no billing area: no Abonnement)', async () => {
    await renderShell(admin, [employeesFeature]);
    fireEvent.click(screen.getByRole('button', { name: 'Brugermenu for Anne Admin' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Log ud']);
  });

  it('shows the user photo when there is one', async () => {
    await renderShell(makeMe({ profile: { profilePhotoUrl: '/api/files/photo.jpg' } }));
    const button = screen.getByRole('button', { name: 'Brugermenu for Anne Admin' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/api/files/photo.jpg');
  });

  it('has a burger that opens and closes the menu on small screens', async () => {
    // happy-dom applies Mantine's `hiddenFrom="sm"` media query, so use a phone-sized window.
    setViewport(390, 844);
    await renderShell(admin);
    const burger = screen.getByRole('button', { name: 'Åbn menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Luk menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('sends a signed-out visitor away from shell pages', async () => {
    const { router } = renderApp({ path: '/medarbejdere', me: signedOut, features: fakeFeatures });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
  });
});
