import type { AgreementListResponse } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EMPLOYEES = {
  employees: [],
  limits: { plan: 'premium', limit: 100, countExcludingOwner: 0, canCreate: true, overLimit: false },
};

function list(items: AgreementListResponse['items'], counts = { open: items.length, closed: 0 }) {
  return { items, total: items.length, counts } satisfies AgreementListResponse;
}

describe('AgreementsPage', () => {
  it('shows the tabs with counts, the status and the date in Danish time', async () => {
    stubApi({
      'GET /api/employees': () => Response.json(EMPLOYEES),
      'GET /api/agreements': () =>
        Response.json(
          list(
            [
              {
                id: 'a1',
                title: 'MUS',
                agreementType: 'Udviklingssamtale',
                startsAt: '2020-06-15T08:00:00.000Z',
                isClosed: false,
                regarding: { id: 'e1', name: 'Åse Ærø', photoUrl: null },
              },
            ],
            { open: 1, closed: 4 },
          ),
        ),
    });
    renderApp({ path: '/aftaler', me: makeMe() });
    expect(await screen.findByRole('heading', { name: 'Møder og aftaler', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Åben (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Afsluttet (4)' })).toBeTruthy();
    const row = screen.getByText('Åse Ærø').closest('tr') as HTMLElement;
    expect(within(row).getByText('Forfalden')).toBeTruthy();
    expect(within(row).getByText('15.06.2020 10:00')).toBeTruthy();
  });

  it("shows the empty state, and the 'Ny aftale' messages of hr-core §5", async () => {
    const api = stubApi({
      'GET /api/employees': () => Response.json(EMPLOYEES),
      'GET /api/agreements': () => Response.json(list([])),
    });
    renderApp({ path: '/aftaler', me: makeMe() });
    expect(await screen.findByText('Ingen åbne aftaler')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ny aftale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny aftale' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    await waitFor(() => expect(within(dialog).getByText('Titel mangler')).toBeTruthy());
    expect(within(dialog).getByText('Vælg en medarbejder')).toBeTruthy();
    expect(within(dialog).getByText('Vælg en aftaletype')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('pages through a long list, 50 rows a page, and starts again on page 1 when the tab changes', async () => {
    const row = (n: number) => ({
      id: `a${n}`,
      title: `Aftale ${n}`,
      agreementType: 'Udviklingssamtale',
      startsAt: '2030-06-15T08:00:00.000Z',
      isClosed: false,
      regarding: { id: 'e1', name: 'Åse Ærø', photoUrl: null },
    });
    const api = stubApi({
      'GET /api/employees': () => Response.json(EMPLOYEES),
      'GET /api/agreements': () =>
        Response.json({
          items: Array.from({ length: 50 }, (_, index) => row(index)),
          total: 120,
          counts: { open: 120, closed: 3 },
        } satisfies AgreementListResponse),
    });
    const offsets = () =>
      api.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/agreements')
        .map((url) => [url.searchParams.get('status'), url.searchParams.get('offset')]);
    renderApp({ path: '/aftaler', me: makeMe() });
    expect(await screen.findByText('Viser 1–50 af 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Side 3' }));
    await waitFor(() => expect(offsets()).toContainEqual(['open', '100']));
    fireEvent.click(screen.getByRole('tab', { name: 'Afsluttet (3)' }));
    await waitFor(() => expect(offsets().at(-1)).toEqual(['closed', '0']));
  });
});
