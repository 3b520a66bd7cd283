import { fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { HolidayAppScreen } from './holiday-app-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The note's autosizing textarea listens to document.fonts, which happy-dom lacks.
const hadFonts = 'fonts' in document;
beforeAll(() => {
  if (!hadFonts) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});
afterAll(() => {
  if (!hadFonts) Reflect.deleteProperty(document, 'fonts');
});

const REQUEST = {
  id: 'r1',
  employee: { id: 'e1', name: 'Bo Bager', department: 'Lager' },
  bucket: 'holiday',
  from: '2099-07-01',
  to: '2099-07-03',
  days: 3,
  note: '',
  status: 'pending',
  decisionComment: '',
  decidedByName: null,
  decidedAt: null,
  createdAt: '2099-01-01T10:00:00.000Z',
  noticeWarning: null,
};

const OVERVIEW = {
  employee: { id: 'e1', name: 'Bo Bager', startDate: '2020-01-01' },
  today: '2099-01-01',
  years: [],
  extra: null,
  ledger: [],
  requests: [REQUEST],
  reminders: [],
  lapsed: [],
  settings: { allowAdvance: false, extraDays: 0, extraDaysPeriod: 'calendarYear' },
};

describe("the employee app's Ferie screen", () => {
  it('says why a cancellation failed, in Danish, at the request', async () => {
    const { calls } = stubApi({
      'GET /api/me/holiday': () => Response.json(OVERVIEW),
      'POST /api/me/holiday/requests/r1/cancel': () =>
        errorResponse(409, 'HOLIDAY_CANNOT_CANCEL', 'Anmodningen kan ikke annulleres.'),
    });
    await renderPage(HolidayAppScreen);
    fireEvent.click(await screen.findByRole('button', { name: 'Annullér anmodning' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Anmodningen kan ikke annulleres.');
    expect(calls.some((call) => call.path === '/api/me/holiday/requests/r1/cancel')).toBe(true);
  });

  it("names the missing days at their fields and sends nothing ('Anmod om ferie')", async () => {
    const { calls } = stubApi({ 'GET /api/me/holiday': () => Response.json(OVERVIEW) });
    await renderPage(HolidayAppScreen);
    fireEvent.click(await screen.findByRole('button', { name: 'Send anmodning' }));
    expect(await screen.findByText('Vælg første dag')).toBeTruthy();
    expect(screen.getByText('Vælg sidste dag')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
