import {
  COMPANY_ADMIN_MESSAGES,
  type CompanyAdmin,
  type CompanyAdminsResponse,
  type CompanyAdminsUpdate,
  type EmployeeListItem,
  type EmployeeListResponse,
} from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { AdminList } from './admin-list';

function person(id: string, firstName: string, lastName: string, isOwner = false): EmployeeListItem {
  return {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@bager.dk`,
    jobPosition: 'Bager',
    employmentType: 'fullTime',
    employmentStatus: 'active',
    startDate: '2024-01-01',
    endDate: null,
    role: isOwner ? 'admin' : 'employee',
    isOwner,
    profilePhotoUrl: null,
    createdAt: '2024-01-01T08:00:00Z',
  };
}

const owner = person('emp-1', 'Anne', 'Admin', true);
const bo = { ...person('emp-2', 'Bo', 'Jensen'), role: 'admin' as const };
const cecilie = person('emp-3', 'Cecilie', 'Holm');
const dennis = person('emp-4', 'Dennis', 'Lund');

function asAdmin(employee: EmployeeListItem): CompanyAdmin {
  const { id, firstName, lastName, email, jobPosition, isOwner, profilePhotoUrl } = employee;
  return { employeeId: id, firstName, lastName, email, jobPosition, isOwner, profilePhotoUrl };
}

const admins: CompanyAdminsResponse = {
  admins: [asAdmin(owner), asAdmin(bo)],
  plan: 'premium',
  includedAdmins: 2,
  extraAdminPriceOre: 2500,
};

const employees: EmployeeListResponse = {
  employees: [owner, bo, cecilie, dennis],
  limits: { plan: 'premium', limit: 100, countExcludingOwner: 3, canCreate: true, overLimit: false },
};

async function renderList(saveReply: (body: CompanyAdminsUpdate) => Response) {
  const api = stubApi({
    'GET /api/company/admins': () => Response.json(admins),
    'GET /api/employees': () => Response.json(employees),
    'PUT /api/company/admins': (call) => saveReply(call.body as CompanyAdminsUpdate),
  });
  await renderPage(AdminList);
  await screen.findByText('Anne Admin');
  return api;
}

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Rediger administratorer' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('checkbox', { name: 'Cecilie Holm' });
  return dialog;
}

const checkbox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminList', () => {
  it('lists the admins with their e-mail and marks the owner', async () => {
    await renderList(() => Response.json(admins));
    const ownerRow = screen.getByText('Anne Admin').closest('li')!;
    expect(within(ownerRow).getByText('Ejer')).toBeTruthy();
    expect(within(ownerRow).getByText('anne@bager.dk')).toBeTruthy();
    const boRow = screen.getByText('Bo Jensen').closest('li')!;
    expect(within(boRow).queryByText('Ejer')).toBeNull();
  });

  it('sends the chosen admins, shows the extra price past the plan, then closes with the saved text', async () => {
    const api = await renderList((body) =>
      Response.json({
        ...admins,
        admins: [owner, bo, cecilie, dennis].filter((e) => body.employeeIds.includes(e.id)).map(asAdmin),
      }),
    );
    const dialog = await openModal();
    expect(within(dialog).getByText('Dit abonnement inkluderer 2 administratorer.')).toBeTruthy();
    expect(checkbox(dialog, 'Anne Admin').checked).toBe(true);
    expect(checkbox(dialog, 'Anne Admin').disabled).toBe(true);
    expect(checkbox(dialog, 'Bo Jensen').checked).toBe(true);
    const priceText = COMPANY_ADMIN_MESSAGES.extraAdminPrice('25,00 kr.');
    expect(within(dialog).queryByText(priceText)).toBeNull();

    // A third admin is one more than premium includes.
    fireEvent.click(checkbox(dialog, 'Cecilie Holm'));
    expect(within(dialog).getByText(priceText)).toBeTruthy();
    expect(
      within(dialog).getByText('1 ekstra administrator: 25,00 kr. om måneden (ekskl. moms).'),
    ).toBeTruthy();
    // Taking Bo off brings it back within the plan.
    fireEvent.click(checkbox(dialog, 'Bo Jensen'));
    expect(within(dialog).queryByText(priceText)).toBeNull();
    fireEvent.click(checkbox(dialog, 'Dennis Lund'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/company/admins')).toHaveLength(1));
    const sent = api.callsTo('PUT', '/api/company/admins')[0]?.body as CompanyAdminsUpdate;
    expect([...sent.employeeIds].sort()).toEqual(['emp-1', 'emp-3', 'emp-4']);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Ændringerne er gemt.')).toBeTruthy();
    expect(screen.getByText('Cecilie Holm')).toBeTruthy();
    expect(screen.queryByText('Bo Jensen')).toBeNull();
  });

  it("keeps the modal open with the server's message when saving fails", async () => {
    await renderList(() => errorResponse(400, 'VALIDATION_ERROR', 'Medarbejderen findes ikke.'));
    const dialog = await openModal();
    fireEvent.click(checkbox(dialog, 'Dennis Lund'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Medarbejderen findes ikke.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(checkbox(dialog, 'Dennis Lund').checked).toBe(true);
    expect(screen.queryByText('Ændringerne er gemt.')).toBeNull();
  });
});
