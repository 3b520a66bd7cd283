import {
  type CompanyDayOff,
  DEFAULT_ABSENCE_TYPE_SETTINGS,
  DEFAULT_PAY_RULES,
  danishToday,
  formatDate,
  type TimeLogSettingInput,
  type TimeregEmployee,
} from '@kollega/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, errorResponse, stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { TimeregSettingsPage } from './settings-page';
import { settingsResponse } from './test-settings';

const bo: TimeregEmployee = {
  id: 'emp-2',
  firstName: 'Bo',
  lastName: 'Jensen',
  profilePhotoUrl: null,
  inactive: false,
  endDate: null,
  startDate: '2024-01-01',
  employmentStatus: 'active',
  isPaidHourly: false,
  paidBreak: false,
  breakDuration: 30,
};

const NO_CODES = { NORMAL: '', OVERTID: '', FERIE: '', SYGDOM: '', FRI: '' };

type Reply = (call: ApiCall) => Response | Promise<Response>;

async function renderSettings(replies: { settings?: Reply; daysOff?: Reply } = {}) {
  const api = stubApi({
    'GET /api/timereg/settings': () => Response.json(settingsResponse()),
    'GET /api/timereg/employees': () => Response.json({ employees: [bo] }),
    'GET /api/timereg/payroll-codes': () => Response.json(NO_CODES),
    'GET /api/timereg/pay-rules': () => Response.json(DEFAULT_PAY_RULES),
    'GET /api/timereg/absence-types': () => Response.json(DEFAULT_ABSENCE_TYPE_SETTINGS),
    'PUT /api/timereg/settings':
      replies.settings ??
      ((call) =>
        Response.json(
          settingsResponse({ company: { ...(call.body as TimeLogSettingInput), createdDate: '2025-06-02' } }),
        )),
    'PUT /api/timereg/days-off':
      replies.daysOff ??
      ((call) => Response.json(settingsResponse(call.body as { daysOff: CompanyDayOff[] }))),
  });
  await renderPage(TimeregSettingsPage);
  await screen.findByRole('heading', { name: 'Normtid og pause' }, { timeout: 3000 });
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });
const saveButton = () => screen.getByRole('button', { name: 'Gem' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeregSettingsPage: the norm week', () => {
  it('shows the default week with Friday until 15:30 and the weekend off', { timeout: 15_000 }, async () => {
    await renderSettings();
    expect((screen.getByRole('combobox', { name: 'Fredag: til' }) as HTMLSelectElement).value).toBe('15:30');
    expect((screen.getByRole('switch', { name: 'Lørdag: fri' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Lørdag: fra' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Normtid pr. uge: 37,00 timer')).toBeTruthy();
    expect(screen.getByText(/Ændringer gælder fra den valgte dato/)).toBeTruthy();
    // Issue 23: 'Gælder fra', today by default.
    expect((screen.getByLabelText('Gælder fra') as HTMLInputElement).value).toBe(formatDate(danishToday()));
    expect(saveButton().disabled).toBe(true);
  });

  it("says 'Gemmer...' and then 'Indstillingerne er gemt.', sending the whole setting", {
    timeout: 15_000,
  }, async () => {
    let answer: (response: Response) => void = () => {};
    const api = await renderSettings({
      settings: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Lørdag: fri' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Lørdag: til' }), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Pause'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Betalt pause' }));
    fireEvent.click(saveButton());

    expect(await screen.findByText('Gemmer...')).toBeTruthy();
    const [call] = api.callsTo('PUT', '/api/timereg/settings');
    const sent = call?.body as TimeLogSettingInput;
    expect(sent.breakDuration).toBe(45);
    expect(sent.paidBreak).toBe(true);
    expect(sent.isPaidHourly).toBe(false);
    expect(sent.weeklySchedule).toHaveLength(7);
    expect(sent.weeklySchedule[5]).toEqual({ day: 6, from: '08:00', end: '12:00', notWorking: false });
    expect(call?.body).toMatchObject({ effectiveFrom: danishToday() });

    answer(Response.json(settingsResponse({ company: { ...sent, createdDate: '2025-06-02' } })));
    expect(await screen.findByText('Indstillingerne er gemt.')).toBeTruthy();
    expect(screen.queryByText('Gemmer...')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it("sends the 'Gælder fra' chosen and shows the server's refusal of it (issue 23)", {
    timeout: 15_000,
  }, async () => {
    const api = await renderSettings({
      settings: () =>
        errorResponse(
          409,
          'EFFECTIVE_FROM_LOCKED',
          'Gælder fra kan ikke ligge i en godkendt eller låst uge. Vælg tidligst 09.03.2026.',
        ),
    });
    fireEvent.change(screen.getByLabelText('Gælder fra'), { target: { value: '02.03.2026' } });
    fireEvent.blur(screen.getByLabelText('Gælder fra'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(
      await screen.findByText(
        'Gælder fra kan ikke ligge i en godkendt eller låst uge. Vælg tidligst 09.03.2026.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('PUT', '/api/timereg/settings')[0]?.body).toMatchObject({
      effectiveFrom: '2026-03-02',
    });
  });

  it("lets 'Gælder fra' go back no further than 2024-08-05, or the day after the lock date (issue 23)", {
    timeout: 15_000,
  }, async () => {
    const field = () => screen.getByLabelText('Gælder fra') as HTMLInputElement;
    const enter = (value: string) => {
      fireEvent.change(field(), { target: { value } });
      fireEvent.blur(field());
    };
    await renderSettings();
    // Before the picker's minDate: not taken, today comes back on blur.
    enter('04.08.2024');
    expect(field().value).toBe(formatDate(danishToday()));
    enter('05.08.2024');
    expect(field().value).toBe('05.08.2024');
    cleanup();

    stubApi({
      'GET /api/timereg/settings': () => Response.json(settingsResponse({ lockDate: '2025-01-31' })),
      'GET /api/timereg/employees': () => Response.json({ employees: [bo] }),
      'GET /api/timereg/payroll-codes': () => Response.json(NO_CODES),
      'GET /api/timereg/pay-rules': () => Response.json(DEFAULT_PAY_RULES),
      'GET /api/timereg/absence-types': () => Response.json(DEFAULT_ABSENCE_TYPE_SETTINGS),
    });
    await renderPage(TimeregSettingsPage);
    await screen.findByRole('heading', { name: 'Normtid og pause' }, { timeout: 3000 });
    enter('31.01.2025');
    expect(field().value).toBe(formatDate(danishToday()));
    enter('01.02.2025');
    expect(field().value).toBe('01.02.2025');
  });

  it('says so when saving fails, keeping the changes', { timeout: 15_000 }, async () => {
    await renderSettings({ settings: () => errorResponse(500, 'INTERNAL_ERROR', 'Intern fejl') });
    fireEvent.click(screen.getByRole('switch', { name: 'Timelønnet' }));
    expect(screen.getByText('Timelønnede har ingen normtid.')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Der skete en fejl. Prøv igen senere.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Timelønnet' }) as HTMLInputElement).checked).toBe(true);
    expect(saveButton().disabled).toBe(false);
  });

  it('refuses a break over 240 minutes', async () => {
    const api = await renderSettings();
    fireEvent.change(screen.getByLabelText('Pause'), { target: { value: '300' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Pausen kan højst være 240 minutter.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/timereg/settings')).toEqual([]);
  });
});

describe('TimeregSettingsPage: the company days off', () => {
  it('lists them with the hint about days that are not public holidays', async () => {
    await renderSettings();
    const days = section('Virksomhedens fridage');
    expect(within(days).getByText('24.12.2025')).toBeTruthy();
    expect(within(days).getByText('Juleaften')).toBeTruthy();
    expect(
      within(days).getByText(/1\. maj, grundlovsdag, juleaften og nytårsaften er ikke helligdage/),
    ).toBeTruthy();
  });

  it('adds a day, sending the whole list in date order', async () => {
    const api = await renderSettings();
    const days = section('Virksomhedens fridage');
    fireEvent.change(within(days).getByLabelText('Dato'), { target: { value: '05.06.2025' } });
    fireEvent.change(within(days).getByLabelText('Navn'), { target: { value: ' Grundlovsdag ' } });
    fireEvent.click(within(days).getByRole('button', { name: 'Tilføj fridag' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/days-off')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/days-off')[0]?.body).toEqual({
      daysOff: [
        { date: '2025-06-05', name: 'Grundlovsdag' },
        { date: '2025-12-24', name: 'Juleaften' },
      ],
    });
    expect(await within(days).findByText('05.06.2025')).toBeTruthy();
    expect(within(days).getByText('Fridagene er gemt.')).toBeTruthy();
  });

  it('removes a day', async () => {
    const api = await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern Juleaften 24.12.2025' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/days-off')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/days-off')[0]?.body).toEqual({ daysOff: [] });
    expect(await screen.findByText('Ingen fridage tilføjet.')).toBeTruthy();
  });

  it('refuses a missing date, a day already there and a public holiday', async () => {
    const api = await renderSettings();
    const days = section('Virksomhedens fridage');
    const add = () => fireEvent.click(within(days).getByRole('button', { name: 'Tilføj fridag' }));
    add();
    expect(await within(days).findByText('Dato mangler')).toBeTruthy();
    fireEvent.change(within(days).getByLabelText('Dato'), { target: { value: '24.12.2025' } });
    add();
    expect(await within(days).findByText('Datoen er allerede en fridag.')).toBeTruthy();
    fireEvent.change(within(days).getByLabelText('Dato'), { target: { value: '25.12.2025' } });
    add();
    expect(await within(days).findByText('Datoen er en helligdag og er allerede fri.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/timereg/days-off')).toEqual([]);
  });
});

describe('TimeregSettingsPage: the employees', () => {
  it('links who registers time and who has their own norm to their Indstillinger tab', async () => {
    await renderSettings();
    const access = section('Medarbejdere med adgang');
    const boLink = await within(access).findByRole('link', { name: 'Bo Jensen' });
    expect(boLink.getAttribute('href')).toBe('/medarbejdere/emp-2/indstillinger');
    const individual = section('Individuelle indstillinger');
    expect(within(individual).getByRole('link', { name: 'Cecilie Holm' }).getAttribute('href')).toBe(
      '/medarbejdere/emp-3/indstillinger',
    );
  });
});

describe("TimeregSettingsPage: 'Låst til og med'", () => {
  it('moves the lock date forward', { timeout: 15_000 }, async () => {
    const api = stubApi({
      'GET /api/timereg/settings': () => Response.json(settingsResponse({ lockDate: '2025-01-31' })),
      'GET /api/timereg/employees': () => Response.json({ employees: [bo] }),
      'PUT /api/timereg/lock-date': (call) =>
        (call.body as { lockDate: string }).lockDate === '2025-02-28'
          ? Response.json(settingsResponse({ lockDate: '2025-02-28' }))
          : errorResponse(409, 'LOCK_DATE_BACKWARDS', 'Låst til og med kan kun flyttes frem.'),
    });
    await renderPage(TimeregSettingsPage);
    const region = await screen.findByRole('region', { name: 'Låste uger' }, { timeout: 3000 });
    expect(within(region).getByText('31.01.2025')).toBeTruthy();
    // docs/rules/timereg.md#ruling-29's words: the date itself is locked too.
    expect(within(region).getByText('31.01.2025').closest('p')?.textContent).toBe(
      'Registreringer til og med 31.01.2025 kan ikke ændres.',
    );
    // The section's hint speaks of days, not whole weeks (docs/rules/timereg.md#ruling-29: a lock date mid-week locks only up to it).
    expect(
      within(region).getByText(
        'Datoen og alle dage før den regnes som godkendt og kan ikke ændres. Datoen kan kun flyttes frem.',
      ),
    ).toBeTruthy();
    expect(within(region).queryByText(/Uger til og med/)).toBeNull();
    fireEvent.change(within(region).getByLabelText('Låst til og med'), { target: { value: '28.02.2025' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Lås' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/lock-date')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/lock-date')[0]?.body).toEqual({ lockDate: '2025-02-28' });
    expect(await within(region).findByText('Låsedatoen er gemt.')).toBeTruthy();
  });
});

describe("TimeregSettingsPage: 'Påmindelse om manglende registrering' (issue 26)", () => {
  it('shows the choice, saves a new one, and offers no push yet', { timeout: 15_000 }, async () => {
    const api = stubApi({
      'GET /api/timereg/settings': () => Response.json(settingsResponse()),
      'GET /api/timereg/employees': () => Response.json({ employees: [bo] }),
      'PUT /api/timereg/missing-entry-reminder': (call) =>
        Response.json(
          settingsResponse({ missingEntryReminder: (call.body as { reminder: 'e-mail' }).reminder }),
        ),
    });
    await renderPage(TimeregSettingsPage);
    const region = await screen.findByRole('region', { name: 'Påmindelse' }, { timeout: 3000 });
    const group = within(region).getByRole('radiogroup', { name: 'Påmindelse om manglende registrering' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['off', 'in-app', 'e-mail']);
    expect((within(group).getByLabelText('I appen') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByLabelText('E-mail'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/missing-entry-reminder')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/missing-entry-reminder')[0]?.body).toEqual({
      reminder: 'e-mail',
    });
    expect(await within(region).findByText('Påmindelsen er gemt.')).toBeTruthy();
    await waitFor(() =>
      expect((within(group).getByLabelText('E-mail') as HTMLInputElement).checked).toBe(true),
    );
  });

  it("shows the server's Danish message when saving fails", { timeout: 15_000 }, async () => {
    stubApi({
      'GET /api/timereg/settings': () => Response.json(settingsResponse()),
      'GET /api/timereg/employees': () => Response.json({ employees: [bo] }),
      'PUT /api/timereg/missing-entry-reminder': () =>
        errorResponse(400, 'VALIDATION', 'Vælg Fra, I appen eller E-mail.'),
    });
    await renderPage(TimeregSettingsPage);
    const region = await screen.findByRole('region', { name: 'Påmindelse' }, { timeout: 3000 });
    fireEvent.click(within(region).getByLabelText('Fra'));
    expect(await within(region).findByText('Vælg Fra, I appen eller E-mail.')).toBeTruthy();
  });
});
