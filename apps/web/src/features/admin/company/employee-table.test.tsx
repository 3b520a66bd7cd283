import type { AdminCompanyDetail, AdminCompanyEmployeeList } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { EmployeeTable } from './employee-table';

const COMPANY = { id: 'c1', name: 'Firma ApS' } as AdminCompanyDetail;
const PAGE_ONE: AdminCompanyEmployeeList = {
  items: [
    {
      id: 'e1',
      name: 'Anna Admin',
      email: 'anna@firma.dk',
      createdAt: '2026-02-03T10:00:00.000Z',
      registersTime: false,
      isAdmin: true,
      hasLogin: true,
      inactive: false,
    },
    {
      id: 'e2',
      name: 'Åse Uden Login',
      email: 'aase@firma.dk',
      createdAt: '2026-02-04T10:00:00.000Z',
      registersTime: true,
      isAdmin: false,
      hasLogin: false,
      inactive: true,
    },
  ],
  total: 75,
  page: 1,
  pageSize: 50,
};
const URL_PATH = '/api/admin/companies/c1/employees';

afterEach(() => vi.unstubAllGlobals());

const queries = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === URL_PATH)
    .map((url) => url.searchParams);

describe("the company page's employee table", () => {
  it('shows the page the server answered with its columns, and how many in all', async () => {
    stubApi({ [`GET ${URL_PATH}`]: Response.json(PAGE_ONE) });
    await renderPage(() => <EmployeeTable company={COMPANY} />);
    const card = screen.getByRole('region', { name: 'Medarbejdere' });
    const rows = within(await within(card).findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getByText('anna@firma.dk')).toBeTruthy();
    expect(within(rows[0]!).getByText('03.02.2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('Åse Uden Login (Inaktiv)')).toBeTruthy();
    expect(
      (
        within(rows[1]!).getByRole('button', {
          name: 'Nulstil kodeord for Åse Uden Login',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(within(card).getByText('Viser 1–2 af 75')).toBeTruthy();
  });

  it('pages and searches through the server, from page 1 after a search', async () => {
    const { fetchMock } = stubApi({ [`GET ${URL_PATH}`]: Response.json(PAGE_ONE) });
    await renderPage(() => <EmployeeTable company={COMPANY} />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Side 2' }));
    await waitFor(() => expect(queries(fetchMock).some((query) => query.get('page') === '2')).toBe(true));
    const searchbox = screen.getByRole('searchbox', { name: 'Søg efter medarbejder' });
    for (const value of ['å', 'ås', 'åse']) fireEvent.change(searchbox, { target: { value } });
    await waitFor(() =>
      expect(
        queries(fetchMock).some((query) => query.get('search') === 'åse' && query.get('page') === '1'),
      ).toBe(true),
    );
    expect(queries(fetchMock).filter((query) => query.get('search') !== '').length).toBe(1);
  });

  it('says when no employee matches', async () => {
    stubApi({ [`GET ${URL_PATH}`]: Response.json({ items: [], total: 0, page: 1, pageSize: 50 }) });
    await renderPage(() => <EmployeeTable company={COMPANY} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Søg efter medarbejder' }), {
      target: { value: 'xyz' },
    });
    expect(await screen.findByText('Ingen medarbejdere matcher søgningen.')).toBeTruthy();
  });

  it("asks before 'Nulstil kodeord' sends the link, and sends nothing on 'Annuller' (issue 24)", async () => {
    const resetPath = `${URL_PATH}/e1/reset-password`;
    const { calls } = stubApi({
      [`GET ${URL_PATH}`]: Response.json(PAGE_ONE),
      [`POST ${resetPath}`]: Response.json({
        message: 'Et link til at nulstille kodeordet er sendt til anna@firma.dk.',
      }),
    });
    await renderPage(() => <EmployeeTable company={COMPANY} />);
    const button = await screen.findByRole('button', { name: 'Nulstil kodeord for Anna Admin' });
    fireEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Nulstil kodeord' });
    expect(
      within(dialog).getByText('Vil du sende et link til at nulstille kodeordet til Anna Admin?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Nulstil kodeord' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('Et link til at nulstille kodeordet er sendt til anna@firma.dk.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([resetPath]);
  });
});
