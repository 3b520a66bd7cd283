import {
  COMPANY_ADMIN_MESSAGES,
  type CompanyAdminsResponse,
  DEFAULT_EMPLOYEE_SETTINGS,
  EMPLOYEE_MESSAGES,
  type EmployeeDetail,
  type EmployeeSettings,
  type EmployeeSettingsResponse,
} from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { EmployeeSettingsTab } from '../detail/settings-tab';

const PRICE_TEXT = COMPANY_ADMIN_MESSAGES.extraAdminPrice('25,00 kr.');

function employee(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    id: 'emp-2',
    firstName: 'Bo',
    lastName: 'Jensen',
    jobPosition: 'Bager',
    department: '',
    phone: '',
    email: 'bo@bager.dk',
    privateEmail: '',
    privatePhone: '',
    address: '',
    zipcode: '',
    city: '',
    cprMasked: '',
    hasCpr: false,
    dateOfBirth: null,
    note: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
    employmentType: 'fullTime',
    employmentStatus: 'active',
    startDate: '2024-01-01',
    endDate: null,
    salary: null,
    bankAccount: '',
    salaryNote: '',
    profilePhotoUrl: null,
    createdAt: '2024-01-01T08:00:00Z',
    isOwner: false,
    isSelf: false,
    hasLogin: false,
    settings: DEFAULT_EMPLOYEE_SETTINGS,
    ...overrides,
  };
}

function admins(count: number, includedAdmins: number): CompanyAdminsResponse {
  return {
    admins: Array.from({ length: count }, (_, index) => ({
      employeeId: `admin-${index}`,
      firstName: 'Admin',
      lastName: String(index),
      email: `admin${index}@bager.dk`,
      jobPosition: 'Leder',
      isOwner: index === 0,
      profilePhotoUrl: null,
    })),
    plan: 'premium',
    includedAdmins,
    extraAdminPriceOre: 2500,
  };
}

async function renderTab(
  detail: EmployeeDetail,
  adminData: CompanyAdminsResponse = admins(1, 2),
  saveReply?: (body: EmployeeSettings) => Response,
) {
  const api = stubApi({
    [`GET /api/employees/${detail.id}`]: () => Response.json(detail),
    'GET /api/company/admins': () => Response.json(adminData),
    // The 'Tidsregistrering' section below the switches (timereg-section.test.tsx tests it).
    [`GET /api/timereg/employees/${detail.id}/settings`]: () =>
      Response.json({ individual: false, settings: { individual: [], company: [] } }),
    [`PUT /api/employees/${detail.id}/settings`]: (call) =>
      saveReply
        ? saveReply(call.body as EmployeeSettings)
        : Response.json({
            settings: call.body as EmployeeSettings,
            hasLogin: true,
            passwordSetupMailSent: false,
          } satisfies EmployeeSettingsResponse),
  });
  const page = await renderPage(() => <EmployeeSettingsTab employeeId={detail.id} />);
  await screen.findByRole('switch', { name: 'Administrator' });
  // The price hint depends on the admin count, which arrives on its own: wait for it too.
  await waitFor(() => expect(page.queryClient.getQueryData(['company', 'admins'])).toBeDefined());
  return { api, page };
}

const toggle = (name: string) => fireEvent.click(screen.getByRole('switch', { name }));
const isOn = (name: string) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmployeeSettingsTab', () => {
  it('clears the time-registration exemption when app access is turned on, and the other way round', async () => {
    const exempt = { ...DEFAULT_EMPLOYEE_SETTINGS, timeRegistration: { exempt: true } };
    const { api } = await renderTab(employee({ settings: exempt }));
    expect(isOn('Undtaget tidsregistrering')).toBe(true);

    toggle('Adgang til app');
    expect(isOn('Adgang til app')).toBe(true);
    expect(isOn('Undtaget tidsregistrering')).toBe(false);

    toggle('Undtaget tidsregistrering');
    expect(isOn('Undtaget tidsregistrering')).toBe(true);
    expect(isOn('Adgang til app')).toBe(false);

    toggle('Adgang til app');
    fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/employees/emp-2/settings')).toHaveLength(1));
    const sent = api.callsTo('PUT', '/api/employees/emp-2/settings')[0]?.body as EmployeeSettings;
    expect(sent.mobileApp.access).toBe(true);
    expect(sent.timeRegistration.exempt).toBe(false);
  });

  it("fixes the owner's admin switch on, disabled, with the reason", async () => {
    await renderTab(employee({ isOwner: true, settings: { ...DEFAULT_EMPLOYEE_SETTINGS, role: 'admin' } }));
    const adminSwitch = screen.getByRole('switch', { name: 'Administrator' }) as HTMLInputElement;
    expect(adminSwitch.checked).toBe(true);
    expect(adminSwitch.disabled).toBe(true);
    expect(screen.getByText(EMPLOYEE_MESSAGES.ownerAlwaysAdmin)).toBeTruthy();
    expect(screen.queryByText(PRICE_TEXT)).toBeNull();
  });

  it('shows the price of an extra admin when the plan’s included admins are used up', async () => {
    await renderTab(employee(), admins(2, 2));
    expect(screen.getByText(PRICE_TEXT)).toBeTruthy();
  });

  it('shows no price while another admin is still included', async () => {
    await renderTab(employee(), admins(1, 2));
    expect(screen.getByText('Administratorer kan se og redigere alt i virksomheden.')).toBeTruthy();
    expect(screen.queryByText(PRICE_TEXT)).toBeNull();
  });

  it('shows no price for an employee who is an admin already (counted in the plan)', async () => {
    const full = admins(2, 2);
    full.admins[1] = { ...full.admins[1]!, employeeId: 'emp-2' };
    await renderTab(employee({ settings: { ...DEFAULT_EMPLOYEE_SETTINGS, role: 'admin' } }), full);
    expect(isOn('Administrator')).toBe(true);
    expect(screen.queryByText(PRICE_TEXT)).toBeNull();
  });

  it('keeps Gem disabled until something changed, then says it saved and that a password mail went out', async () => {
    const { api } = await renderTab(employee(), admins(1, 2), (body) =>
      Response.json({ settings: body, hasLogin: true, passwordSetupMailSent: true }),
    );
    const save = screen.getByRole('button', { name: 'Gem' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    toggle('Administrator');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    expect(await screen.findByText(/Indstillingerne er gemt\./)).toBeTruthy();
    expect(
      screen.getByText(
        'Indstillingerne er gemt. Vi har sendt en e-mail til bo@bager.dk med et link til at vælge adgangskode.',
      ),
    ).toBeTruthy();
    const [sent] = api.callsTo('PUT', '/api/employees/emp-2/settings');
    expect((sent?.body as EmployeeSettings | undefined)?.role).toBe('admin');
    expect(save.disabled).toBe(true);
    // The admin count (for the price) is asked again after the role changed.
    await waitFor(() => expect(api.callsTo('GET', '/api/company/admins')).toHaveLength(2));
  });

  it('keeps the choices and says so when saving fails', async () => {
    await renderTab(employee(), admins(1, 2), () => errorResponse(500, 'INTERNAL', 'Intern fejl'));
    toggle('Undtaget lønsamtale');
    fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText(EMPLOYEE_MESSAGES.saveFailed)).toBeTruthy();
    expect(isOn('Undtaget lønsamtale')).toBe(true);
    expect((screen.getByRole('button', { name: 'Gem' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
