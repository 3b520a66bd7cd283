import { TIMEREG_QUERY_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { WEEK_MODE_KEY } from '../overview/use-week-mode';
import { RegistrationsTab } from './registrations-tab';
import { employee, entry, normSettingsReply, settingsResponse, timeLog } from './test-fixtures';

const NOW = new Date('2025-06-04T10:00:00Z');
const team = [employee(), employee({ id: 'emp-2', firstName: 'Bo', lastName: 'Berg' })];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serveTab(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/timereg/employees': () => Response.json({ employees: team }),
    'GET /api/timereg/settings': () => Response.json(settingsResponse()),
    ...normSettingsReply('emp-1'),
    ...normSettingsReply('emp-2'),
    'GET /api/timereg/logs': () =>
      Response.json({
        employees: [
          timeLog({ entries: [entry()] }),
          timeLog({ employeeId: 'emp-2', approvedWeeks: ['23-2025'] }),
        ],
      }),
    'GET /api/timereg/overview': () => Response.json({ from: '', to: '', employees: [] }),
    ...more,
  });
}

async function renderTab(initialEmployeeId?: string) {
  const api = serveTab();
  await renderPage(() => <RegistrationsTab initialEmployeeId={initialEmployeeId} />);
  await screen.findByRole('table', { name: 'Registrerede timer pr. medarbejder' });
  return { api };
}

function logQueries(api: ReturnType<typeof stubApi>): string[] {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/timereg/logs')
    .map((url) => url.search);
}

describe('RegistrationsTab', () => {
  it("marks the 'Låst til og med' date and the days before it read-only, not the days after (docs/rules/timereg.md#ruling-29)", async () => {
    serveTab({ 'GET /api/timereg/settings': () => Response.json(settingsResponse('2025-06-03')) });
    await renderPage(() => <RegistrationsTab />);
    await screen.findByRole('table', { name: 'Registrerede timer pr. medarbejder' });
    await screen.findByRole('button', {
      name: 'Anna Hansen, tirsdag 03.06.2025: ingen registreringer, godkendt',
    });
    expect(
      screen.getByRole('button', { name: 'Anna Hansen, mandag 02.06.2025: ingen registreringer, godkendt' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anna Hansen, onsdag 04.06.2025: 7,50 timer' })).toBeTruthy();
  });

  it("shows this week's days per employee, from one request", async () => {
    const { api } = await renderTab();
    const table = screen.getByRole('table', { name: 'Registrerede timer pr. medarbejder' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Medarbejder',
      'man.02.06',
      'tirs.03.06',
      'ons.04.06',
      'tors.05.06',
      'fre.06.06',
      'lør.07.06',
      'søn.08.06',
      'I alt',
    ]);
    expect(
      screen.getByRole('button', { name: 'Anna Hansen, onsdag 04.06.2025: 7,50 timer' }).textContent,
    ).toBe('7,50');
    expect(
      screen.getByRole('button', { name: 'Bo Berg, onsdag 04.06.2025: ingen registreringer, godkendt' }),
    ).toBeTruthy();
    expect(logQueries(api)).toEqual([
      `?${new URLSearchParams({ from: '2025-06-02', to: '2025-06-08', employeeIds: 'emp-1,emp-2' })}`,
    ]);
  });

  it('opens the registrations modal on the day clicked', async () => {
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Anna Hansen, onsdag 04.06.2025: 7,50 timer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registreringer' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Dato') as HTMLInputElement).value).toBe('04.06.2025'),
    );
    expect(within(dialog).getByText('Anna Hansen')).toBeTruthy();
  });

  it('shows weeks in week mode and remembers the choice without expiry', async () => {
    const { api } = await renderTab();
    fireEvent.click(screen.getByRole('radio', { name: 'Uge' }));
    expect(await screen.findByRole('columnheader', { name: /^Uge 19/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /^Uge 23/ })).toBeTruthy();
    await waitFor(() => expect(logQueries(api).at(-1)).toContain('from=2025-05-05&to=2025-06-08'));
    const stored = JSON.parse(window.localStorage.getItem(WEEK_MODE_KEY) ?? '{}');
    expect(stored.value).toBe(true);
  });

  it('starts in week mode when that was chosen a year ago', async () => {
    const aYearAgo = NOW.getTime() - 365 * 24 * 60 * 60 * 1000;
    window.localStorage.setItem(WEEK_MODE_KEY, JSON.stringify({ value: true, savedAt: aYearAgo }));
    await renderTab();
    expect((screen.getByRole('radio', { name: 'Uge' }) as HTMLInputElement).checked).toBe(true);
  });

  it('steps a week at a time', async () => {
    const { api } = await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Næste uge' }));
    await waitFor(() => expect(logQueries(api).at(-1)).toContain('from=2025-06-09&to=2025-06-15'));
  });

  it('is prefiltered on the employee it was opened for', async () => {
    const { api } = await renderTab('emp-2');
    expect(screen.queryByRole('rowheader', { name: 'Anna Hansen' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Bo Berg' })).toBeTruthy();
    expect(logQueries(api)[0]).toContain('employeeIds=emp-2');
  });

  it('stops at the first week of 2024, in day and in week mode', async () => {
    vi.setSystemTime(new Date('2024-01-10T10:00:00Z'));
    const { api } = await renderTab();
    const previous = screen.getByRole('button', { name: 'Forrige uge' }) as HTMLButtonElement;
    fireEvent.click(previous);
    await waitFor(() => expect(logQueries(api).at(-1)).toContain('from=2024-01-01&to=2024-01-07'));
    expect(previous.disabled).toBe(true);

    // Week mode shows the weeks up to the chosen one, but none before 2024.
    fireEvent.click(screen.getByRole('radio', { name: 'Uge' }));
    expect(await screen.findByRole('columnheader', { name: /^Uge 1/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /^Uge 52/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Næste uge' }));
    expect(await screen.findByRole('columnheader', { name: /^Uge 2/ })).toBeTruthy();
    await waitFor(() => expect(logQueries(api).at(-1)).toContain('from=2024-01-01&to=2024-01-14'));
    expect(logQueries(api).every((query) => new URLSearchParams(query).get('from')! >= '2024-01-01')).toBe(
      true,
    );
  });

  it("shows the server's message when it refuses the registrations", async () => {
    serveTab({
      'GET /api/timereg/logs': () =>
        errorResponse(400, 'VALIDATION_ERROR', TIMEREG_QUERY_MESSAGES.beforeFirstDate),
    });
    await renderPage(() => <RegistrationsTab />);
    expect(await screen.findByText(TIMEREG_QUERY_MESSAGES.beforeFirstDate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).toBeNull();
  });
});

describe('RegistrationsTab: jump to a date (issue 17)', () => {
  it("shows the week holding the date typed in 'Gå til dato'", async () => {
    const { api } = await renderTab();
    fireEvent.change(screen.getByLabelText('Gå til dato'), { target: { value: '15.01.2025' } });
    await waitFor(() => expect(logQueries(api).at(-1)).toContain('from=2025-01-13'));
  });
});
