import type { ActivityLogResponse } from '@kollega/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderPage } from '../../../test/render-page';
import { ActivityLogPage } from './activity-log-page';

const PAGE: ActivityLogResponse = {
  rows: [
    {
      id: '2',
      at: '2026-11-26T09:15:00.000Z',
      actor: 'Ditte Ejer',
      impersonator: 'support@kollega.dk',
      action: 'company.update',
      actionLabel: 'Virksomhedsoplysninger ændret',
      area: 'company',
      areaLabel: 'Virksomhed',
      entityId: 'c1',
      changes: [{ field: 'name', from: 'Gammel ApS', to: 'Ny ApS' }],
    },
    {
      id: '1',
      at: '2026-11-25T08:00:00.000Z',
      actor: null,
      impersonator: null,
      action: 'employee.cpr.reveal',
      actionLabel: 'CPR-nummer vist',
      area: 'employee',
      areaLabel: 'Medarbejdere',
      entityId: 'e1',
      changes: [],
    },
  ],
  total: 120,
  page: 1,
  pageSize: 50,
  from: '2026-10-28',
  to: '2026-11-26',
  persons: [{ userId: 'u1', name: 'Ditte Ejer' }],
  areas: [{ value: 'company', label: 'Virksomhed' }],
  actions: [{ value: 'company.update', label: 'Virksomhedsoplysninger ændret' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Aktivitetslog' (issue 25)", () => {
  it('shows who, when, what and old → new, a super admin as such, pages and a CSV link', {
    timeout: 30_000,
  }, async () => {
    const api = stubApi({ 'GET /api/company/activity-log': () => Response.json(PAGE) });
    await renderPage(ActivityLogPage, { me: makeMe() });
    expect(await screen.findByRole('cell', { name: 'Virksomhedsoplysninger ændret' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '26.11.2026 10:15' })).toBeTruthy();
    expect(screen.getByText('Support (support@kollega.dk) logget ind som')).toBeTruthy();
    expect(screen.getByText(/Gammel ApS → Ny ApS/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'CPR-nummer vist' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'System' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eksportér CSV' }).getAttribute('href')).toBe(
      '/api/company/activity-log.csv?',
    );
    // 120 rows, 50 a page: three pages, paged on the server.
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/company/activity-log').length).toBeGreaterThan(0));
  });
});
