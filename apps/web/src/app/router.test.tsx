import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOut } from '../test/me';
import { renderApp } from '../test/render-app';
import { features } from './features';
import { collectNav } from './router';

describe('app router', () => {
  it('shows the landing page with the login form at / to a signed-out visitor, without the shell', async () => {
    renderApp({ path: '/', me: signedOut });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const login = screen.getByRole('region', { name: 'Log ind' });
    expect(within(login).getByRole('button', { name: 'Log ind' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
  });

  it('sends unknown paths to /', async () => {
    const { router } = renderApp({ path: '/findes-ikke/heller-ikke', me: signedOut });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeTruthy();
    expect(router.history.length).toBe(1);
  });

  it('registers the sidebar items of the built areas only, in order', () => {
    expect(collectNav(features).map((item) => item.to)).toEqual([
      '/',
      '/medarbejdere',
      '/tidsregistrering',
      '/fravaer',
      '/aftaler',
      '/udstyr',
      '/rapporter',
      '/onboarding-offboarding',
      '/rekruttering',
      '/skabeloner',
      '/mig',
      '/admin',
    ]);
  });
});
