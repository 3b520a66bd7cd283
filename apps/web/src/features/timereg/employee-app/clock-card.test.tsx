import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { entry, freezeToday, serveEmployeeApp, timeEmployee } from './test-fixtures';

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const running = (more: object = {}) => ({
  clock: {
    startedAt: '2025-03-06T07:07:00.000Z',
    since: '08:07',
    onBreak: false,
    breakStartedAt: null,
    breakMinutes: 0,
    overdue: false,
    ...more,
  },
});

describe('the clock on the front page (decision 030)', () => {
  it('clocks in, takes a break and clocks out into a registration', async () => {
    let state: object = { clock: null };
    const api = serveEmployeeApp(
      {},
      {
        'GET /api/me/timereg/clock': () => Response.json(state),
        'POST /api/me/timereg/clock/start': () => {
          state = running();
          return Response.json(state, { status: 201 });
        },
        'POST /api/me/timereg/clock/break/start': () => {
          state = running({ onBreak: true, breakStartedAt: '2025-03-06T09:00:00.000Z' });
          return Response.json(state);
        },
        'POST /api/me/timereg/clock/stop': () => {
          state = { clock: null };
          return Response.json(
            {
              entry: entry({
                id: 'c',
                date: '2025-03-06',
                startTime: '08:15',
                endTime: '11:00',
                hours: 2.75,
              }),
            },
            { status: 201 },
          );
        },
      },
    );
    renderApp({ path: '/', me: timeEmployee });
    fireEvent.click(await screen.findByRole('button', { name: 'Start arbejdsdag' }));
    expect(await screen.findByText('Mødt ind kl. 08:07')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start pause' }));
    expect(await screen.findByText('På pause')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Slut arbejdsdag' }));
    expect(
      await screen.findByText('Registreret: Arbejde 08:15–11:00 d. 06.03.2025 (2,75 timer).'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start arbejdsdag' })).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/me/timereg/clock/stop')?.body).toEqual({
      confirmMixedDay: false,
    });
  }, 20_000);

  it('shows the overlap refusal, and after 16 hours stops at a corrected end', async () => {
    const api = serveEmployeeApp(
      {},
      {
        'GET /api/me/timereg/clock': () => Response.json(running({ overdue: true })),
        'POST /api/me/timereg/clock/stop': (call) =>
          (call.body as { endTime?: string }).endTime
            ? Response.json(
                { entry: entry({ id: 'c', date: '2025-03-05', startTime: '08:15', endTime: '16:00' }) },
                { status: 201 },
              )
            : errorResponse(
                409,
                'ENTRY_OVERLAP',
                'Registreringen overlapper Arbejde 08:00–16:00 d. 05.03.2025.',
              ),
      },
    );
    renderApp({ path: '/', me: timeEmployee });
    expect(await screen.findByText('Din arbejdsdag har kørt i over 16 timer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Slut arbejdsdag' }));
    expect(
      await screen.findByText('Registreringen overlapper Arbejde 08:00–16:00 d. 05.03.2025.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Sluttidspunkt' }));
    fireEvent.click(await screen.findByRole('option', { name: '16:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slut på dette tidspunkt' }));
    expect(await screen.findByText(/Registreret: Arbejde 08:15–16:00/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/me/timereg/clock/stop').at(-1)?.body).toEqual({
      endTime: '16:00',
      confirmMixedDay: false,
    });
  }, 20_000);
});
