import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDashboard } from '../../../test/dashboard-fixture';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s billing alerts', () => {
  it('tells the owner of a failed payment and links to Abonnement', async () => {
    stubApi({
      'GET /api/dashboard': () =>
        Response.json(makeDashboard({ billing: ['paymentFailed', 'cardExpiringSoon'] })),
    });
    renderApp({ path: '/', me: makeMe() });
    const block = (await screen.findByRole('heading', { name: 'Betaling' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(block).getByText(/Seneste betaling mislykkedes/)).toBeTruthy();
    expect(within(block).getByText('Dit betalingskort udløber snart.')).toBeTruthy();
    expect(
      within(block)
        .getByRole('link', { name: /Gå til abonnement/ })
        .getAttribute('href'),
    ).toBe('/subscription');
  });

  it('shows no billing block when there is nothing to act on', async () => {
    stubApi({ 'GET /api/dashboard': () => Response.json(makeDashboard({ billing: [] })) });
    renderApp({ path: '/', me: makeMe() });
    await screen.findByRole('heading', { name: 'Næste helligdag' });
    expect(screen.queryByRole('heading', { name: 'Betaling' })).toBeNull();
  });
});
