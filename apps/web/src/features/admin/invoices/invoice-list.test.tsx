import type { AdminInvoiceList } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { AdminPage } from '../admin-page';

const FAILING = '0b6f7a52-51a4-4b7e-9f0e-2f0c5d8d1a11';
const PAGE_ONE: AdminInvoiceList = {
  items: [
    {
      id: 'f1',
      invoiceNumber: null,
      companyId: FAILING,
      companyName: 'Fejl ApS',
      date: '2026-07-01',
      netOre: 50_000,
      grossOre: 62_500,
      status: 'failed',
    },
    {
      id: 'p1',
      invoiceNumber: null,
      companyId: 'c2',
      companyName: 'Venter ApS',
      date: '2026-06-30',
      netOre: 50_000,
      grossOre: 62_500,
      status: 'pending',
    },
    {
      id: 't1',
      invoiceNumber: 12,
      companyId: 'c3',
      companyName: 'Betaler ApS',
      date: '2026-06-15',
      netOre: 251_000,
      grossOre: 313_750,
      status: 'completed',
    },
  ],
  total: 53,
  page: 1,
  pageSize: 50,
};

afterEach(() => vi.unstubAllGlobals());

async function openInvoices() {
  await renderPage(AdminPage, { path: '/admin' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Fakturaer' }));
  return screen.findByRole('table');
}

describe('the Fakturaer tab of /admin', () => {
  it('lists invoices with their columns, statuses, a PDF for the paid one and a link for the failed one', async () => {
    stubApi({
      'GET /api/admin/invoices': Response.json(PAGE_ONE),
      'GET /api/admin/companies': Response.json({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    const table = await openInvoices();
    for (const column of [
      'Fakturanummer',
      'Virksomhed',
      'Dato',
      'Total ekskl. moms',
      'Total inkl. moms',
      'Status',
      'Fil',
    ]) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Fejlet')).toBeTruthy();
    const link = within(rows[0]!).getByRole('link', { name: 'Fejl ApS' });
    expect(link.getAttribute('href')).toBe(`/admin/virksomhed/${FAILING}`);
    expect(within(rows[1]!).getByText('Afventer')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByText('Betalt')).toBeTruthy();
    expect(within(rows[2]!).getByText('15.06.2026')).toBeTruthy();
    expect(within(rows[2]!).getByText('2.510,00 kr.')).toBeTruthy();
    expect(within(rows[2]!).getByText('3.137,50 kr.')).toBeTruthy();
    const pdf = within(rows[2]!).getByRole('link', { name: 'Hent faktura 12 som PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/admin/invoices/t1/pdf');
    expect(screen.getByRole('status').textContent).toBe('53 fakturaer');
    expect(screen.getByText('Viser 1–3 af 53')).toBeTruthy();
  });

  it('writes each status in dark text on its light colour, never in the colour itself', async () => {
    stubApi({
      'GET /api/admin/invoices': Response.json(PAGE_ONE),
      'GET /api/admin/companies': Response.json({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    const table = await openInvoices();
    for (const [label, color] of [
      ['Fejlet', 'red'],
      ['Afventer', 'orange'],
      ['Betalt', 'green'],
    ] as const) {
      const badge = within(table).getByText(label).closest('.mantine-Badge-root') as HTMLElement;
      expect(badge.style.getPropertyValue('--badge-bg'), label).toBe(`var(--mantine-color-${color}-light)`);
      expect(badge.style.color, label).toBe('var(--mantine-color-dark-8)');
    }
  });

  it('searches by company and pages through the server', async () => {
    const api = stubApi({ 'GET /api/admin/invoices': Response.json(PAGE_ONE) });
    const fetchMock = api.fetchMock;
    await openInvoices();
    fireEvent.click(screen.getByRole('button', { name: 'Side 2' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('page=2'))).toBe(true),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Søg efter virksomhed eller CVR-nr.' }), {
      target: { value: 'Fejl' },
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=Fejl&page=1'))).toBe(true),
    );
  });
});
