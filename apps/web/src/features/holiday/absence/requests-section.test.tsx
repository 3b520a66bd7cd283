import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { RequestsSection } from './requests-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The comment's autosizing textarea listens to document.fonts, which happy-dom lacks.
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
  from: '2026-11-02',
  to: '2026-11-03',
  days: 2,
  note: '',
  status: 'pending',
  decisionComment: '',
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  noticeWarning: null,
};

const WORK_MESSAGE =
  'Der er registreret arbejde 02.11.2026 og 03.11.2026. Ret registreringerne eller forkort anmodningen først.';

describe("Fravær's requests", () => {
  it('shows why approval was refused (docs/rules/timereg.md#ruling-30: registered work on the days) in the modal', async () => {
    const { callsTo } = stubApi({
      'GET /api/holiday/requests': () => Response.json({ items: [REQUEST], total: 1 }),
      'POST /api/holiday/requests/r1/approve': () =>
        errorResponse(409, 'HOLIDAY_WORK_REGISTERED', WORK_MESSAGE),
    });
    await renderPage(RequestsSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Godkend' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2 feriedage');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Godkend' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(WORK_MESSAGE);
    expect(callsTo('POST', '/api/holiday/requests/r1/approve')).toHaveLength(1);
  });

  it('asks for a reason before declining, and sends the reason once it is written', async () => {
    const { callsTo } = stubApi({
      'GET /api/holiday/requests': () => Response.json({ items: [REQUEST], total: 1 }),
      'POST /api/holiday/requests/r1/decline': () => Response.json({ ...REQUEST, status: 'declined' }),
    });
    await renderPage(RequestsSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Afvis' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Begrundelse/ });
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afvis' }));
    expect(await within(dialog).findByText('Skriv en begrundelse')).toBeTruthy();
    expect(callsTo('POST', '/api/holiday/requests/r1/decline')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'Travlt i lageret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afvis' }));
    await vi.waitFor(() => expect(callsTo('POST', '/api/holiday/requests/r1/decline')).toHaveLength(1));
    expect(callsTo('POST', '/api/holiday/requests/r1/decline')[0]?.body).toEqual({
      reason: 'Travlt i lageret',
    });
  });
});
