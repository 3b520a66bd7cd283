import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDashboard } from '../../../test/dashboard-fixture';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUEST = {
  id: 'r1',
  employee: { id: 'e1', name: 'Bo Bager', department: 'Lager' },
  bucket: 'holiday' as const,
  from: '2030-07-01',
  to: '2030-07-05',
  days: 5,
  note: '',
  status: 'pending' as const,
  decisionComment: '',
  decidedByName: null,
  decidedAt: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  noticeWarning: null,
};

describe('the dashboard’s holiday card', () => {
  it('shows the waiting requests and the reminders, with a way to Fravær', async () => {
    const api = stubApi({
      'GET /api/dashboard': () =>
        Response.json(
          makeDashboard({
            holiday: {
              pending: [REQUEST],
              pendingTotal: 1,
              reminders: [
                {
                  kind: 'unsignedTransfer',
                  employeeId: 'e2',
                  employeeName: 'Ida Ibsen',
                  days: 5,
                  text: 'Overførsel af 5 dage fra ferieår 2029/30 mangler underskrift.',
                },
              ],
              remindersTotal: 1,
            },
          }),
        ),
    });
    renderApp({ path: '/', me: makeMe() });
    const block = (await screen.findByRole('heading', { name: 'Ferie og fravær' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(block).findByText('1 anmodning venter')).toBeTruthy();
    expect(within(block).getByText(/Bo Bager: ferie 01\.07\.2030–05\.07\.2030/)).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Ida Ibsen' }).getAttribute('href')).toBe(
      '/medarbejdere/e2/ferie',
    );
    expect(
      within(block)
        .getByRole('link', { name: /Gå til Fravær/ })
        .getAttribute('href'),
    ).toBe('/fravaer');
    // Merged into the dashboard's one request (decision 032).
    expect(api.callsTo('GET', '/api/holiday/dashboard')).toHaveLength(0);
  });

  it('names the reminders past the first ones by their number, so November does not fill the page', async () => {
    const reminder = (index: number) => ({
      kind: 'fifthWeekLapsing' as const,
      employeeId: `e${index}`,
      employeeName: `Person ${index}`,
      days: 5,
      text: '5 dage fra ferieår 2029/30 bortfalder 31.12.',
    });
    stubApi({
      'GET /api/dashboard': () =>
        Response.json(
          makeDashboard({
            holiday: {
              pending: [],
              pendingTotal: 0,
              reminders: [1, 2, 3, 4, 5].map(reminder),
              remindersTotal: 23,
            },
          }),
        ),
    });
    renderApp({ path: '/', me: makeMe() });
    const block = (await screen.findByRole('heading', { name: 'Ferie og fravær' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(block).findByRole('link', { name: 'Person 5' })).toBeTruthy();
    expect(within(block).getAllByRole('link', { name: /^Person / })).toHaveLength(5);
    expect(within(block).getByText('og 18 påmindelser mere på medarbejdernes Ferie-faner')).toBeTruthy();
  });
});
