import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { makeMe } from '../../test/me';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUEST = {
  id: 'r1',
  employee: { id: 'e1', name: 'Bo Bager', department: 'Lager' },
  bucket: 'holiday',
  from: '2030-07-01',
  to: '2030-07-05',
  days: 5,
  note: '',
  status: 'pending',
  decisionComment: '',
  decidedByName: null,
  decidedAt: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  noticeWarning: null,
};

describe('the dashboard’s holiday card', () => {
  it('shows the waiting requests and the reminders, with a way to Fravær', async () => {
    stubApi({
      'GET /api/agreements': () => Response.json({ items: [], total: 0, counts: { open: 0, closed: 0 } }),
      'GET /api/holiday/dashboard': () =>
        Response.json({
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
        }),
    });
    renderApp({ path: '/', me: makeMe() });
    expect(await screen.findByRole('heading', { name: 'Ferie og fravær' })).toBeTruthy();
    expect(screen.getByText('1 anmodning venter')).toBeTruthy();
    expect(screen.getByText(/Bo Bager: ferie 01\.07\.2030–05\.07\.2030/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ida Ibsen' }).getAttribute('href')).toBe(
      '/medarbejdere/e2/ferie',
    );
    expect(screen.getByRole('link', { name: /Gå til Fravær/ }).getAttribute('href')).toBe('/fravaer');
  });
});
