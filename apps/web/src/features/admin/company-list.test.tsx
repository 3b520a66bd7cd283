import type { AdminCompany, AdminCompanyList } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { AdminPage } from './admin-page';

const company = (id: string, name: string): AdminCompany => ({
  id,
  name,
  vat: '12345678',
  createdAt: '2026-01-01T10:00:00.000Z',
  plan: 'premium',
  status: 'active',
  trial: false,
  ownerUserId: null,
  ownerName: 'Ole Ejer',
  ownerEmail: 'ole@firma.dk',
  employeeCount: 4,
  timeregCount: 2,
  adminCount: 1,
});
const PAGE_ONE: AdminCompanyList = {
  items: [company('c1', 'Alfa ApS'), company('c2', 'Østerby VVS')],
  total: 120,
  page: 1,
  pageSize: 50,
};

afterEach(() => vi.unstubAllGlobals());

/** The query strings the list asked the server for, in order. */
const queries = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/companies')
    .map((url) => url.searchParams);

describe('the company list of /admin', () => {
  it('shows the page the server answered, how many in all, and which of them', async () => {
    stubApi({ 'GET /api/admin/companies': Response.json(PAGE_ONE) });
    await renderPage(AdminPage, { path: '/admin' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('link', { name: 'Østerby VVS' }).getAttribute('href')).toBe(
      '/admin/virksomhed/c2',
    );
    expect(screen.getByRole('status').textContent).toBe('120 virksomheder');
    expect(screen.getByText('Viser 1–2 af 120')).toBeTruthy();
    // Newest first until another column is chosen.
    expect(within(table).getByRole('columnheader', { name: 'Oprettet' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('pages, searches (debounced, from page 1) and sorts through the server', async () => {
    const { fetchMock } = stubApi({ 'GET /api/admin/companies': Response.json(PAGE_ONE) });
    await renderPage(AdminPage, { path: '/admin' });
    const table = await screen.findByRole('table');
    expect(Object.fromEntries(queries(fetchMock)[0]!)).toEqual({
      search: '',
      sort: 'createdAt',
      direction: 'desc',
      page: '1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Side 3' }));
    await waitFor(() => expect(queries(fetchMock).some((query) => query.get('page') === '3')).toBe(true));

    const searchbox = screen.getByRole('searchbox', { name: 'Søg efter navn, CVR-nr. eller ejer' });
    for (const value of ['ø', 'øs', 'øste', 'øster']) fireEvent.change(searchbox, { target: { value } });
    await waitFor(() =>
      expect(
        queries(fetchMock).some((query) => query.get('search') === 'øster' && query.get('page') === '1'),
      ).toBe(true),
    );
    // Typing does not ask for every letter: only the settled text is searched.
    expect(queries(fetchMock).filter((query) => query.get('search') !== '').length).toBe(1);

    fireEvent.click(within(table).getByRole('button', { name: 'Navn' }));
    await waitFor(() =>
      expect(
        queries(fetchMock).some((query) => query.get('sort') === 'name' && query.get('direction') === 'asc'),
      ).toBe(true),
    );
    expect(within(table).getByRole('columnheader', { name: 'Navn' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Navn' }));
    await waitFor(() =>
      expect(
        queries(fetchMock).some((query) => query.get('sort') === 'name' && query.get('direction') === 'desc'),
      ).toBe(true),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Medarbejdere' }));
    await waitFor(() =>
      expect(
        queries(fetchMock).some(
          (query) => query.get('sort') === 'employeeCount' && query.get('direction') === 'desc',
        ),
      ).toBe(true),
    );
  });

  it('says when nothing matches, and shows no pages for one page', async () => {
    stubApi({
      'GET /api/admin/companies': Response.json({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderPage(AdminPage, { path: '/admin' });
    expect(await screen.findByText('Ingen virksomheder endnu.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 virksomheder');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/^Viser/)).toBeNull();
  });

  it("says 'Error fetching companies' when the list fails", async () => {
    stubApi({ 'GET /api/admin/companies': errorResponse(500, 'INTERNAL', 'Der skete en fejl.') });
    await renderPage(AdminPage, { path: '/admin' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching companies');
  });
});
