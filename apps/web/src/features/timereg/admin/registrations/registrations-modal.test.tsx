import { danishToday, TIMEREG_MESSAGES } from '@kollega/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { RegistrationsModal } from './registrations-modal';
import {
  change,
  employee,
  employeeOverview,
  entry,
  normSettingsReply,
  normSettingsResponse,
  settingsResponse,
  summary,
  timeLog,
  timeLogSetting,
  weekWith,
} from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Wednesday of ISO week 23. */
const DAY = '2025-06-04';

type Setup = {
  replies?: Parameters<typeof stubApi>[0];
  weekMode?: boolean;
  target?: Partial<ReturnType<typeof employee>>;
  lockDate?: string | null;
  date?: string;
};

async function openModal({
  replies = {},
  weekMode = false,
  target = {},
  lockDate = null,
  date = DAY,
}: Setup = {}) {
  const api = stubApi({
    'GET /api/timereg/settings': () => Response.json(settingsResponse(lockDate)),
    ...normSettingsReply('emp-1'),
    'GET /api/timereg/logs': () =>
      Response.json({ employees: [timeLog({ entries: [entry()], changes: [change()] })] }),
    ...replies,
  });
  await renderPage(() => (
    <RegistrationsModal
      target={{ employee: employee(target), date }}
      weekMode={weekMode}
      onClose={() => {}}
    />
  ));
  const dialog = await screen.findByRole('dialog', { name: 'Registreringer' });
  return { api, dialog };
}

/** A reply that waits until the test lets it go, to see what the modal says meanwhile. */
function held(response: () => Response) {
  let release = () => {};
  const reply = () =>
    new Promise<Response>((resolve) => {
      release = () => resolve(response());
    });
  return { reply, release: () => release() };
}

