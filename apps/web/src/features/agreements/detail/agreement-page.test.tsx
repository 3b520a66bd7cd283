import { type AgreementDetail, DOCUMENT_ACCEPT, followUpRegardingInactiveText } from '@kollega/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  // Unmounted while fetch is still stubbed: leaving the page sends a pending text (use-autosave).
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

const AGREEMENT: AgreementDetail = {
  id: 'a1',
  title: 'Advarsel om fravær',
  agreementType: 'Andet',
  startsAt: '2030-06-15T08:00:00.000Z',
  isClosed: false,
  regarding: { id: 'e1', name: 'Åse Ærø', photoUrl: null },
  location: '',
  attendees: [],
  summary: '',
  notes: '',
  files: [],
  calendarUrl: '/api/agreements/a1/calendar.ics',
  createdAt: '2026-11-01T08:00:00.000Z',
};

const EMPTY_LIST = { items: [], total: 0, counts: { open: 0, closed: 0 } };
const EMPLOYEES = {
  employees: [],
  limits: { plan: 'premium', limit: 100, countExcludingOwner: 0, canCreate: true, overLimit: false },
};

describe('AgreementPage', () => {
  it("'Afslut' saves the summary typed just before it first, so the closed agreement keeps it", async () => {
    const api = stubApi({
      'GET /api/agreements/a1': () => Response.json(AGREEMENT),
      'PUT /api/agreements/a1/summary': () => Response.json({ updatedAt: '2026-11-25T10:00:00.000Z' }),
      'POST /api/agreements/a1/close': () => Response.json({ ...AGREEMENT, isClosed: true }),
      'GET /api/agreements': () => Response.json(EMPTY_LIST),
      'GET /api/employees': () => Response.json(EMPLOYEES),
    });
    const { router } = renderApp({ path: '/aftaler/a1', me: makeMe() });
    const summary = await screen.findByRole('textbox', { name: 'Beskrivelse' });
    fireEvent.change(summary, { target: { value: 'Aftalt: mødetid 8.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Afslut' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/aftaler'));
    const writes = api.calls.filter((call) => call.method !== 'GET').map((call) => call.path);
    expect(writes).toEqual(['/api/agreements/a1/summary', '/api/agreements/a1/close']);
    expect(api.callsTo('PUT', '/api/agreements/a1/summary')[0]?.body).toEqual({
      summary: 'Aftalt: mødetid 8.00',
    });
  });

  it('offers in its file picker only the types the server accepts, as the documents picker does (issue 24)', async () => {
    stubApi({
      'GET /api/agreements/a1': () => Response.json(AGREEMENT),
      'GET /api/employees': () => Response.json(EMPLOYEES),
    });
    renderApp({ path: '/aftaler/a1', me: makeMe() });
    await screen.findByRole('textbox', { name: 'Beskrivelse' });
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    const accepted = input.accept.split(',');
    expect(accepted).toEqual(expect.arrayContaining(['.pdf', '.docx', '.odt', '.xlsx', '.png', '.txt']));
    expect(accepted).not.toContain('.exe');
    expect(input.accept).toBe(DOCUMENT_ACCEPT);
  });

  it('does not close when the summary cannot be saved, and says so', async () => {
    const api = stubApi({
      'GET /api/agreements/a1': () => Response.json(AGREEMENT),
      'PUT /api/agreements/a1/summary': () => errorResponse(500, 'INTERNAL', 'Der skete en fejl.'),
      'POST /api/agreements/a1/close': () => Response.json({ ...AGREEMENT, isClosed: true }),
      'GET /api/employees': () => Response.json(EMPLOYEES),
    });
    renderApp({ path: '/aftaler/a1', me: makeMe() });
    const summary = await screen.findByRole('textbox', { name: 'Beskrivelse' });
    fireEvent.change(summary, { target: { value: 'Vigtigt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Afslut' }));

    expect((await screen.findAllByText('Der skete en fejl. Prøv igen senere.')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/agreements/a1/close')).toHaveLength(0);
    expect((screen.getByRole('textbox', { name: 'Beskrivelse' }) as HTMLTextAreaElement).value).toBe(
      'Vigtigt',
    );
  });

  it("says why 'Book opfølgning' was refused, in the server's words", async () => {
    const oneToOne = { ...AGREEMENT, agreementType: '1 til 1' };
    const message = followUpRegardingInactiveText('Åse Ærø');
    stubApi({
      'GET /api/agreements/a1': () => Response.json(oneToOne),
      'POST /api/agreements/a1/close': () => Response.json({ ...oneToOne, isClosed: true }),
      'POST /api/agreements/a1/follow-up': () => errorResponse(409, 'CONFLICT', message),
      'GET /api/employees': () => Response.json(EMPLOYEES),
    });
    renderApp({ path: '/aftaler/a1', me: makeMe() });
    fireEvent.click(await screen.findByRole('button', { name: 'Afslut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book opfølgning?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book opfølgning' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });
});
