import type { EmployeeDetail } from '@kollega/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, listResponse, owner } from '../../../test/employee-fixtures';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTab(employee: EmployeeDetail) {
  stubApi({
    'GET /api/employees': () => Response.json(listResponse([owner])),
    [`GET /api/employees/${employee.id}`]: () => Response.json(employee),
    [`GET /api/employees/${employee.id}/documents`]: () =>
      Response.json({ employmentContract: null, exemptFromEmploymentContract: false, documents: [] }),
    'GET /api/agreements': () => Response.json({ items: [], total: 0, counts: { open: 0, closed: 0 } }),
  });
  renderApp({ path: `/medarbejdere/${employee.id}/aftaler`, me: makeMe() });
}

describe('EmployeeAgreementsTab', () => {
  it("shows each important type 'Ikke planlagt' with 'Opret', and the missing contract", async () => {
    renderTab(detail());
    expect(await screen.findAllByText('Ikke planlagt')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Opret 1 til 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ny aftale' })).toBeTruthy();
    expect(screen.getByText('Mangler')).toBeTruthy();
  });

  it("offers no 'Opret' or 'Ny aftale' for an employee who has left: they cannot be chosen as Vedrørende", async () => {
    renderTab(detail({ employmentStatus: 'inactive', endDate: '2026-10-31' }));
    expect(await screen.findAllByText('Ikke planlagt')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /^Opret/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ny aftale' })).toBeNull();
  });
});