describe('RegistrationsModal, day mode', () => {
  it('shows the day: status, date, employee, norm, entries and the change log', async () => {
    const { dialog } = await openModal();
    expect(await within(dialog).findByText('Åben')).toBeTruthy();
    expect((within(dialog).getByLabelText('Dato') as HTMLInputElement).value).toBe('04.06.2025');
    expect(within(dialog).getByText('Anna Hansen')).toBeTruthy();
    expect(within(dialog).getByText('08:00–16:00')).toBeTruthy();
    expect(within(dialog).getByText('Arbejde')).toBeTruthy();
    expect(within(dialog).getByText('08:00–16:00 · 7,50 timer')).toBeTruthy();
    expect(within(dialog).getByText('Oprettet af administrator')).toBeTruthy();
    expect(within(dialog).getByText('Anne Admin · 04.06.2025 16:05')).toBeTruthy();
  });

  it('takes no date before 2024, which the server does not list', async () => {
    const { api, dialog } = await openModal();
    await waitFor(() => expect(within(dialog).getByText('Anna Hansen')).toBeTruthy());
    const dateField = within(dialog).getByLabelText('Dato') as HTMLInputElement;
    fireEvent.change(dateField, { target: { value: '31.12.2023' } });
    fireEvent.blur(dateField);
    fireEvent.change(dateField, { target: { value: '05.06.2025' } });
    await waitFor(() => expect(api.callsTo('GET', '/api/timereg/logs').length).toBeGreaterThanOrEqual(1));
    const froms = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/timereg/logs')
      .map((url) => url.searchParams.get('from') ?? '');
    expect(froms.every((from) => from >= '2024-01-01')).toBe(true);
  });

  it("approves the week with 'Godkend uge 23', saying 'Godkender ugen...' meanwhile, then offers to reopen it", async () => {
    let approved: string[] = [];
    const approve = held(() => {
      approved = ['23-2025'];
      return Response.json({ approvedWeeks: approved });
    });
    const { api, dialog } = await openModal({
      replies: {
        'GET /api/timereg/logs': () =>
          Response.json({ employees: [timeLog({ entries: [entry()], approvedWeeks: approved })] }),
        'PUT /api/timereg/employees/emp-1/weeks/23-2025': approve.reply,
      },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Godkend uge 23' }));
    expect(await within(dialog).findByText('Godkender ugen...')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Godkend uge 23' })).toBeNull();
    approve.release();
    expect(await within(dialog).findByRole('button', { name: 'Åben uge 23 op' })).toBeTruthy();
    expect(api.callsTo('PUT', '/api/timereg/employees/emp-1/weeks/23-2025')[0]?.body).toEqual({
      approved: true,
    });
    expect(within(dialog).getByText('Godkendt')).toBeTruthy();
    // An approved week is read-only: no date change, no edit, delete or new registration.
    expect((within(dialog).getByLabelText('Dato') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Slet arbejde' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Ny registrering' })).toBeNull();
  });

  it("says 'Åbner ugen op...' while reopening", async () => {
    const reopen = held(() => Response.json({ approvedWeeks: [] }));
    const { api, dialog } = await openModal({
      replies: {
        'GET /api/timereg/logs': () =>
          Response.json({ employees: [timeLog({ approvedWeeks: ['23-2025'] })] }),
        'PUT /api/timereg/employees/emp-1/weeks/23-2025': reopen.reply,
      },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Åben uge 23 op' }));
    expect(await within(dialog).findByText('Åbner ugen op...')).toBeTruthy();
    reopen.release();
    await waitFor(() => expect(within(dialog).queryByText('Åbner ugen op...')).toBeNull());
    expect(api.callsTo('PUT', '/api/timereg/employees/emp-1/weeks/23-2025')[0]?.body).toEqual({
      approved: false,
    });
  });

  it('offers no approval link for a week before the lock date, which stays approved', async () => {
    const { dialog } = await openModal({ lockDate: '2025-07-01' });
    expect(await within(dialog).findByText('Godkendt')).toBeTruthy();
    expect(
      within(dialog).getByText('Låst: Registreringer til og med 01.07.2025 kan ikke ændres.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /uge 23/ })).toBeNull();
  });

  it("shows the 'Låst til og med' date itself read-only, while its week stays open (docs/rules/timereg.md#ruling-29)", async () => {
    // 4 June 2025 is a Wednesday: the lock date cuts week 23 in two.
    const { dialog } = await openModal({ lockDate: DAY });
    expect(await within(dialog).findByText('Åben')).toBeTruthy();
    expect(
      within(dialog).getByText('Låst: Registreringer til og med 04.06.2025 kan ikke ændres.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ny registrering' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Slet arbejde' })).toBeNull();
  });

  it('keeps the day after the lock date open', async () => {
    const { dialog } = await openModal({ lockDate: '2025-06-03' });
    expect(await within(dialog).findByRole('button', { name: 'Ny registrering' })).toBeTruthy();
    expect(within(dialog).queryByText(/Låst:/)).toBeNull();
  });

  it('asks before deleting and says so when it fails', async () => {
    const { dialog } = await openModal({
      replies: { 'DELETE /api/timereg/entries/entry-1': () => errorResponse(500, 'INTERNAL', 'Intern fejl') },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Slet arbejde' }));
    expect(within(dialog).getByText(TIMEREG_MESSAGES.deleteConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TIMEREG_MESSAGES.deleteFailed);
  });

  it("adds a registration with the inline form behind 'Ny registrering'", async () => {
    const { api, dialog } = await openModal({
      replies: {
        'POST /api/timereg/employees/emp-1/entries': () => Response.json({ entries: [] }, { status: 201 }),
      },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Ny registrering' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/timereg/employees/emp-1/entries')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/timereg/employees/emp-1/entries')[0]?.body).toMatchObject({
      type: 'overtime',
      date: DAY,
    });
  });

  it("marks an inactive employee and offers no 'Ny registrering'", async () => {
    const { dialog } = await openModal({ target: { inactive: true, employmentStatus: 'inactive' } });
    expect(await within(dialog).findByText('Anna Hansen (Inaktiv)')).toBeTruthy();
    await within(dialog).findByText('Arbejde');
    expect(within(dialog).queryByRole('button', { name: 'Ny registrering' })).toBeNull();
  });

  it("shows the employee's own norm of the day, or the company's while their own is switched off", async () => {
    const own = timeLogSetting({
      weeklySchedule: weekWith({ 3: { from: '07:00', end: '15:00', notWorking: false } }),
    });
    const first = await openModal({
      replies: normSettingsReply('emp-1', normSettingsResponse({ individual: true, own: [own] })),
    });
    expect(await within(first.dialog).findByText('07:00–15:00')).toBeTruthy();
    cleanup();
    const second = await openModal({
      replies: normSettingsReply('emp-1', normSettingsResponse({ individual: false, own: [own] })),
    });
    await waitFor(() =>
      expect(second.api.callsTo('GET', '/api/timereg/employees/emp-1/settings')).toHaveLength(1),
    );
    await within(second.dialog).findByText('Åben');
    expect(within(second.dialog).queryByText('07:00–15:00')).toBeNull();
    expect(within(second.dialog).getAllByText('08:00–16:00').length).toBeGreaterThan(0);
  });

  it("says 'Fri' on a day off of the norm week and names a public holiday", async () => {
    const own = timeLogSetting({
      weeklySchedule: weekWith({ 3: { from: '08:00', end: '16:00', notWorking: true } }),
    });
    const first = await openModal({
      replies: normSettingsReply('emp-1', normSettingsResponse({ individual: true, own: [own] })),
    });
    expect(await within(first.dialog).findByText('Fri')).toBeTruthy();
    cleanup();
    // Kristi himmelfartsdag 2025.
    const second = await openModal({ date: '2025-05-29' });
    expect(await within(second.dialog).findByText('Fri (Kristi himmelfartsdag)')).toBeTruthy();
  });

  it('shows no norm and no break toggle for an employee paid hourly on the day', async () => {
    // Paid hourly until September; the employee list says salaried (today), but the day's setting counts.
    const { api, dialog } = await openModal({
      replies: {
        ...normSettingsReply(
          'emp-1',
          normSettingsResponse({
            company: [timeLogSetting({ isPaidHourly: true }), timeLogSetting({ createdDate: '2025-09-01' })],
          }),
        ),
        'POST /api/timereg/employees/emp-1/entries': () => Response.json({ entries: [] }, { status: 201 }),
      },
    });
    await within(dialog).findByText('Åben');
    await waitFor(() => expect(within(dialog).queryByText('Normtid')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ny registrering' }));
    const form = within(dialog).getByRole('region', { name: 'Ny registrering' });
    const type = within(form).getByLabelText('Type') as HTMLSelectElement;
    fireEvent.change(type, { target: { value: 'work' } });
    expect(within(form).queryByRole('switch', { name: /Pause inkluderet/ })).toBeNull();
    expect((within(form).getByLabelText(/^Timer/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '8,00 timer',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/timereg/employees/emp-1/entries')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/timereg/employees/emp-1/entries')[0]?.body).toMatchObject({
      type: 'work',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: false,
    });
  });

  it("starts the inline 'Ny registrering' with the employee's norm day", async () => {
    const own = timeLogSetting({
      weeklySchedule: weekWith({ 3: { from: '07:00', end: '15:00', notWorking: false } }),
    });
    const { dialog } = await openModal({
      replies: normSettingsReply('emp-1', normSettingsResponse({ individual: true, own: [own] })),
    });
    await within(dialog).findByText('07:00–15:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ny registrering' }));
    const form = within(dialog).getByRole('region', { name: 'Ny registrering' });
    const start = () =>
      (within(form).getByLabelText(/^Start/, { selector: 'select[name="startTime"]' }) as HTMLSelectElement)
        .value;
    expect(start()).toBe('15:00');
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'work' } });
    expect(start()).toBe('07:00');
  });

  it('hides the norm for an hourly-paid employee', async () => {
    const { dialog } = await openModal({
      target: { isPaidHourly: true },
      replies: normSettingsReply(
        'emp-1',
        normSettingsResponse({ company: [timeLogSetting({ isPaidHourly: true })] }),
      ),
    });
    await within(dialog).findByText('Åben');
    expect(within(dialog).queryByText('Normtid')).toBeNull();
  });
});

/** Opens week 23 with Overblik's answer for the employee, and reads the summary's rows by their label. */
async function openWeek(figures: Parameters<typeof employeeOverview>[0]) {
  const { dialog } = await openModal({
    weekMode: true,
    replies: {
      'GET /api/timereg/overview': () =>
        Response.json({ from: '2025-06-02', to: '2025-06-08', employees: [employeeOverview(figures)] }),
    },
  });
  const table = await within(dialog).findByRole('table', { name: 'Opsummering for uge 23' });
  const row = (label: string) =>
    within(table).getByRole('rowheader', { name: label }).closest('tr')?.textContent?.replace(label, '');
  return { dialog, row };
}

describe('RegistrationsModal, week mode', () => {
  it('sums the week per category, with the footer and the percent of norm', async () => {
    const { dialog, row } = await openWeek({
      summary: summary({
        work: { count: 1, hours: 7.5 },
        sickLeave: { count: 2, hours: 1 },
        normTime: 30,
        total: 8.5,
        totalWorkTime: 7.5,
      }),
      plusMinus: -21.5,
      balance: { startDate: '2025-01-01', openingHours: 0, hours: 3.25, asOf: '2025-06-08' },
    });
    await waitFor(() => expect(row('Arbejdstid')).toBe('1 registrering7,50 timer25,0 %'));
    expect(row('Sygdom')).toBe('2 registreringer1,00 time3,3 %');
    expect(row('Ferie')).toBe('0 registreringer0,00 timer0,0 %');
    expect(row('Total')).toBe('8,50 timer');
    expect(row('Heraf arbejdstid')).toBe('7,50 timer');
    expect(row('Normtid for perioden')).toBe('30,00 timer');
    expect(row('Plus/minus')).toBe('−21,50 timer');
    expect(row('Saldo pr. 08.06.2025')).toBe('+3,25 timer');
    expect(within(dialog).getByText('Uge 23: 02.06.2025–08.06.2025')).toBeTruthy();
    expect(within(dialog).queryByText('Normtid')).toBeNull();
  });

  it('shows the server’s plus/minus: Kursus that does not stand in for the norm leaves a minus (decision 044)', async () => {
    // 30 hours of work and a day of Kursus against a norm of 37,5: with Kursus not standing in for the norm
    // (the company's choice), Overblik's rule leaves 7,5 hours short; crediting every absence would say 0.
    const { row } = await openWeek({
      summary: summary({
        work: { count: 4, hours: 30 },
        course: { count: 1, hours: 7.5 },
        normTime: 37.5,
        total: 37.5,
        totalWorkTime: 30,
        uncredited: 7.5,
      }),
      plusMinus: -7.5,
    });
    await waitFor(() => expect(row('Kursus')).toBe('1 registrering7,50 timer20,0 %'));
    expect(row('Plus/minus')).toBe('−7,50 timer');
  });

  it("shows the defaults without data: '0,00 timer' and '-'", async () => {
    const { dialog } = await openModal({
      weekMode: true,
      replies: {
        'GET /api/timereg/overview': () =>
          Response.json({ from: '2025-06-02', to: '2025-06-08', employees: [] }),
      },
    });
    const table = await within(dialog).findByRole('table', { name: 'Opsummering for uge 23' });
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr');
    expect(row('Arbejdstid')?.textContent).toBe('Arbejdstid0 registreringer0,00 timer-');
    expect(row('Total')?.textContent).toBe('Total0,00 timer');
    expect(row('Normtid for perioden')?.textContent).toBe('Normtid for perioden-');
  });

  it('flags a day with both work and an absence under the week summary (issue 17)', async () => {
    const { dialog } = await openModal({
      weekMode: true,
      replies: {
        'GET /api/timereg/logs': () =>
          Response.json({
            employees: [
              timeLog({
                entries: [
                  entry(),
                  entry({ id: 'entry-2', type: 'sickLeave', startTime: null, endTime: null }),
                ],
              }),
            ],
          }),
        'GET /api/timereg/overview': () =>
          Response.json({ from: '2025-06-02', to: '2025-06-08', employees: [] }),
      },
    });
    expect(await within(dialog).findByText(TIMEREG_MESSAGES.mixedDayFlag)).toBeTruthy();
    expect(within(dialog).getByText('04.06.2025')).toBeTruthy();
  });

  it('offers no approval of a week that has not ended, and says why (issue 17)', async () => {
    const { dialog } = await openModal({ date: danishToday() });
    expect(await within(dialog).findByText(TIMEREG_MESSAGES.weekNotEnded)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Godkend uge/ })).toBeNull();
  });
});
