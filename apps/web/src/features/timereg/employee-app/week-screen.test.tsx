import { TIMEREG_MESSAGES, TIMEREG_QUERY_MESSAGES } from '@kollega/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  entry,
  freezeToday,
  ownSettings,
  serveEmployeeApp,
  setting,
  timeEmployee,
  warning,
} from './test-fixtures';

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function dayRow(name: RegExp): HTMLElement {
  const days = screen.getByRole('list', { name: 'Ugens dage' });
  return within(days).getByRole('link', { name });
}

describe('Uge: the week at a glance', () => {
  it('shows each day with its hours and types, and the totals against the default norm', async () => {
    const api = serveEmployeeApp({
      entries: [
        entry({ id: 'a', date: '2025-03-03' }),
        entry({
          id: 'b',
          date: '2025-03-04',
          type: 'overtime',
          startTime: '16:00',
          endTime: '18:00',
          hours: 2,
        }),
        entry({ id: 'c', date: '2025-03-04', startTime: '07:00', endTime: '15:00' }),
        entry({ id: 'd', date: '2025-03-05', type: 'sickLeave', hours: 7.5, startTime: null, endTime: null }),
      ],
    });
    renderApp({ path: '/?uge=2025-03-05', me: timeEmployee });

    expect(await screen.findByRole('heading', { level: 1, name: 'Uge 10' })).toBeTruthy();
    expect(screen.getByText('03.03–09.03')).toBeTruthy();
    await screen.findByRole('list', { name: 'Ugens dage' });

    const monday = dayRow(/^Mandag 03\.03/);
    expect(within(monday).getByText('Arbejde')).toBeTruthy();
    expect(within(monday).getByText('7,50 timer')).toBeTruthy();
    const tuesday = dayRow(/^Tirsdag 04\.03/);
    expect(within(tuesday).getByText('Overarbejde')).toBeTruthy();
    expect(within(tuesday).getByText('9,50 timer')).toBeTruthy();
    expect(within(dayRow(/^Onsdag 05\.03/)).getByText('Sygdom')).toBeTruthy();
    expect(within(dayRow(/^Torsdag 06\.03/)).getByText('I dag')).toBeTruthy();
    expect(within(dayRow(/^Søndag 09\.03/)).getByText('0,00 timer')).toBeTruthy();
    expect(dayRow(/^Mandag 03\.03/).getAttribute('href')).toBe('/?dag=2025-03-03');

    // 7.5 + 9.5 + 7.5 registered; Monday to Wednesday of the default week have passed: 3 × 7.5 norm.
    expect(screen.getByText('Registreret').nextElementSibling?.textContent).toBe('24,50 timer');
    expect(screen.getByText('Normtid').nextElementSibling?.textContent).toBe('22,50 timer');
    expect(
      screen.getByText(/^Din normtid: man\.–tors\. 08:00–16:00, fre\. 08:00–15:30, 30 min\. pause\./),
    ).toBeTruthy();
    expect(screen.queryByText(/standardugen/)).toBeNull();
    expect(screen.queryByText('Godkendt')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
    expect(api.callsTo('GET', '/api/me/timereg').length).toBeGreaterThan(0);
    expect(
      api.fetchMock.mock.calls.some(([url]) => String(url).includes('from=2025-03-03&to=2025-03-09')),
    ).toBe(true);
  });

  it("shows the lock and 'Godkendt' for an approved week", async () => {
    serveEmployeeApp({ entries: [entry()], approvedWeeks: ['10-2025'] });
    renderApp({ path: '/?uge=2025-03-03', me: timeEmployee });
    expect(await screen.findByText('Godkendt')).toBeTruthy();
  });

  it('names public holidays and counts no norm on them', async () => {
    serveEmployeeApp();
    // Week 16 of 2025: skærtorsdag, langfredag and 2. påskedag (the Monday after) fall around it.
    renderApp({ path: '/?uge=2025-04-14', me: timeEmployee });
    await screen.findByRole('list', { name: 'Ugens dage' });
    expect(within(dayRow(/^Torsdag 17\.04/)).getByText('Skærtorsdag')).toBeTruthy();
    expect(within(dayRow(/^Fredag 18\.04/)).getByText('Langfredag')).toBeTruthy();
  });

  it('steps to the weeks before and after, and badges the warnings of the week', async () => {
    serveEmployeeApp({
      warnings: [warning(), warning({ id: 'w2', fromDate: '2025-01-01', toDate: '2025-01-02' })],
    });
    const { router } = renderApp({ path: '/?uge=2025-03-03', me: timeEmployee });
    const warningsLink = await screen.findByRole('link', { name: '1 advarsel i ugen' });
    expect(warningsLink.getAttribute('href')).toBe('/?side=advarsler');
    // The tab bar counts all of them.
    const tabs = screen.getByRole('navigation', { name: 'Menu i appen' });
    expect(within(tabs).getByRole('link', { name: /Advarsler/ }).textContent).toContain('(2)');

    screen.getByRole('link', { name: 'Næste uge' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uge 11' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ uge: '2025-03-10' });
    screen.getByRole('link', { name: 'Forrige uge' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uge 10' })).toBeTruthy();
    screen.getByRole('link', { name: 'Forrige uge' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uge 9' })).toBeTruthy();
    expect(screen.getByText('24.02–02.03')).toBeTruthy();
  });

  it("counts and names the employee's own norm week", async () => {
    serveEmployeeApp({
      settings: ownSettings(
        setting({ createdDate: '2025-01-01', breakDuration: 45, paidBreak: false }, [
          { day: 1, from: '07:00', end: '15:00', notWorking: false },
          { day: 5, from: '07:00', end: '13:00', notWorking: false },
        ]),
      ),
    });
    renderApp({ path: '/?uge=2025-03-03', me: timeEmployee });
    await screen.findByRole('list', { name: 'Ugens dage' });
    // Monday to Wednesday have passed: three days of 8 hours less a 45-minute break.
    expect(screen.getByText('Normtid').nextElementSibling?.textContent).toBe('21,75 timer');
    expect(
      screen.getByText(
        /^Din normtid: man\. 07:00–15:00, tirs\.–tors\. 08:00–16:00, fre\. 07:00–13:00, 45 min\. pause\./,
      ),
    ).toBeTruthy();
  });

  it('shows a paid-hourly employee what they registered, and no norm', async () => {
    serveEmployeeApp({
      entries: [entry({ id: 'a', date: '2025-03-03' })],
      settings: ownSettings(setting({ createdDate: '2025-01-01', isPaidHourly: true })),
    });
    renderApp({ path: '/?uge=2025-03-03', me: timeEmployee });
    await screen.findByRole('list', { name: 'Ugens dage' });
    expect(screen.getByText('Registreret').nextElementSibling?.textContent).toBe('7,50 timer');
    expect(screen.queryByText('Normtid')).toBeNull();
    expect(screen.queryByText(/normtid/i)).toBeNull();
  });
});

describe('Uge: the first week of 2024', () => {
  it('is as far back as the arrows go, and an older link shows it', async () => {
    const api = serveEmployeeApp();
    renderApp({ path: '/?uge=2023-06-07', me: timeEmployee });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uge 1' })).toBeTruthy();
    expect(screen.getByText('01.01–07.01')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Forrige uge' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Forrige uge' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Næste uge' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Ugens dage' });
    const ranges = api.fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/me/timereg')
      .map((url) => url.searchParams.get('from') ?? '');
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((from) => from >= '2024-01-01')).toBe(true);
  });

  it("shows the server's message when it refuses the week", async () => {
    serveEmployeeApp(
      {},
      {
        'GET /api/me/timereg': () =>
          errorResponse(400, 'VALIDATION_ERROR', TIMEREG_QUERY_MESSAGES.beforeFirstDate),
      },
    );
    renderApp({ path: '/?uge=2025-03-05', me: timeEmployee });
    expect(await screen.findByText(TIMEREG_QUERY_MESSAGES.beforeFirstDate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).toBeNull();
  });

  it('flags a day with both work and an absence (issue 17)', async () => {
    serveEmployeeApp({
      entries: [
        entry({ id: 'a', date: '2025-03-04' }),
        entry({ id: 'b', date: '2025-03-04', type: 'timeOff', hours: 2, startTime: null, endTime: null }),
        entry({ id: 'c', date: '2025-03-05' }),
      ],
    });
    renderApp({ path: '/?uge=2025-03-05', me: timeEmployee });
    expect(await screen.findByText(TIMEREG_MESSAGES.mixedDayFlag)).toBeTruthy();
    expect(screen.getByText('04.03.2025')).toBeTruthy();
  });
});

describe('Uge: plus/minus, balance and downloads (decision 029)', () => {
  it('shows the week’s plus/minus and my balance, and downloads my registrations', async () => {
    const api = serveEmployeeApp(
      { entries: [entry({ id: 'a', date: '2025-03-03' })] },
      {
        'GET /api/me/timereg/balance': () =>
          Response.json({
            plusMinus: -15,
            normTime: 22.5,
            balance: { startDate: '2025-01-01', openingHours: 2, hours: 4.5, asOf: '2025-03-05' },
          }),
        // The PDF is a background export (issue 25): started, then polled until it is ready.
        'POST /api/exports/my-registrations': () =>
          Response.json(
            {
              id: 'job-1',
              kind: 'my-pdf',
              status: 'done',
              progress: 100,
              fileName: 'mine.pdf',
              message: null,
              createdAt: '2025-03-05T10:00:00.000Z',
            },
            { status: 202 },
          ),
        'GET /api/exports/job-1': () =>
          Response.json({
            id: 'job-1',
            kind: 'my-pdf',
            status: 'done',
            progress: 100,
            fileName: 'mine.pdf',
            message: null,
            createdAt: '2025-03-05T10:00:00.000Z',
          }),
      },
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderApp({ path: '/?uge=2025-03-05', me: timeEmployee });
    expect(await screen.findByText('−15,00 timer')).toBeTruthy();
    expect(screen.getByText('Saldo pr. 05.03.2025')).toBeTruthy();
    expect(screen.getByText('+4,50 timer')).toBeTruthy();
    const downloads = screen.getByRole('region', { name: 'Hent dine registreringer' });
    within(downloads).getByRole('button', { name: 'PDF' }).click();
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/exports/my-registrations')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/exports/my-registrations')[0]?.body).toEqual({
      from: '2025-03-01',
      to: '2025-03-06',
    });
    expect(await within(downloads).findByText('Klar til download')).toBeTruthy();
  });
});
