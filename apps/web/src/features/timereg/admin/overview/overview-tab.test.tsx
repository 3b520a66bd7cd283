import { compactOverview, TIMEREG_MESSAGES, TIMEREG_QUERY_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { EXPORT_FAILED_MESSAGE } from '../../api/export-overview';
import { employee, employeeOverview, summary } from '../registrations/test-fixtures';
import { OVERVIEW_FILTERS_KEY } from './overview-filters';
import { OverviewTab } from './overview-tab';

const NOW = new Date('2025-06-04T10:00:00Z');
const HOUR = 60 * 60 * 1000;

const team = [
  employee(),
  employee({ id: 'emp-2', firstName: 'Bo', lastName: 'Berg', isPaidHourly: true }),
  employee({ id: 'emp-3', firstName: 'Carl', lastName: 'Dahl' }),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function overviewReply(employees = [employeeOverview()]) {
  return (call: { path: string }) => Response.json({ from: '', to: '', employees, path: call.path });
}

async function renderOverview(replies: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/timereg/employees': () => Response.json({ employees: team }),
    'GET /api/timereg/overview': overviewReply(),
    ...replies,
  });
  const page = await renderPage(OverviewTab);
  await screen.findByRole('heading', { name: 'Overblik', level: 2 });
  return { ...page, api };
}

/** The query strings of the overview requests made so far. */
function overviewQueries(api: ReturnType<typeof stubApi>): URLSearchParams[] {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/timereg/overview')
    .map((url) => url.searchParams);
}

function store(value: unknown, savedAt: number) {
  window.localStorage.setItem(OVERVIEW_FILTERS_KEY, JSON.stringify({ value, savedAt }));
}

