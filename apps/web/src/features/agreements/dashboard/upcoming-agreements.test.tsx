import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDashboard } from '../../../test/dashboard-fixture';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

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
              overdueCount: 1,
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

  it("counts the overdue ones apart ('3 forfaldne') above what is coming (issue 24)", async () => {
    stubApi({
      'GET /api/dashboard': () =>
        Response.json(
          makeDashboard({
            agreements: {
              items: [
                {
                  id: 'a2',
                  title: '1 til 1 med Niels',
                  agreementType: '1 til 1',
                  startsAt: '2099-01-02T09:00:00.000Z',
                  regarding: { id: 'e1', name: 'Niels Madsen' },
                },
              ],
              openTotal: 4,
              overdueCount: 3,
            },
          }),
        ),
    });
    renderApp({ path: '/', me: makeMe() });
    const block = (await screen.findByRole('heading', { name: 'Kommende aftaler' })).closest(
      'section',
    ) as HTMLElement;
    const badge = await within(block).findByText('3 forfaldne');
    // Never cut: the badge keeps its width beside the text.
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('flex-shrink: 0');
    expect(within(block).getByRole('link', { name: 'Se de forfaldne aftaler' }).getAttribute('href')).toBe(
      '/aftaler',
    );
    expect(within(block).getByRole('link', { name: '1 til 1 med Niels' })).toBeTruthy();
    expect(within(block).queryByText('Forfalden')).toBeNull();
  });

  it("says 'Ingen kommende aftaler' when every open one is overdue", async () => {
    stubApi({
      'GET /api/dashboard': () =>
        Response.json(makeDashboard({ agreements: { items: [], openTotal: 1, overdueCount: 1 } })),
    });
    renderApp({ path: '/', me: makeMe() });
    expect(await screen.findByText('Ingen kommende aftaler')).toBeTruthy();
    expect(screen.getByText('1 forfalden')).toBeTruthy();
  });

  it('says so when no agreement is open', async () => {
    stubApi({ 'GET /api/dashboard': () => Response.json(makeDashboard()) });
    renderApp({ path: '/', me: makeMe() });
    expect(await screen.findByText('Ingen åbne aftaler')).toBeTruthy();
  });
});
