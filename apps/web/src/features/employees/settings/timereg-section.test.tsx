import {
  DEFAULT_EMPLOYEE_SETTINGS,
  DEFAULT_WEEKLY_SCHEDULE,
  danishToday,
  type EmployeeDetail,
  type EmployeeTimeregSettings,
  formatDate,
  TIME_BANK_MESSAGES,
  type TimeLogSetting,
  type TimeLogSettingInput,
} from '@kollega/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail } from '../../../test/employee-fixtures';
import { errorResponse, stubApi, validationErrorResponse } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { TimeregSection } from './timereg-section';
import { timeregSettingValues } from './timereg-setting-values';

const appUser: EmployeeDetail = detail({
  settings: { ...DEFAULT_EMPLOYEE_SETTINGS, mobileApp: { access: true } },
});

function setting(overrides: Partial<TimeLogSetting> = {}): TimeLogSetting {
  return {
    breakDuration: 30,
    paidBreak: false,
    isPaidHourly: false,
    createdDate: '2024-08-05',
    weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day })),
    ...overrides,
  };
}

// A company week of four long days, so the editor shows the company's week rather than the default.
const companyWeek = setting({
  weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({
    ...day,
    end: '17:30',
    notWorking: day.day > 4,
  })),
});

async function renderSection(
  data: EmployeeTimeregSettings,
  put?: () => Response,
  employee: EmployeeDetail = appUser,
) {
  const api = stubApi({
    'GET /api/timereg/employees/emp-2/settings': () => Response.json(data),
    'PUT /api/timereg/employees/emp-2/settings': (call) =>
      put ? put() : Response.json({ individual: (call.body as { individual: boolean }).individual }),
  });
  await renderPage(() => <TimeregSection employee={employee} />);
  await screen.findByRole('switch', { name: 'Individuel normtid' });
  return api;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Gem normtid' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeregSection', () => {
  it("starts from the company's week when the employee has no own norm, and saves it as theirs", {
    timeout: 15_000,
  }, async () => {
    const api = await renderSection({
      individual: false,
      settings: { individual: [], company: [companyWeek] },
    });
    expect(screen.getByRole('heading', { name: 'Tidsregistrering' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Mandag: til' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Individuel normtid' }));
    expect((screen.getByRole('combobox', { name: 'Mandag: til' }) as HTMLSelectElement).value).toBe('17:30');
    fireEvent.change(screen.getByRole('combobox', { name: 'Mandag: til' }), { target: { value: '14:00' } });
    save();

    expect(await screen.findByText('Indstillingerne er gemt.')).toBeTruthy();
    const [call] = api.callsTo('PUT', '/api/timereg/employees/emp-2/settings');
    const body = call?.body as { individual: boolean; setting: TimeLogSettingInput };
    expect(body.individual).toBe(true);
    expect(body.setting.breakDuration).toBe(30);
    expect(body.setting.weeklySchedule[0]).toEqual({
      day: 1,
      from: '08:00',
      end: '14:00',
      notWorking: false,
    });
    expect(body.setting.weeklySchedule[4]?.notWorking).toBe(true);
    // Issue 23: from 'Gælder fra', today by default.
    expect(call?.body).toMatchObject({ effectiveFrom: danishToday() });
  });

  it("sends the 'Gælder fra' chosen, back to the start date, and shows the server's refusal (issue 23)", {
    timeout: 15_000,
  }, async () => {
    const api = await renderSection(
      { individual: false, settings: { individual: [], company: [companyWeek] } },
      () =>
        errorResponse(
          409,
          'EFFECTIVE_FROM_BEFORE_START',
          'Gælder fra kan ikke være før medarbejderens startdato (02.03.2026).',
        ),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Individuel normtid' }));
    expect((screen.getByLabelText('Gælder fra') as HTMLInputElement).value).toBe(formatDate(danishToday()));
    fireEvent.change(screen.getByLabelText('Gælder fra'), { target: { value: '01.03.2026' } });
    fireEvent.blur(screen.getByLabelText('Gælder fra'));
    save();
    expect(
      await screen.findByText('Gælder fra kan ikke være før medarbejderens startdato (02.03.2026).'),
    ).toBeTruthy();
    expect(api.callsTo('PUT', '/api/timereg/employees/emp-2/settings')[0]?.body).toMatchObject({
      individual: true,
      effectiveFrom: '2026-03-01',
    });
  });

  it("lets 'Gælder fra' go back no further than the start date, or 2024-08-05 before it (issue 23)", {
    timeout: 15_000,
  }, async () => {
    const data = { individual: true, settings: { individual: [setting()], company: [companyWeek] } };
    const field = () => screen.getByLabelText('Gælder fra') as HTMLInputElement;
    const enter = (value: string) => {
      fireEvent.change(field(), { target: { value } });
      fireEvent.blur(field());
    };
    await renderSection(data, undefined, { ...appUser, startDate: '2025-03-03' });
    // Before the picker's minDate: not taken, the date before comes back on blur.
    enter('02.03.2025');
    expect(field().value).toBe(formatDate(danishToday()));
    enter('03.03.2025');
    expect(field().value).toBe('03.03.2025');
    cleanup();

    // A start date before time registration began: 05.08.2024 is the first.
    await renderSection(data, undefined, { ...appUser, startDate: '2020-01-01' });
    enter('04.08.2024');
    expect(field().value).toBe(formatDate(danishToday()));
    enter('05.08.2024');
    expect(field().value).toBe('05.08.2024');
  });

  it('turns the own norm off without sending a week', { timeout: 15_000 }, async () => {
    const own = setting({ breakDuration: 45, createdDate: '2025-01-01' });
    const api = await renderSection({
      individual: true,
      settings: { individual: [own], company: [companyWeek] },
    });
    expect((screen.getByLabelText('Pause') as HTMLInputElement).value).toBe('45');
    fireEvent.click(screen.getByRole('switch', { name: 'Individuel normtid' }));
    save();
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/employees/emp-2/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/employees/emp-2/settings')[0]?.body).toEqual({
      individual: false,
    });
  });

  it('says so when saving fails', { timeout: 15_000 }, async () => {
    await renderSection({ individual: false, settings: { individual: [], company: [] } }, () =>
      errorResponse(500, 'INTERNAL_ERROR', 'Intern fejl'),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Individuel normtid' }));
    save();
    expect(await screen.findByText('Der skete en fejl. Prøv igen senere.')).toBeTruthy();
  });
});

