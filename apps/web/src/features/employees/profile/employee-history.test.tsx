import type { EmployeeHistoryResponse } from '@kollega/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { EmployeeHistory } from './employee-history';
import { formatChange, formatHistoryValue } from './history-format';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Entry = EmployeeHistoryResponse['entries'][number];

function entry(overrides: Partial<Entry>): Entry {
  return {
    id: 1,
    at: '2024-06-30T22:30:00Z',
    action: 'updated',
    actorName: 'Anne Admin',
    impersonated: false,
    changes: [],
    documentName: null,
    ...overrides,
  };
}

async function renderHistory(entries: Entry[]) {
  stubApi({ 'GET /api/employees/emp-2/history': () => Response.json({ entries }) });
  await renderPage(() => <EmployeeHistory employeeId="emp-2" />);
  return screen.getByRole('region', { name: 'Historik' });
}

describe('EmployeeHistory', () => {
  it('lists the changes newest first with date, time, who and what, never the hidden values', async () => {
    const region = await renderHistory([
      entry({ id: 1, at: '2024-01-02T08:00:00Z', action: 'created' }),
      entry({
        id: 2,
        at: '2024-06-30T22:30:00Z',
        changes: [
          { field: 'department', from: 'Salg', to: 'Marketing' },
          { field: 'cprNumber', from: null, to: null },
          { field: 'employmentStatus', from: 'active', to: 'sickLeave' },
          { field: 'endDate', from: '', to: '2024-12-31' },
        ],
      }),
    ]);
    const items = await within(region).findAllByRole('listitem');
    const entries = items.filter((item) => item.parentElement?.tagName === 'OL');
    expect(entries).toHaveLength(2);
    const newest = entries[0] as HTMLElement;
    expect(within(newest).getByText('Profil ændret')).toBeTruthy();
    // 22:30 UTC on 30 June is 00:30 on 1 July in Denmark.
    expect(newest.textContent).toContain('01.07.2024 00:30 · Anne Admin');
    expect(within(newest).getByText('Afdeling: Salg → Marketing')).toBeTruthy();
    expect(within(newest).getByText('CPR-nummer: ændret')).toBeTruthy();
    expect(within(newest).getByText('Status: Aktiv → Sygemeldt')).toBeTruthy();
    expect(within(newest).getByText('Slutdato: (tom) → 31.12.2024')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText('Oprettet')).toBeTruthy();
  });

  it('says so when nothing has changed yet', async () => {
    const region = await renderHistory([]);
    expect(await within(region).findByText('Ingen ændringer endnu.')).toBeTruthy();
  });
});

describe('formatChange', () => {
  it('labels fields in Danish and shows switches as Ja/Nej', () => {
    expect(formatChange({ field: 'role', from: 'employee', to: 'admin' })).toBe('Administrator: Nej → Ja');
    expect(formatChange({ field: 'mobileAppAccess', from: 'false', to: 'true' })).toBe(
      'Adgang til app: Nej → Ja',
    );
    expect(formatChange({ field: 'salary', from: null, to: null })).toBe('Løn: ændret');
    expect(formatHistoryValue('employmentType', 'flexjob')).toBe('Fleksjob');
  });
});
