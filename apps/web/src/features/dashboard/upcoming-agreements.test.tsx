import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { makeMe } from '../../test/me';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s agreements', () => {
  it('asks for the 5 soonest open ones and marks an overdue one', async () => {
    const api = stubApi({
      'GET /api/agreements': () =>
        Response.json({
          items: [
            {
              id: 'a1',
              title: 'Lønsamtale med Bo',
              agreementType: 'Lønsamtale',
              startsAt: '2020-01-02T09:00:00.000Z',
              isClosed: false,
              regarding: { id: 'e1', name: 'Bo Bager', photoUrl: null },
            },
          ],
          total: 1,
          counts: { open: 1, closed: 0 },
        }),
    });
    renderApp({ path: '/', me: makeMe() });
    expect(await screen.findByRole('heading', { name: 'Kommende aftaler' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lønsamtale med Bo' }).getAttribute('href')).toBe('/aftaler/a1');
    expect(screen.getByText('Forfalden')).toBeTruthy();
    expect(screen.getByText('Bo Bager · 02.01.2020 10:00')).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/api/agreements');
    expect(call).toBeTruthy();
    const request = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([input]) => String(input).includes('/api/agreements'));
    expect(String(request?.[0])).toContain('status=open');
    expect(String(request?.[0])).toContain('limit=5');
  });
});
