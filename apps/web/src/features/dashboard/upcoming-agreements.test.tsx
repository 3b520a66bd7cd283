import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { makeMe } from '../../test/me';
import { renderApp } from '../../test/render-app';
import { makeDashboard } from './dashboard-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s agreements', () => {
  it('shows the soonest open ones from the one dashboard request and marks an overdue one', async () => {
    const api = stubApi({
      'GET /api/dashboard': () =>
        Response.json(
          makeDashboard({
            agreements: {
              items: [
                {
                  id: 'a1',
                  title: 'Lønsamtale med Bo',
                  agreementType: 'Lønsamtale',
                  startsAt: '2020-01-02T09:00:00.000Z',
                  regarding: { id: 'e1', name: 'Bo Bager' },
                },
              ],
              openTotal: 7,
            },
          }),
        ),
    });
    renderApp({ path: '/', me: makeMe() });
    const block = (await screen.findByRole('heading', { name: 'Kommende aftaler' })).closest('section');
    expect(block).toBeTruthy();
    await within(block as HTMLElement).findByRole('link', { name: 'Lønsamtale med Bo' });
    expect(
      within(block as HTMLElement)
        .getByRole('link', { name: 'Lønsamtale med Bo' })
        .getAttribute('href'),
    ).toBe('/aftaler/a1');
    expect(within(block as HTMLElement).getByText('Forfalden')).toBeTruthy();
    expect(within(block as HTMLElement).getByText('Bo Bager · 02.01.2020 10:00')).toBeTruthy();
    expect(within(block as HTMLElement).getByText('7 åbne i alt')).toBeTruthy();
    expect(
      within(block as HTMLElement)
        .getByRole('link', { name: /Se alle møder og aftaler/ })
        .getAttribute('href'),
    ).toBe('/aftaler');
    // One request for the whole dashboard: the agreement list is not asked.
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/agreements')).toHaveLength(0);
  });

  it('says so when no agreement is open', async () => {
    stubApi({ 'GET /api/dashboard': () => Response.json(makeDashboard()) });
    renderApp({ path: '/', me: makeMe() });
    expect(await screen.findByText('Ingen åbne aftaler')).toBeTruthy();
  });
});