describe('OverviewTab filters', () => {
  it('starts on Måned, the current month, for everyone', async () => {
    const { api } = await renderOverview();
    expect((screen.getByRole('radio', { name: 'Måned' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Måned' }) as HTMLInputElement).value).toBe('juni 2025');
    await waitFor(() => expect(overviewQueries(api)).toHaveLength(1));
    const query = overviewQueries(api)[0]!;
    expect([query.get('from'), query.get('to'), query.get('employeeIds')]).toEqual([
      '2025-06-01',
      '2025-06-30',
      null,
    ]);
  });

  it('steps through weeks in Uge', async () => {
    const { api } = await renderOverview();
    fireEvent.click(screen.getByRole('radio', { name: 'Uge' }));
    expect(await screen.findByText('Uge 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Næste uge' }));
    expect(await screen.findByText('Uge 24')).toBeTruthy();
    await waitFor(() => expect(overviewQueries(api).at(-1)?.get('from')).toBe('2025-06-09'));
    expect(overviewQueries(api).at(-1)?.get('to')).toBe('2025-06-15');
  });

  it('offers the years from 2024 in År', async () => {
    await renderOverview();
    fireEvent.click(screen.getByRole('radio', { name: 'År' }));
    const year = await screen.findByRole('combobox', { name: 'År' });
    fireEvent.click(year);
    // The År list only: the export's layout choice ('Standard (CSV)', 'Danløn-fil') is on the page too.
    const listbox = await waitFor(() => {
      const element = document.getElementById(year.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('the År list is not open');
      return element;
    });
    const years = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years).toEqual(['2025', '2024']);
  });

  it('refuses an Interval whose from date is after its to date, and asks for nothing', async () => {
    const { api } = await renderOverview();
    fireEvent.click(screen.getByRole('radio', { name: 'Interval' }));
    fireEvent.change(screen.getByLabelText('Fra', { selector: 'input' }), {
      target: { value: '20.06.2025' },
    });
    fireEvent.change(screen.getByLabelText('Til', { selector: 'input' }), {
      target: { value: '10.06.2025' },
    });
    expect(await screen.findByText(TIMEREG_MESSAGES.toBeforeFrom)).toBeTruthy();
    expect(screen.getByText('Vælg en gyldig periode for at se overblikket.')).toBeTruthy();
    expect(overviewQueries(api).some((query) => query.get('to') === '2025-06-10')).toBe(false);
    fireEvent.change(screen.getByLabelText('Til', { selector: 'input' }), {
      target: { value: '25.06.2025' },
    });
    await waitFor(() => expect(screen.queryByText(TIMEREG_MESSAGES.toBeforeFrom)).toBeNull());
    await waitFor(() => expect(overviewQueries(api).at(-1)?.get('to')).toBe('2025-06-25'));
  });

  it("keeps an Interval within the server's bounds: from 01.01.2024, at most five years", async () => {
    const { api } = await renderOverview();
    fireEvent.click(screen.getByRole('radio', { name: 'Interval' }));
    const from = screen.getByLabelText('Fra', { selector: 'input' });
    const to = screen.getByLabelText('Til', { selector: 'input' });
    // Outside the pickers' minDate/maxDate: not taken.
    fireEvent.change(from, { target: { value: '15.12.2023' } });
    fireEvent.change(from, { target: { value: '01.03.2024' } });
    fireEvent.change(to, { target: { value: '01.03.2029' } });
    fireEvent.change(to, { target: { value: '28.02.2029' } });
    await waitFor(() => expect(overviewQueries(api).at(-1)?.get('to')).toBe('2029-02-28'));
    expect(overviewQueries(api).at(-1)?.get('from')).toBe('2024-03-01');
    expect(overviewQueries(api).some((query) => query.get('from') === '2023-12-15')).toBe(false);
    expect(overviewQueries(api).some((query) => query.get('to') === '2029-03-01')).toBe(false);
  });

  it('names a remembered Interval the server would refuse at its field, and asks for nothing', async () => {
    store({ employeeIds: [], periodType: 'interval', from: '2023-06-01', to: '2024-05-31' }, NOW.getTime());
    const { api } = await renderOverview();
    expect(await screen.findByText(TIMEREG_QUERY_MESSAGES.beforeFirstDate)).toBeTruthy();
    expect(screen.getByText('Vælg en gyldig periode for at se overblikket.')).toBeTruthy();
    expect(overviewQueries(api)).toHaveLength(0);
  });

  it('stops Uge at the first week of 2024', async () => {
    store({ employeeIds: [], periodType: 'week', from: '2024-01-08', to: '2024-01-14' }, NOW.getTime());
    const { api } = await renderOverview();
    const previous = screen.getByRole('button', { name: 'Forrige uge' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(false);
    fireEvent.click(previous);
    expect(await screen.findByText('Uge 1')).toBeTruthy();
    expect(previous.disabled).toBe(true);
    await waitFor(() => expect(overviewQueries(api).at(-1)?.get('from')).toBe('2024-01-01'));
    expect(overviewQueries(api).every((query) => (query.get('from') ?? '') >= '2024-01-01')).toBe(true);
  });

  it("shows the server's message when it still refuses the period", async () => {
    await renderOverview({
      'GET /api/timereg/overview': () =>
        errorResponse(400, 'VALIDATION_ERROR', TIMEREG_QUERY_MESSAGES.overviewTooLong),
    });
    expect(await screen.findByText(TIMEREG_QUERY_MESSAGES.overviewTooLong)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).toBeNull();
  });

  it('remembers the filters for 24 hours', async () => {
    store(
      { employeeIds: ['emp-1'], periodType: 'year', from: '2024-01-01', to: '2024-12-31' },
      NOW.getTime() - 23 * HOUR,
    );
    const { api } = await renderOverview();
    expect((screen.getByRole('radio', { name: 'År' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(overviewQueries(api)).toHaveLength(1));
    expect(overviewQueries(api)[0]?.toString()).toBe(
      'from=2024-01-01&to=2024-12-31&employeeIds=emp-1&shape=compact',
    );
  });

  it('forgets filters older than 24 hours', async () => {
    store(
      { employeeIds: ['emp-1'], periodType: 'year', from: '2024-01-01', to: '2024-12-31' },
      NOW.getTime() - 25 * HOUR,
    );
    await renderOverview();
    expect((screen.getByRole('radio', { name: 'Måned' }) as HTMLInputElement).checked).toBe(true);
    expect(window.localStorage.getItem(OVERVIEW_FILTERS_KEY)).toBeNull();
  });

  it('stores a change with the time it was made', async () => {
    await renderOverview();
    fireEvent.click(screen.getByRole('radio', { name: 'Uge' }));
    const stored = JSON.parse(window.localStorage.getItem(OVERVIEW_FILTERS_KEY) ?? '{}');
    expect(stored).toEqual({
      value: { employeeIds: [], periodType: 'week', from: '2025-06-02', to: '2025-06-08' },
      savedAt: NOW.getTime(),
    });
  });

  it("sums up more than two picked employees as 'N valgt...'", async () => {
    store(
      { employeeIds: ['emp-1', 'emp-2', 'emp-3'], periodType: 'month', from: '2025-06-01', to: '2025-06-30' },
      NOW.getTime(),
    );
    await renderOverview();
    expect(screen.getByText('3 valgt...')).toBeTruthy();
    // One summary pill instead of a pill per name.
    expect(document.querySelectorAll('.mantine-Pill-root')).toHaveLength(1);
  });

  it("lists the inactive employees with an end date with 'Tidligere medarbejdere'", async () => {
    const { api } = await renderOverview();
    await waitFor(() => expect(overviewQueries(api)).toHaveLength(1));
    fireEvent.click(screen.getByRole('checkbox', { name: /Tidligere medarbejdere/ }));
    await waitFor(() => expect(overviewQueries(api).at(-1)?.get('inactive')).toBe('true'));
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/timereg/employees?inactive=true');
  });
});

describe('OverviewTab content', () => {
  it('marks weeks and an average week of 48 hours or more', async () => {
    await renderOverview({
      'GET /api/timereg/overview': overviewReply([
        employeeOverview({
          averageWeek: 48.5,
          weeks: [
            { key: '23-2025', monday: '2025-06-02', hours: 49, normTime: 37, plusMinus: 12 },
            { key: '24-2025', monday: '2025-06-09', hours: 47.99, normTime: 37, plusMinus: 10.99 },
          ],
        }),
      ]),
    });
    const warning = await screen.findByText('Uger med 48 timer eller mere');
    const alert = warning.closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Uge 23: Anna Hansen, 49,00 timer']);
    const card = screen.getByRole('region', { name: 'Anna Hansen' });
    expect(within(card).getByText('48,50 timer')).toBeTruthy();
    expect(within(card).getByText('48 timer eller mere')).toBeTruthy();
  });

  it('reads the compact answer it asks for (decision 060) as the full one', async () => {
    const anna = employeeOverview({
      averageWeek: 48.5,
      weeks: [
        { key: '23-2025', monday: '2025-06-02', hours: 49, normTime: 37, plusMinus: 12 },
        { key: '24-2025', monday: '2025-06-09', hours: 47.99, normTime: 37, plusMinus: 10.99 },
      ],
      months: [{ month: '2025-06', normTime: 74, plusMinus: 22.99 }],
    });
    const compact = compactOverview({ from: '2025-06-01', to: '2025-06-30', employees: [anna] });
    expect(compact?.employees[0]?.weekHours).toEqual([49, 47.99]);
    await renderOverview({ 'GET /api/timereg/overview': () => Response.json(compact) });
    const warning = await screen.findByText('Uger med 48 timer eller mere');
    const alert = warning.closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    expect(within(alert).getByRole('listitem').textContent).toBe('Uge 23: Anna Hansen, 49,00 timer');
  });

  it('shows the totals per category, without the norm for hourly-paid staff', async () => {
    await renderOverview({
      'GET /api/timereg/overview': overviewReply([
        employeeOverview({
          summary: summary({ work: { count: 1, hours: 7.5 }, normTime: 7.5, total: 7.5, totalWorkTime: 7.5 }),
        }),
        employeeOverview({ employeeId: 'emp-2', firstName: 'Bo', lastName: 'Berg', isPaidHourly: true }),
      ]),
    });
    const anna = await screen.findByRole('table', { name: 'Opsummering for Anna Hansen' });
    expect(within(anna).getByText('1 registrering')).toBeTruthy();
    expect(within(anna).getByText('100,0 %')).toBeTruthy();
    expect(within(anna).getByRole('rowheader', { name: 'Normtid for perioden' })).toBeTruthy();
    const bo = screen.getByRole('table', { name: 'Opsummering for Bo Berg' });
    expect(within(bo).queryByRole('rowheader', { name: 'Normtid for perioden' })).toBeNull();
    expect(within(bo).getByRole('rowheader', { name: 'Heraf arbejdstid' })).toBeTruthy();
  });

  it('says so when no employee registers time', async () => {
    await renderOverview({ 'GET /api/timereg/employees': () => Response.json({ employees: [] }) });
    expect(screen.getByText('Ingen medarbejdere registrerer tid endnu.')).toBeTruthy();
  });
});

describe('OverviewTab export', () => {
  it("downloads the XLSX with the current filters, saying 'Eksporterer...' meanwhile", async () => {
    const createObjectURL = vi.fn(() => 'blob:overview');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let release = () => {};
    const { api } = await renderOverview({
      'GET /api/timereg/overview/export.xlsx': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response(new Blob(['xlsx']), {
                headers: {
                  'content-disposition': 'attachment; filename="tidsregistrering-2025-06-01-2025-06-30.xlsx"',
                },
              }),
            );
        }),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Eksportér' }));
    const busy = await screen.findByRole('button', { name: 'Eksporterer...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalled();
    const url = api.fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((path) => path.includes('export.xlsx'));
    expect(url).toBe('/api/timereg/overview/export.xlsx?from=2025-06-01&to=2025-06-30');
    expect(await screen.findByRole('button', { name: 'Eksportér' })).toBeTruthy();
  });

  it('says when the export failed', async () => {
    await renderOverview({
      'GET /api/timereg/overview/export.xlsx': () => errorResponse(500, 'INTERNAL', 'Intern fejl'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eksportér' }));
    expect(await screen.findByText(EXPORT_FAILED_MESSAGE)).toBeTruthy();
  });
});

describe('OverviewTab plus/minus and payroll (issue 17)', () => {
  it('shows the plus/minus and balance, and saves the employee number and balance start', async () => {
    const { api } = await renderOverview({
      'GET /api/timereg/overview': overviewReply([
        employeeOverview({
          plusMinus: 2.5,
          longWeeks: 1,
          weeks: [{ key: '23-2025', monday: '2025-06-02', hours: 49, normTime: 37, plusMinus: 2.5 }],
          months: [{ month: '2025-06', normTime: 37, plusMinus: 2.5 }],
          balance: { startDate: '2025-06-02', openingHours: -1, hours: 1.5, asOf: '2025-06-08' },
        }),
      ]),
      'GET /api/timereg/employees/emp-1/payroll': () =>
        Response.json({ employeeNumber: '', balanceStartDate: '2025-06-02', openingBalance: -1 }),
      'PUT /api/timereg/employees/emp-1/payroll': (call) => Response.json(call.body),
    });
    const card = await screen.findByRole('region', { name: 'Anna Hansen' });
    expect(within(card).getByTestId('plus-minus').textContent).toBe('+2,50 t');
    expect(within(card).getByTestId('balance').textContent).toBe('+1,50 t');
    expect(within(card).getByText(/Uger med mindst 48 timer/).textContent).toBe(
      'Uger med mindst 48 timer: 1 af 1',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Løn og saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Løn og saldo – Anna Hansen' });
    const number = await within(dialog).findByLabelText('Medarbejdernr.');
    fireEvent.change(number, { target: { value: '1042' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/timereg/employees/emp-1/payroll')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/timereg/employees/emp-1/payroll')[0]?.body).toEqual({
      employeeNumber: '1042',
      balanceStartDate: '2025-06-02',
      openingBalance: -1,
    });
    expect(await within(dialog).findByText('Løn og saldo er gemt.')).toBeTruthy();
  });
});
