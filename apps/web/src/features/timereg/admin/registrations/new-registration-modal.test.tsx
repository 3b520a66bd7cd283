import { TIMEREG_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi, validationErrorResponse } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { NewRegistrationModal } from './new-registration-modal';
import {
  employee,
  entry,
  normSettingsReply,
  normSettingsResponse,
  timeLogSetting,
  weekWith,
} from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const anna = employee();
const hourly = employee({ id: 'emp-2', firstName: 'Bo', lastName: 'Berg', isPaidHourly: true });
const paidBreak = employee({ id: 'emp-3', firstName: 'Carl', lastName: 'Dahl', paidBreak: true });

type Props = Partial<Parameters<typeof NewRegistrationModal>[0]>;

async function openModal(replies: Parameters<typeof stubApi>[0] = {}, props: Props = {}) {
  const onClose = vi.fn();
  const api = stubApi({
    'GET /api/timereg/employees': () => Response.json({ employees: [anna, hourly, paidBreak] }),
    ...normSettingsReply('emp-1'),
    ...normSettingsReply(
      'emp-2',
      normSettingsResponse({ company: [timeLogSetting({ isPaidHourly: true })] }),
    ),
    ...normSettingsReply('emp-3', normSettingsResponse({ company: [timeLogSetting({ paidBreak: true })] })),
    ...replies,
  });
  await renderPage(() => (
    <NewRegistrationModal opened onClose={onClose} employeeId="emp-1" date="2025-06-04" {...props} />
  ));
  const dialog = await screen.findByRole('dialog', {
    name: props.entry ? 'Ret registrering' : 'Ny registrering',
  });
  await within(dialog).findByLabelText('Type');
  return { api, dialog, onClose };
}

