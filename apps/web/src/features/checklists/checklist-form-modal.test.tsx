import type { ChecklistKind, EmployeeListItem } from '@kollega/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { ChecklistFormModal } from './checklist-form-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

function employee(id: string, firstName: string, employmentStatus: string): EmployeeListItem {
  return {
    id,
    firstName,
    lastName: 'Hansen',
    email: `${id}@firma.dk`,
    jobPosition: 'Bogholder',
    employmentType: 'fullTime',
    employmentStatus,
    startDate: '2022-03-01',
    endDate: employmentStatus === 'inactive' ? '2026-10-31' : null,
    role: 'employee',
    isOwner: false,
    profilePhotoUrl: null,
    createdAt: '2022-02-20T09:00:00Z',
  } as EmployeeListItem;
}

async function vedroerendeOptions(kind: ChecklistKind) {
  stubApi({
    'GET /api/employees': () =>
      Response.json({
        employees: [employee('e1', 'Aktiv', 'active'), employee('e2', 'Fratrådt', 'inactive')],
        limits: { plan: 'premium', limit: 100, countExcludingOwner: 2, canCreate: true, overLimit: false },
      }),
    'GET /api/checklists': () => Response.json({ items: [], total: 0 }),
  });
  await renderPage(() => (
    <ChecklistFormModal
      opened
      onClose={() => {}}
      title="Ny tjekliste"
      submitLabel="Opret"
      kind={kind}
      isTemplate={false}
      pending={false}
      onSubmit={() => {}}
    />
  ));
  const dialog = await screen.findByRole('dialog', { name: 'Ny tjekliste' });
  const select = within(dialog).getByRole('combobox', { name: 'Vedrørende' });
  fireEvent.click(select);
  await screen.findByRole('option', { name: 'Aktiv Hansen' });
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('ChecklistFormModal', () => {
  it('offers an employee who has left (inactive) for an offboarding', async () => {
    expect(await vedroerendeOptions('offboarding')).toEqual(['Aktiv Hansen', 'Fratrådt Hansen']);
  });

  it('offers only active employees for an onboarding', async () => {
    expect(await vedroerendeOptions('onboarding')).toEqual(['Aktiv Hansen']);
  });
});
