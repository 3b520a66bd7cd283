import { TIMEREG_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { change, entry, freezeToday, serveEmployeeApp, timeEmployee } from './test-fixtures';

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const monday = [
  entry({ id: 'a', note: 'Lageret' }),
  entry({
    id: 'b',
    type: 'overtime',
    startTime: '16:00',
    endTime: '17:30',
    hours: 1.5,
    breakWasIncluded: false,
  }),
];

async function openMonday(data: Parameters<typeof serveEmployeeApp>[0] = {}, more = {}) {
  const api = serveEmployeeApp({ entries: monday, ...data }, more);
  const app = renderApp({ path: '/?dag=2025-03-03', me: timeEmployee });
  await screen.findByRole('heading', { level: 1, name: 'Mandag 03.03.2025' });
  await screen.findByRole('heading', { level: 2, name: 'Registreringer' });
  return { ...app, api };
}

describe('Dag: one day of registrations', () => {
  it('lists the entries with type, from–to, hours and note, and the day’s change log', async () => {
    await openMonday({
      changes: [
        change({ id: 1 }),
        change({
          id: 2,
          action: 'update_entry',
          at: '2025-03-03T16:00:00.000Z',
          hours: 8,
          previousHours: 7.5,
        }),
        change({
          id: 3,
          action: 'delete_entry',
          at: '2025-03-04T07:30:00.000Z',
          authorName: 'Anne Admin',
          type: 'overtime',
          hours: null,
          previousHours: 1,
        }),
        change({ id: 4, date: '2025-03-04' }),
      ],
    });
    const list = screen.getByRole('heading', { name: 'Registreringer' }).closest('section') as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Arbejde');
    expect(items[0]?.textContent).toContain('08:00–16:00');
    expect(items[0]?.textContent).toContain('7,50 timer');
    expect(items[0]?.textContent).toContain('Lageret');
    expect(items[1]?.textContent).toContain('Overarbejde');
    expect(items[1]?.textContent).toContain('16:00–17:30');
    expect(within(list).getByText('9,00 timer')).toBeTruthy();

    const log = screen.getByRole('heading', { name: 'Ændringer' }).closest('section') as HTMLElement;
    const lines = within(log)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Slettet · Overarbejde · før 1,00 timeAnne Admin, 04.03.2025 kl. 08:30',
      'Ændret · Arbejde · 8,00 timer (før 7,50 timer)Bo Bager, 03.03.2025 kl. 17:00',
      'Tilføjet · Arbejde · 7,50 timerBo Bager, 03.03.2025 kl. 16:05',
    ]);
    expect(screen.getByRole('button', { name: 'Ny registrering' })).toBeTruthy();
  });

  it('shows a locked week without add, change or delete, and says why', async () => {
    await openMonday({ approvedWeeks: ['10-2025'] });
    expect(screen.getByText(/Ugen er godkendt, så registreringerne kan ikke ændres/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ny registrering' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ret/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Slet/ })).toBeNull();
  });

  it("locks the 'Låst til og med' date itself (docs/rules/timereg.md#ruling-29), though the rest of the week is open", async () => {
    await openMonday({ locks: { startDate: '2024-01-01', lockDate: '2025-03-03' } });
    expect(screen.getByText(/Registreringer til og med 03\.03\.2025 kan ikke ændres\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ny registrering' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ret/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Slet/ })).toBeNull();
  });

  it('keeps the day after the lock date open', async () => {
    await openMonday({ locks: { startDate: '2024-01-01', lockDate: '2025-03-02' } });
    expect(screen.getByRole('button', { name: 'Ny registrering' })).toBeTruthy();
  });

  it('locks a day before the start date and names the start date', async () => {
    await openMonday({ locks: { startDate: '2025-03-04', lockDate: null } });
    expect(screen.getByText('Datoen er før medarbejderens startdato (04.03.2025).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ny registrering' })).toBeNull();
  });

  it('asks before deleting, then deletes', async () => {
    const { api } = await openMonday(
      {},
      { 'DELETE /api/me/timereg/entries/b': () => new Response(null, { status: 204 }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Slet Overarbejde 16:00–17:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet registrering' });
    expect(within(dialog).getByText('Er du sikker på, at du vil slette registreringen?')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/me/timereg/entries/b')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/me/timereg/entries/b')).toHaveLength(1);
  });

  it('keeps the registration when the question is cancelled', async () => {
    const { api } = await openMonday();
    fireEvent.click(screen.getByRole('button', { name: 'Slet Arbejde 08:00–16:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet registrering' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it("says 'Failed to delete log entry. Please try again.' when deleting fails, and the server's word on a lock", async () => {
    let status = 500;
    await openMonday(
      {},
      {
        'DELETE /api/me/timereg/entries/a': () =>
          status === 409
            ? errorResponse(409, 'WEEK_LOCKED', TIMEREG_MESSAGES.weekLocked)
            : errorResponse(500, 'INTERNAL', 'Serverfejl'),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Slet Arbejde 08:00–16:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet registrering' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TIMEREG_MESSAGES.deleteFailed);

    status = 409;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(TIMEREG_MESSAGES.weekLocked),
    );
  });

  it('opens from the week and goes back to it with the back arrow, as the browser’s Back would', async () => {
    serveEmployeeApp({ entries: monday });
    const { router } = renderApp({ path: '/?uge=2025-03-03', me: timeEmployee });
    fireEvent.click(await screen.findByRole('link', { name: /^Mandag 03\.03/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mandag 03.03.2025' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ dag: '2025-03-03' });

    fireEvent.click(screen.getByRole('button', { name: 'Uge 10' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uge 10' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ uge: '2025-03-03' });
    expect(router.history.canGoBack()).toBe(false);
  });

  it('goes to the day’s week when it was opened directly (nothing to go back to)', async () => {
    const { router } = await openMonday();
    fireEvent.click(screen.getByRole('button', { name: 'Uge 10' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uge 10' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ uge: '2025-03-03' });
  });
});