describe('timeregSettingValues', () => {
  it("takes the employee's own norm in force today when it is on, else the company's", () => {
    const own = setting({ breakDuration: 15, createdDate: '2025-01-01' });
    const later = setting({ breakDuration: 20, createdDate: '2025-09-01' });
    const sources = { individual: [own, later], company: [companyWeek] };
    expect(
      timeregSettingValues({ individual: true, settings: sources }, '2025-06-01').setting.breakDuration,
    ).toBe(15);
    const off = timeregSettingValues({ individual: false, settings: sources }, '2025-06-01');
    expect(off.individual).toBe(false);
    expect(off.setting.weeklySchedule[0]?.end).toBe('17:30');
  });
});

describe("TimeregSection's afspadsering bank (decision 052)", () => {
  it('shows what the employee banked and spent, and the balance', async () => {
    stubApi({
      'GET /api/timereg/employees/emp-2/settings': () =>
        Response.json({ individual: false, settings: { individual: [], company: [companyWeek] } }),
      'GET /api/timereg/employees/emp-2/time-bank': () =>
        Response.json({ earned: 2, spent: 1.5, balance: 0.5, asOf: '2025-03-06', opening: null }),
    });
    await renderPage(() => <TimeregSection employee={appUser} />);
    expect((await screen.findByLabelText('Afspadsering')).textContent).toBe(
      'Afspadsering: 2,00 t optjent, 1,50 t brugt, saldo 0,50 t',
    );
  });

  it("saves the 'Startsaldo' with its date, and shows it in the balance", async () => {
    let opening: { hours: number; date: string } | null = null;
    const api = stubApi({
      'GET /api/timereg/employees/emp-2/settings': () =>
        Response.json({ individual: false, settings: { individual: [], company: [companyWeek] } }),
      'GET /api/timereg/employees/emp-2/time-bank': () =>
        Response.json({
          earned: 2,
          spent: 1.5,
          balance: (opening?.hours ?? 0) + 0.5,
          asOf: '2025-03-06',
          opening,
        }),
      'PUT /api/timereg/employees/emp-2/time-bank-opening': (call) => {
        opening = call.body as { hours: number; date: string };
        return Response.json({
          earned: 2,
          spent: 1.5,
          balance: opening.hours + 0.5,
          asOf: '2025-03-06',
          opening,
        });
      },
    });
    await renderPage(() => <TimeregSection employee={appUser} />);
    const hours = await screen.findByRole('textbox', { name: /Startsaldo \(timer\)/ });
    fireEvent.change(hours, { target: { value: '12,5' } });
    // Hours without a date: the domain's message, before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Gem startsaldo' }));
    expect(await screen.findByText('Vælg datoen, startsaldoen gælder fra.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Pr\. dato/ }), { target: { value: '01.03.2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem startsaldo' }));
    expect(await screen.findByText('Startsaldoen er gemt.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      hours: 12.5,
      date: '2025-03-01',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Afspadsering').textContent).toBe(
        'Afspadsering: startsaldo 12,50 t pr. 01.03.2025, 2,00 t optjent, 1,50 t brugt, saldo 13,00 t',
      ),
    );
  });

  it("puts the server's refusal of a negative opening balance on the field", async () => {
    stubApi({
      'GET /api/timereg/employees/emp-2/settings': () =>
        Response.json({ individual: false, settings: { individual: [], company: [companyWeek] } }),
      'GET /api/timereg/employees/emp-2/time-bank': () =>
        Response.json({ earned: 0, spent: 0, balance: 0, asOf: '2025-03-06', opening: null }),
      'PUT /api/timereg/employees/emp-2/time-bank-opening': () =>
        validationErrorResponse('body.hours', TIME_BANK_MESSAGES.openingNegative),
    });
    await renderPage(() => <TimeregSection employee={appUser} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Startsaldo \(timer\)/ }), {
      target: { value: '-4' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Pr\. dato/ }), { target: { value: '01.03.2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem startsaldo' }));
    expect(await screen.findByText(TIME_BANK_MESSAGES.openingNegative)).toBeTruthy();
  });
});
