import { HOLIDAY_MESSAGES, type HolidayOverview } from '@kollega/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { EmployeeHolidayTab } from './holiday-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const OVERVIEW: HolidayOverview = {
  employee: { id: 'e1', name: 'Bo Bager', startDate: '2026-09-01' },
  today: '2026-11-15',
  years: [
    {
      year: 2026,
      takeEnd: '2027-12-31',
      earned: 4.17,
      earnedFullYear: 25,
      adjusted: 0,
      transferredIn: 0,
      transferredOut: 0,
      taken: 0,
      planned: 0,
      remaining: 4.17,
      left: 4.17,
      expiring: 0,
      fifthWeekExpiring: 0,
      fifthWeekLeft: 0,
    },
  ],
  extra: null,
  ledger: [],
  requests: [],
  reminders: [],
  lapsed: [],
  settings: { allowAdvance: true, extraDays: 0, extraDaysPeriod: 'calendarYear' },
};

async function ledgerForm() {
  await renderPage(() => <EmployeeHolidayTab employeeId="e1" />);
  return screen.findByRole('region', { name: 'Tilføj bevægelse' });
}

describe("the Ferie tab's 'Tilføj bevægelse'", () => {
  it('checks the days with the shared schema, then sends an opening balance and empties the fields', async () => {
    const api = stubApi({
      'GET /api/holiday/employees/e1': () => Response.json(OVERVIEW),
      'POST /api/holiday/employees/e1/ledger': () => Response.json(OVERVIEW),
    });
    const form = await ledgerForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Tilføj' }));
    expect(await within(form).findByText(HOLIDAY_MESSAGES.daysInvalid)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    const days = within(form).getByRole('textbox', { name: 'Dage' });
    fireEvent.change(days, { target: { value: '2,5' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Fra lønsystemet' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Tilføj' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { kind: 'opening', bucket: 'holiday', year: 2026, days: 2.5, note: 'Fra lønsystemet' },
      ]),
    );
    await waitFor(() => expect((days as HTMLInputElement).value).toBe(''));
    expect(within(form).queryByText(HOLIDAY_MESSAGES.daysInvalid)).toBeNull();
  });

  it("shows the server's refusal in Danish, and a refused form afterwards shows only its field's message", async () => {
    stubApi({
      'GET /api/holiday/employees/e1': () => Response.json(OVERVIEW),
      'POST /api/holiday/employees/e1/ledger': () =>
        errorResponse(409, 'CONFLICT', 'Ferieåret er lukket for ændringer.'),
    });
    const form = await ledgerForm();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Dage' }), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tilføj' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Ferieåret er lukket for ændringer.');

    fireEvent.change(within(form).getByRole('textbox', { name: 'Dage' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tilføj' }));
    expect(await within(form).findByText(HOLIDAY_MESSAGES.daysInvalid)).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
