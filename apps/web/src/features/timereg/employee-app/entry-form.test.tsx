import { TIMEREG_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, validationErrorResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { entry, freezeToday, ownSettings, serveEmployeeApp, setting, timeEmployee } from './test-fixtures';

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ENTRIES = '/api/me/timereg/entries';

async function openNewForm(
  more: Parameters<typeof serveEmployeeApp>[1] = {},
  data: Parameters<typeof serveEmployeeApp>[0] = {},
  date = '2025-03-05',
) {
  const api = serveEmployeeApp({ entries: [entry({ date: '2025-03-05' })], ...data }, more);
  const app = renderApp({ path: `/?dag=${date}`, me: timeEmployee });
  fireEvent.click(await screen.findByRole('button', { name: 'Ny registrering' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ny registrering' });
  return { ...app, api, dialog };
}

/** The field with this label; a required field's label ends in Mantine's ' *'. */
function input(dialog: HTMLElement, label: string): HTMLInputElement {
  const options = { selector: 'input, select, textarea' };
  return (within(dialog).queryByLabelText(label, options) ??
    within(dialog).getByLabelText(`${label} *`, options)) as HTMLInputElement;
}

function choose(dialog: HTMLElement, label: string, value: string): void {
  fireEvent.change(input(dialog, label), { target: { value } });
}

function hoursShown(dialog: HTMLElement): string {
  return input(dialog, 'Timer').value;
}

describe('Ny registrering', () => {
  it("computes 08:00–16:00 with the break as '7,50 timer', and follows the times and the toggle", async () => {
    const { dialog, router } = await openNewForm();
    expect(router.state.location.search).toEqual({ dag: '2025-03-05', registrering: 'ny' });
    expect(input(dialog, 'Type').value).toBe('work');
    expect(input(dialog, 'Start').value).toBe('08:00');
    expect(input(dialog, 'Slut').value).toBe('16:00');
    expect(input(dialog, 'Timer').readOnly).toBe(true);
    expect(hoursShown(dialog)).toBe('7,50 timer');

    fireEvent.click(within(dialog).getByRole('switch', { name: /^Pause inkluderet/ }));
    expect(hoursShown(dialog)).toBe('8,00 timer');
    choose(dialog, 'Slut', '12:15');
    expect(hoursShown(dialog)).toBe('4,25 timer');
    // Quarter-hour steps only: 96 choices from 00:00 to 23:45.
    const options = Array.from((input(dialog, 'Start') as unknown as HTMLSelectElement).options);
    expect(options).toHaveLength(96);
    expect(options.at(-1)?.value).toBe('23:45');
  });

  it('hides the break toggle for overtime', async () => {
    const { dialog } = await openNewForm();
    expect(within(dialog).getByRole('switch', { name: /^Pause inkluderet/ })).toBeTruthy();
    choose(dialog, 'Type', 'overtime');
    expect(within(dialog).queryByRole('switch', { name: /^Pause inkluderet/ })).toBeNull();
    expect(hoursShown(dialog)).toBe('8,00 timer');
  });

  it("offers 'Flere dage' for absences and turns it off when the type changes to work", async () => {
    const { dialog } = await openNewForm();
    expect(within(dialog).queryByLabelText('Flere dage')).toBeNull();
    choose(dialog, 'Type', 'holiday');
    expect(input(dialog, 'Timer').value).toBe('7,5');
    fireEvent.click(input(dialog, 'Flere dage'));
    expect(input(dialog, 'Til og med')).toBeTruthy();
    expect(input(dialog, 'Fra og med')).toBeTruthy();

    choose(dialog, 'Type', 'work');
    expect(within(dialog).queryByLabelText('Til og med', { exact: false })).toBeNull();
    choose(dialog, 'Type', 'sickLeave');
    expect((input(dialog, 'Flere dage') as HTMLInputElement).checked).toBe(false);
  });

  it('sends the work day, then closes and returns to the day', async () => {
    const { api, dialog, router } = await openNewForm({
      'POST /api/me/timereg/entries': () =>
        Response.json({ entries: [entry({ id: 'new', date: '2025-03-05' })] }, { status: 201 }),
    });
    choose(dialog, 'Start', '07:00');
    choose(dialog, 'Slut', '15:30');
    fireEvent.change(input(dialog, 'Note'), { target: { value: ' Lager ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', ENTRIES)[0]?.body).toEqual({
      type: 'work',
      date: '2025-03-05',
      startTime: '07:00',
      endTime: '15:30',
      breakWasIncluded: true,
      note: 'Lager',
    });
    expect(router.state.location.search).toEqual({ dag: '2025-03-05' });
  });

  it('sends a multi-day holiday as a period', async () => {
    const { api, dialog } = await openNewForm({
      'POST /api/me/timereg/entries': () => Response.json({ entries: [] }, { status: 201 }),
    });
    choose(dialog, 'Type', 'holiday');
    fireEvent.click(input(dialog, 'Flere dage'));
    fireEvent.change(input(dialog, 'Til og med'), { target: { value: '07.03.2025' } });
    fireEvent.blur(input(dialog, 'Til og med'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('POST', ENTRIES)).toHaveLength(1));
    expect(api.callsTo('POST', ENTRIES)[0]?.body).toEqual({
      type: 'holiday',
      date: '2025-03-05',
      toDate: '2025-03-07',
      note: '',
    });
  });

  it("stops a missing end date with the schema's message, sending nothing", async () => {
    const { api, dialog } = await openNewForm();
    choose(dialog, 'Type', 'sickLeave');
    fireEvent.click(input(dialog, 'Flere dage'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText(TIMEREG_MESSAGES.dateMissing)).toBeTruthy();
    expect(api.callsTo('POST', ENTRIES)).toEqual([]);
  });

  it("puts the server's field messages on the fields and keeps what was typed", async () => {
    const { dialog } = await openNewForm({
      'POST /api/me/timereg/entries': () => validationErrorResponse('body.endTime', 'Sluttid mangler'),
    });
    fireEvent.change(input(dialog, 'Note'), { target: { value: 'Lager' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Sluttid mangler')).toBeTruthy();
    expect(input(dialog, 'Note').value).toBe('Lager');
  });

  it("offers 'Til afspadsering' for overtime only and sends it (decision 052)", async () => {
    const { api, dialog } = await openNewForm({
      'POST /api/me/timereg/entries': () => Response.json({ entries: [] }, { status: 201 }),
    });
    expect(within(dialog).queryByLabelText('Til afspadsering')).toBeNull();
    choose(dialog, 'Type', 'overtime');
    fireEvent.click(input(dialog, 'Til afspadsering'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('POST', ENTRIES)).toHaveLength(1));
    expect(api.callsTo('POST', ENTRIES)[0]?.body).toMatchObject({ type: 'overtime', toTimeBank: true });
  });

  it('offers Afspadsering and shows the refusal past the balance in Danish', async () => {
    const refusal = 'Der er ikke timer nok til afspadsering. Saldoen ville blive −1,00 timer d. 05.03.2025.';
    const { dialog } = await openNewForm({
      // Decision 044: offered once the company has chosen Afspadsering.
      'GET /api/me/timereg/absence-types': () => Response.json({ types: ['timeOffInLieu'] }),
      'POST /api/me/timereg/entries': () => errorResponse(409, 'TIME_BANK_NEGATIVE', refusal),
    });
    await within(dialog).findByRole('option', { name: 'Afspadsering' });
    choose(dialog, 'Type', 'timeOffInLieu');
    expect(within(dialog).queryByLabelText('Til afspadsering')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
  });
});

describe("Ny registrering with the employee's own setting", () => {
  const created = { 'POST /api/me/timereg/entries': () => Response.json({ entries: [] }, { status: 201 }) };

  it("previews 08:00–16:00 with a 45-minute unpaid break as '7,25 timer'", async () => {
    const { dialog } = await openNewForm(
      {},
      { settings: ownSettings(setting({ createdDate: '2025-01-01', breakDuration: 45 })) },
    );
    expect(input(dialog, 'Start').value).toBe('08:00');
    expect(input(dialog, 'Slut').value).toBe('16:00');
    const toggle = within(dialog).getByRole('switch', { name: /^Pause inkluderet/ });
    expect(within(dialog).getByText('Pausen (45 min.) trækkes fra timerne.')).toBeTruthy();
    expect(hoursShown(dialog)).toBe('7,25 timer');
    fireEvent.click(toggle);
    expect(hoursShown(dialog)).toBe('8,00 timer');
  });

  it('shows a paid-hourly employee no break toggle, and never sends the break as included', async () => {
    const { api, dialog } = await openNewForm(created, {
      settings: ownSettings(setting({ createdDate: '2025-01-01', isPaidHourly: true })),
    });
    expect(within(dialog).queryByRole('switch', { name: /^Pause inkluderet/ })).toBeNull();
    expect(hoursShown(dialog)).toBe('8,00 timer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('POST', ENTRIES)).toHaveLength(1));
    expect(api.callsTo('POST', ENTRIES)[0]?.body).toMatchObject({ type: 'work', breakWasIncluded: false });
  });

  it('hides the toggle for a paid break too', async () => {
    const { dialog } = await openNewForm(
      {},
      { settings: ownSettings(setting({ createdDate: '2025-01-01', paidBreak: true })) },
    );
    expect(within(dialog).queryByRole('switch', { name: /^Pause inkluderet/ })).toBeNull();
    expect(hoursShown(dialog)).toBe('8,00 timer');
  });

  it("starts a Friday at that setting's Friday times", async () => {
    const { dialog } = await openNewForm(
      {},
      {
        settings: ownSettings(
          setting({ createdDate: '2025-01-01' }, [
            { day: 5, from: '07:00', end: '12:30', notWorking: false },
          ]),
        ),
      },
      '2025-03-07',
    );
    expect(input(dialog, 'Start').value).toBe('07:00');
    expect(input(dialog, 'Slut').value).toBe('12:30');
    expect(hoursShown(dialog)).toBe('5,00 timer');
  });

  it("gives sick leave the day's scheduled hours and holiday 7.5", async () => {
    const { dialog } = await openNewForm({}, {}, '2025-03-07');
    choose(dialog, 'Type', 'sickLeave');
    expect(input(dialog, 'Timer').value).toBe('7');
    choose(dialog, 'Type', 'holiday');
    expect(input(dialog, 'Timer').value).toBe('7,5');
  });
});

describe('Ret registrering', () => {
  it('keeps Gem disabled until something changed, then sends the change', async () => {
    const api = serveEmployeeApp(
      { entries: [entry({ id: 'a', date: '2025-03-05', note: 'Lager' })] },
      { 'PUT /api/me/timereg/entries/a': () => Response.json(entry({ id: 'a', date: '2025-03-05' })) },
    );
    renderApp({ path: '/?dag=2025-03-05', me: timeEmployee });
    fireEvent.click(await screen.findByRole('button', { name: 'Ret Arbejde 08:00–16:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ret registrering' });
    expect(within(dialog).queryByLabelText('Flere dage')).toBeNull();
    const save = within(dialog).getByRole('button', { name: 'Gem' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    choose(dialog, 'Slut', '16:30');
    expect(save.disabled).toBe(false);
    choose(dialog, 'Slut', '16:00');
    expect(save.disabled).toBe(true);
    choose(dialog, 'Slut', '16:30');
    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo('PUT', '/api/me/timereg/entries/a')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/me/timereg/entries/a')[0]?.body).toEqual({
      type: 'work',
      date: '2025-03-05',
      startTime: '08:00',
      endTime: '16:30',
      breakWasIncluded: true,
      note: 'Lager',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('entries that cannot be true (issue 17)', () => {
    it("sends a confirmed night shift with 'Slutter næste dag' and shows its hours first", async () => {
      const { api, dialog } = await openNewForm({
        'POST /api/me/timereg/entries': () => Response.json({ entries: [] }, { status: 201 }),
      });
      choose(dialog, 'Start', '22:00');
      choose(dialog, 'Slut', '06:00');
      expect(hoursShown(dialog)).toBe('');
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /Slutter næste dag/ }));
      expect(hoursShown(dialog)).toBe('7,50 timer');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.callsTo('POST', ENTRIES)[0]?.body).toMatchObject({
        startTime: '22:00',
        endTime: '06:00',
        overnight: true,
      });
    });

    it('asks before sick leave on a day with work, and saves it once confirmed', async () => {
      const question =
        'D. 05.03.2025 er der allerede registreret arbejde. Vil du registrere fraværet alligevel?';
      const { api, dialog } = await openNewForm({
        'POST /api/me/timereg/entries': (call) =>
          (call.body as { confirmMixedDay?: boolean }).confirmMixedDay
            ? Response.json({ entries: [] }, { status: 201 })
            : errorResponse(409, 'MIXED_DAY_UNCONFIRMED', question),
      });
      choose(dialog, 'Type', 'sickLeave');
      expect(hoursShown(dialog)).toBe('7,5');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(question);
      fireEvent.click(within(dialog).getByRole('button', { name: TIMEREG_MESSAGES.confirmSave }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.callsTo('POST', ENTRIES).map((call) => call.body)).toEqual([
        expect.objectContaining({ type: 'sickLeave' }),
        expect.objectContaining({ type: 'sickLeave', confirmMixedDay: true }),
      ]);
    });
  });
});

describe('the absence types the company uses (issue 34)', () => {
  it('offers only the chosen types and sends Barns sygedag with its day', async () => {
    const { api, dialog } = await openNewForm({
      'GET /api/me/timereg/absence-types': () => Response.json({ types: ['childSick', 'careDay'] }),
      'POST /api/me/timereg/entries': () => Response.json({ entries: [] }, { status: 201 }),
    });
    await waitFor(() =>
      expect(
        Array.from((input(dialog, 'Type') as unknown as HTMLSelectElement).options).map((o) => o.text),
      ).toEqual(['Arbejde', 'Overarbejde', 'Ferie', 'Sygdom', 'Fri', 'Barns sygedag', 'Omsorgsdag']),
    );
    choose(dialog, 'Type', 'childSick');
    choose(dialog, 'Sygedag', 'second');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('POST', ENTRIES)).toHaveLength(1));
    expect(api.callsTo('POST', ENTRIES)[0]?.body).toMatchObject({
      type: 'childSick',
      date: '2025-03-05',
      absenceKind: 'second',
    });
  });

  it('offers none of them when the company uses none', async () => {
    const { dialog } = await openNewForm({
      'GET /api/me/timereg/absence-types': () => Response.json({ types: [] }),
    });
    const options = Array.from((input(dialog, 'Type') as unknown as HTMLSelectElement).options);
    expect(options.map((option) => option.value)).toEqual([
      'work',
      'overtime',
      'holiday',
      'sickLeave',
      'timeOff',
    ]);
  });
});