function chooseType(dialog: HTMLElement, label: string) {
  const select = within(dialog).getByLabelText('Type') as HTMLSelectElement;
  const option = within(select).getByRole('option', { name: label }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

function chooseTime(dialog: HTMLElement, label: 'Start' | 'Slut', time: string) {
  fireEvent.change(
    within(dialog).getByLabelText(/^(Start|Slut)/, {
      selector: `select[name="${label === 'Start' ? 'startTime' : 'endTime'}"]`,
    }),
    {
      target: { value: time },
    },
  );
}

function timeShown(dialog: HTMLElement, name: 'startTime' | 'endTime'): string {
  return (
    within(dialog).getByLabelText(/^(Start|Slut)/, {
      selector: `select[name="${name}"]`,
    }) as HTMLSelectElement
  ).value;
}

function hoursShown(dialog: HTMLElement): string {
  // The read-only hours of a timed entry, or an absence's hours field (required, so 'Timer *').
  return (within(dialog).getByLabelText(/^Timer/, { selector: 'input' }) as HTMLInputElement).value;
}

async function chooseEmployee(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: /Medarbejder/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('NewRegistrationModal', () => {
  it("starts with the employee's default type, overtime, as the half hour after the norm day", async () => {
    const { dialog } = await openModal();
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('overtime');
    expect(hoursShown(dialog)).toBe('0,50 timer');
  });

  it('computes 08:00–16:00 with the break as 7,50 timer', async () => {
    const { dialog } = await openModal();
    chooseType(dialog, 'Arbejde');
    // The untouched overtime default (16:00–16:30) gives way to the norm day.
    expect(hoursShown(dialog)).toBe('7,50 timer');
    chooseTime(dialog, 'Start', '09:00');
    expect(hoursShown(dialog)).toBe('6,50 timer');
    chooseTime(dialog, 'Start', '08:00');
    chooseTime(dialog, 'Slut', '16:00');
    const toggle = within(dialog).getByRole('switch', { name: /Pause inkluderet/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(hoursShown(dialog)).toBe('7,50 timer');
    fireEvent.click(toggle);
    expect(hoursShown(dialog)).toBe('8,00 timer');
  });

  it('hides the break toggle for overtime, paid-hourly and paid-break employees', async () => {
    const { dialog } = await openModal();
    const breakToggle = () => within(dialog).queryByRole('switch', { name: /Pause inkluderet/ });
    expect(breakToggle()).toBeNull();
    chooseType(dialog, 'Arbejde');
    expect(breakToggle()).not.toBeNull();
    await chooseEmployee(dialog, 'Bo Berg');
    expect(breakToggle()).toBeNull();
    await chooseEmployee(dialog, 'Carl Dahl');
    expect(breakToggle()).toBeNull();
    await chooseEmployee(dialog, 'Anna Hansen');
    expect(breakToggle()).not.toBeNull();
  });

  it("previews 08:00–16:00 as '7,25 timer' for an employee whose break on the day is 45 minutes", async () => {
    // 45 minutes then, 30 since September: the day's setting counts, not the list's rules of today.
    const { api, dialog } = await openModal(
      normSettingsReply(
        'emp-1',
        normSettingsResponse({
          company: [timeLogSetting({ breakDuration: 45 }), timeLogSetting({ createdDate: '2025-09-01' })],
        }),
      ),
    );
    await waitFor(() => expect(api.callsTo('GET', '/api/timereg/employees/emp-1/settings')).toHaveLength(1));
    chooseType(dialog, 'Arbejde');
    await waitFor(() => expect(hoursShown(dialog)).toBe('7,25 timer'));
    expect(within(dialog).getByText('Pausen på 45 min. trækkes fra timerne.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: /Pause inkluderet/ }));
    expect(hoursShown(dialog)).toBe('8,00 timer');
  });

  it("starts a new Friday registration with the Friday of the employee's own norm week", async () => {
    const own = timeLogSetting({
      weeklySchedule: weekWith({ 5: { from: '07:00', end: '13:00', notWorking: false } }),
    });
    const { dialog } = await openModal(
      normSettingsReply('emp-1', normSettingsResponse({ individual: true, own: [own] })),
      { date: '2025-06-06' },
    );
    // Overtime, the default type, starts when the norm day ends.
    await waitFor(() => expect(timeShown(dialog, 'startTime')).toBe('13:00'));
    expect(timeShown(dialog, 'endTime')).toBe('13:30');
    chooseType(dialog, 'Arbejde');
    expect(timeShown(dialog, 'startTime')).toBe('07:00');
    expect(timeShown(dialog, 'endTime')).toBe('13:00');
    expect(hoursShown(dialog)).toBe('5,50 timer');
  });

  it('moves untouched default times to the norm of the day chosen', async () => {
    const own = timeLogSetting({
      weeklySchedule: weekWith({ 5: { from: '07:00', end: '13:00', notWorking: false } }),
    });
    const { dialog } = await openModal(
      normSettingsReply('emp-1', normSettingsResponse({ individual: true, own: [own] })),
    );
    chooseType(dialog, 'Arbejde');
    expect(timeShown(dialog, 'startTime')).toBe('08:00');
    fireEvent.change(within(dialog).getByLabelText(/^Dato/, { selector: 'input' }), {
      target: { value: '06.06.2025' },
    });
    await waitFor(() => expect(timeShown(dialog, 'startTime')).toBe('07:00'));
    expect(timeShown(dialog, 'endTime')).toBe('13:00');
  });

  it("uses the company's norm week while the employee's own is switched off", async () => {
    const own = timeLogSetting({
      weeklySchedule: weekWith({ 5: { from: '07:00', end: '13:00', notWorking: false } }),
    });
    const { api, dialog } = await openModal(
      normSettingsReply('emp-1', normSettingsResponse({ individual: false, own: [own] })),
      { date: '2025-06-06' },
    );
    await waitFor(() => expect(api.callsTo('GET', '/api/timereg/employees/emp-1/settings')).toHaveLength(1));
    chooseType(dialog, 'Arbejde');
    expect(timeShown(dialog, 'startTime')).toBe('08:00');
    expect(timeShown(dialog, 'endTime')).toBe('15:30');
  });

  it("starts sick leave with the day's scheduled hours of the employee's norm", async () => {
    const own = timeLogSetting({
      weeklySchedule: weekWith({ 5: { from: '07:00', end: '13:00', notWorking: false } }),
    });
    const { dialog } = await openModal(
      {
        'GET /api/timereg/employees': () =>
          Response.json({ employees: [employee({ employmentStatus: 'sickLeave' })] }),
        ...normSettingsReply('emp-1', normSettingsResponse({ individual: true, own: [own] })),
      },
      { date: '2025-06-06' },
    );
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('sickLeave');
    await waitFor(() => expect(hoursShown(dialog)).toBe('5,5'));
  });

  it('resets the hours to 0,5 and turns Flere dage off for a non-absence type, and starts Fri at the norm', async () => {
    const { dialog } = await openModal();
    chooseType(dialog, 'Sygdom');
    fireEvent.change(within(dialog).getByLabelText(/^Timer/, { selector: 'input' }), {
      target: { value: '6' },
    });
    expect(hoursShown(dialog)).toBe('6');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Flere dage' }));
    expect(
      within(dialog).getByText(/Weekender, helligdage og virksomhedens fridage springes over/),
    ).toBeTruthy();
    chooseType(dialog, 'Arbejde');
    expect(within(dialog).queryByRole('switch', { name: 'Flere dage' })).toBeNull();
    chooseType(dialog, 'Fri');
    expect((within(dialog).getByRole('switch', { name: 'Flere dage' }) as HTMLInputElement).checked).toBe(
      false,
    );
    // Issue 17: back to an absence the hours start at the day's norm, not at the 0,5 of work.
    expect(hoursShown(dialog)).toBe('7,5');
  });

  it('sends a multi-day absence with its last day', async () => {
    const { api, dialog, onClose } = await openModal({
      'POST /api/timereg/employees/emp-1/entries': () => Response.json({ entries: [] }, { status: 201 }),
    });
    chooseType(dialog, 'Ferie');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Flere dage' }));
    fireEvent.change(within(dialog).getByLabelText(/Til og med/, { selector: 'input' }), {
      target: { value: '10.06.2025' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/timereg/employees/emp-1/entries')[0]?.body).toEqual({
      type: 'holiday',
      date: '2025-06-04',
      toDate: '2025-06-10',
      note: '',
    });
  });

  it('keeps Gem disabled until something changed when editing', async () => {
    const { dialog } = await openModal({}, { entry: entry() });
    const save = within(dialog).getByRole('button', { name: 'Gem' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Kom senere' } });
    expect(save.disabled).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '' } });
    expect(save.disabled).toBe(true);
  });

  it("shows the server's field messages, keeping what was typed", async () => {
    const { dialog, onClose } = await openModal({
      'POST /api/timereg/employees/emp-1/entries': () =>
        validationErrorResponse('body.endTime', 'Sluttid mangler'),
    });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Lager' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Sluttid mangler')).toBeTruthy();
    expect((within(dialog).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Lager');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the server's message on a 409 and the spec's alert on other failures", async () => {
    let status = 409;
    const { dialog } = await openModal({
      'POST /api/timereg/employees/emp-1/entries': () =>
        status === 409
          ? errorResponse(409, 'WEEK_LOCKED', TIMEREG_MESSAGES.weekLocked)
          : errorResponse(500, 'INTERNAL', 'Intern fejl'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TIMEREG_MESSAGES.weekLocked);
    status = 500;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(TIMEREG_MESSAGES.addFailed),
    );
  });

  it('asks for an employee when none is chosen', async () => {
    const { api, dialog } = await openModal({}, { employeeId: undefined });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Medarbejder mangler')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  describe('entries that cannot be true (issue 17)', () => {
    it('starts a one-day Ferie at 7,5 hours and Sygdom at the norm, not the 0,5 of overtime', async () => {
      const { dialog } = await openModal();
      chooseType(dialog, 'Ferie');
      expect(hoursShown(dialog)).toBe('7,5');
      chooseType(dialog, 'Overarbejde');
      chooseType(dialog, 'Sygdom');
      expect(hoursShown(dialog)).toBe('7,5');
    });

    it("asks 'Slutter næste dag' for an end before the start, and shows the hours once ticked", async () => {
      const { api, dialog, onClose } = await openModal({
        'POST /api/timereg/employees/emp-1/entries': () => Response.json({ entries: [] }, { status: 201 }),
      });
      chooseType(dialog, 'Arbejde');
      expect(within(dialog).queryByRole('checkbox', { name: /Slutter næste dag/ })).toBeNull();
      chooseTime(dialog, 'Start', '22:00');
      chooseTime(dialog, 'Slut', '06:00');
      expect(hoursShown(dialog)).toBe('');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
      expect(await within(dialog).findByText(TIMEREG_MESSAGES.overnightUnconfirmed)).toBeTruthy();
      expect(api.callsTo('POST', '/api/timereg/employees/emp-1/entries')).toEqual([]);
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /Slutter næste dag/ }));
      expect(hoursShown(dialog)).toBe('7,50 timer');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(api.callsTo('POST', '/api/timereg/employees/emp-1/entries')[0]?.body).toMatchObject({
        startTime: '22:00',
        endTime: '06:00',
        overnight: true,
      });
    });

    it("shows the server's question about work and absence on one day and saves with the confirm flag", async () => {
      const question =
        'D. 04.06.2025 er der allerede registreret arbejde. Vil du registrere fraværet alligevel?';
      const { api, dialog, onClose } = await openModal({
        'POST /api/timereg/employees/emp-1/entries': (request) =>
          (request.body as { confirmMixedDay?: boolean }).confirmMixedDay
            ? Response.json({ entries: [] }, { status: 201 })
            : errorResponse(409, 'MIXED_DAY_UNCONFIRMED', question),
      });
      chooseType(dialog, 'Ferie');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(question);
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: TIMEREG_MESSAGES.confirmSave }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const bodies = api.callsTo('POST', '/api/timereg/employees/emp-1/entries').map((call) => call.body);
      expect(bodies).toEqual([
        expect.not.objectContaining({ confirmMixedDay: true }),
        expect.objectContaining({ type: 'holiday', confirmMixedDay: true }),
      ]);
    });

    it("says the server's words for an overlap or work in the future", async () => {
      const overlap = 'Registreringen overlapper Arbejde 08:00–16:00 d. 04.06.2025.';
      const { dialog } = await openModal({
        'POST /api/timereg/employees/emp-1/entries': () => errorResponse(409, 'ENTRY_OVERLAP', overlap),
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(overlap);
    });

    it('refuses a note over 1.000 characters with a message instead of cutting it', async () => {
      const { api, dialog } = await openModal();
      const note = within(dialog).getByLabelText('Note') as HTMLTextAreaElement;
      fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
      expect(note.value).toHaveLength(1001);
      expect(within(dialog).getByText('1001 af 1000 tegn')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
      expect(await within(dialog).findByText(TIMEREG_MESSAGES.noteTooLong)).toBeTruthy();
      expect(api.callsTo('POST', '/api/timereg/employees/emp-1/entries')).toEqual([]);
    });
  });
});
