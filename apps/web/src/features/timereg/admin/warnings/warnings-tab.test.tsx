import { TIMEREG_MESSAGES, type TimeLogWarningDto, type TimeregEmployee } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { WarningsTab } from './warnings-tab';

function employee(id: string, firstName: string, lastName: string): TimeregEmployee {
  return {
    id,
    firstName,
    lastName,
    profilePhotoUrl: null,
    inactive: false,
    endDate: null,
    startDate: '2024-01-01',
    employmentStatus: 'active',
    isPaidHourly: false,
    paidBreak: false,
    breakDuration: 30,
  };
}

function warning(overrides: Partial<TimeLogWarningDto>): TimeLogWarningDto {
  return {
    id: 'w1',
    employeeId: 'emp-2',
    type: '11HourWarning',
    value: 7.5,
    fromDate: '2025-03-03',
    toDate: '2025-03-04',
    read: false,
    comment: '',
    ...overrides,
  };
}

const rest = warning({ id: 'w-rest' });
const week = warning({
  id: 'w-week',
  employeeId: 'emp-3',
  type: '48HourWarning',
  value: 49.25,
  fromDate: '2024-11-11',
  toDate: '2025-03-09',
  comment: 'Travl sæson',
});
const seen = warning({ id: 'w-seen', fromDate: '2025-01-06', toDate: '2025-01-07', read: true, value: 10 });

async function renderTab(warnings: TimeLogWarningDto[], put?: (body: unknown) => Response) {
  const api = stubApi({
    'GET /api/timereg/warnings': () => Response.json({ warnings }),
    // The inactive list comes from the same path with ?inactive=true; the stub ignores the query, so Cecilie
    // (who left) is in both answers, as the names of both lists are merged.
    'GET /api/timereg/employees': () =>
      Response.json({ employees: [employee('emp-2', 'Bo', 'Jensen'), employee('emp-3', 'Cecilie', 'Holm')] }),
    'PUT /api/timereg/warnings/w-rest': (call) =>
      put ? put(call.body) : Response.json({ ...rest, ...(call.body as object) }),
    'PUT /api/timereg/warnings/w-week': (call) => Response.json({ ...week, ...(call.body as object) }),
  });
  await renderPage(WarningsTab);
  return api;
}

const rows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WarningsTab', () => {
  it('lists the unseen warnings newest end date first, with period, type and reason', async () => {
    await renderTab([week, seen, rest]);
    await screen.findByText('Bo Jensen');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Medarbejder',
      'Periode',
      'Type',
      'Årsag',
      'Handlinger',
    ]);
    const [first, second, ...others] = rows();
    expect(others).toEqual([]);
    expect(cells(first!).slice(0, 4)).toEqual([
      'CHCecilie Holm',
      '11.11.2024–09.03.2025',
      '48 timers regel',
      '49,25t om ugen',
    ]);
    expect(cells(second!).slice(0, 4)).toEqual([
      'BJBo Jensen',
      '03.03.2025–04.03.2025',
      '11 timers regel',
      '7,5t hviletid',
    ]);
    expect(within(first!).getByRole('button', { name: 'Se kommentar' })).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Tilknyt kommentar' })).toBeTruthy();
  });

  it("shows the seen ones with 'Vis sete', without 'Markér som set'", async () => {
    await renderTab([rest, seen]);
    await screen.findByText('Bo Jensen');
    expect(rows()).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vis sete' }));
    const [unseenRow, seenRow] = rows();
    expect(cells(seenRow!)[1]).toBe('06.01.2025–07.01.2025');
    expect(within(seenRow!).queryByRole('button', { name: 'Markér som set' })).toBeNull();
    expect(within(seenRow!).getByText('Set')).toBeTruthy();
    expect(within(unseenRow!).getByRole('button', { name: 'Markér som set' })).toBeTruthy();
  });

  it('marks a warning as seen, which then leaves the list of unseen ones', async () => {
    const api = await renderTab([rest]);
    await screen.findByText('Bo Jensen');
    fireEvent.click(screen.getByRole('button', { name: 'Markér som set' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/warnings/w-rest')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/warnings/w-rest')[0]?.body).toEqual({ read: true });
    expect(await screen.findByText('Ingen overskridelser')).toBeTruthy();
  });

  it('says so when marking fails', async () => {
    await renderTab([rest], () =>
      errorResponse(500, 'INTERNAL_ERROR', 'Der skete en fejl. Prøv igen senere.'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Markér som set' }));
    expect(
      await screen.findByText('Overskridelsen kunne ikke markeres som set. Prøv igen senere.'),
    ).toBeTruthy();
  });

  it("sends the comment from 'Tilknyt kommentar' and then offers 'Se kommentar'", async () => {
    const api = await renderTab([rest]);
    fireEvent.click(await screen.findByRole('button', { name: 'Tilknyt kommentar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilknyt kommentar' });
    fireEvent.change(within(dialog).getByLabelText('Kommentar'), {
      target: { value: '  Kørte nattevagt efter aftale  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/warnings/w-rest')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/warnings/w-rest')[0]?.body).toEqual({
      comment: 'Kørte nattevagt efter aftale',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Se kommentar' })).toBeTruthy();
  });

  it('refuses a comment over 5.000 characters with a message instead of cutting it (issue 17)', async () => {
    const api = await renderTab([rest]);
    fireEvent.click(await screen.findByRole('button', { name: 'Tilknyt kommentar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilknyt kommentar' });
    const field = within(dialog).getByLabelText('Kommentar') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'x'.repeat(5001) } });
    expect(field.value).toHaveLength(5001);
    expect(within(dialog).getByText(TIMEREG_MESSAGES.commentTooLong)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(api.callsTo('PUT', '/api/timereg/warnings/w-rest')).toEqual([]);
  });

  it('shows the saved comment for editing', async () => {
    await renderTab([week]);
    fireEvent.click(await screen.findByRole('button', { name: 'Se kommentar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilknyt kommentar' });
    expect((within(dialog).getByLabelText('Kommentar') as HTMLTextAreaElement).value).toBe('Travl sæson');
  });

  it("says 'Ingen overskridelser' when there are none", async () => {
    await renderTab([]);
    expect(await screen.findByText('Ingen overskridelser')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a deleted employee's warnings under 'Tidligere medarbejdere' (issue 23 item 8)", async () => {
    const formerWarning = warning({ id: 'w-former', employeeId: 'emp-gone', value: 9 });
    let answers = 0;
    const api = stubApi({
      // The first answer is the current employees' warnings, the next (?inactive=true) the former ones'.
      'GET /api/timereg/warnings': () =>
        Response.json({ warnings: answers++ === 0 ? [rest] : [formerWarning] }),
      'GET /api/timereg/employees': () =>
        Response.json({
          employees: [
            employee('emp-2', 'Bo', 'Jensen'),
            { ...employee('emp-gone', 'Gitte', 'Gået'), inactive: true },
          ],
        }),
    });
    await renderPage(WarningsTab);
    await screen.findByText('Bo Jensen');
    expect(screen.queryByText('Gitte Gået')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tidligere medarbejdere' }));
    expect(await screen.findByText('Gitte Gået')).toBeTruthy();
    expect(screen.queryByText('Bo Jensen')).toBeNull();
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/timereg/warnings?inactive=true');
    expect(
      screen.getByText('Inaktive og slettede medarbejderes overskridelser (de gemmes i 5 år).'),
    ).toBeTruthy();
  });

  it('shows an error with a retry when the warnings cannot be fetched', async () => {
    stubApi({
      'GET /api/timereg/warnings': () =>
        errorResponse(500, 'INTERNAL_ERROR', 'Der skete en fejl. Prøv igen senere.'),
      'GET /api/timereg/employees': () => Response.json({ employees: [] }),
    });
    await renderPage(WarningsTab);
    expect(await screen.findByRole('button', { name: 'Prøv igen' }, { timeout: 3000 })).toBeTruthy();
  });
});
