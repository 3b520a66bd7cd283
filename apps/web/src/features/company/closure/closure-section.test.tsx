import { CLOSURE_MESSAGES } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderPage } from '../../../test/render-page';
import { ClosureSection } from './closure-section';

const CLOSURE = { closedAt: '2026-11-28T09:00:00.000Z', deleteAfter: '2026-12-28T09:00:00.000Z' };

function Section() {
  return <ClosureSection companyName="Bager Hansen ApS" />;
}

afterEach(() => vi.unstubAllGlobals());

describe("'Luk konto' on the company page (decision 051)", () => {
  it('asks the owner for the company name, says what happens, and closes only when it matches', async () => {
    const api = stubApi({
      'POST /api/company/closure': () => Response.json(CLOSURE),
      'GET /api/me': () => Response.json(makeMe({ company: { closure: CLOSURE } })),
    });
    await renderPage(Section, { me: makeMe() });
    fireEvent.click(screen.getByRole('button', { name: 'Luk konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Luk konto' });
    expect(within(dialog).getByText(/stopper abonnementet med det samme/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Medarbejdere (XLSX)' })).toBeTruthy();

    const submit = within(dialog).getByRole('button', { name: 'Luk konto' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText(CLOSURE_MESSAGES.confirmNameMissing)).toBeTruthy();
    const field = within(dialog).getByLabelText('Skriv "Bager Hansen ApS" for at bekræfte');
    fireEvent.change(field, { target: { value: 'Bager' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText(CLOSURE_MESSAGES.confirmNameMismatch)).toBeTruthy();
    expect(api.callsTo('POST', '/api/company/closure')).toEqual([]);

    fireEvent.change(field, { target: { value: 'bager hansen aps' } });
    fireEvent.click(submit);
    await waitFor(() => expect(api.callsTo('POST', '/api/company/closure')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/company/closure')[0]?.body).toEqual({ confirmName: 'bager hansen aps' });
  });

  it('tells another admin that only the owner can close the account', async () => {
    stubApi({});
    await renderPage(Section, { me: makeMe({ company: { isOwner: false } }) });
    expect(screen.getByText('Kun ejeren kan lukke kontoen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Luk konto' })).toBeNull();
  });

  it('shows a closed account with its deletion date and lets the owner reopen it', async () => {
    const api = stubApi({
      'DELETE /api/company/closure': () => Response.json({ reopened: true }),
      'GET /api/me': () => Response.json(makeMe()),
    });
    await renderPage(Section, { me: makeMe({ company: { closure: CLOSURE } }) });
    expect(screen.getByText(/slettes den\s+28\.12\.2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Genåbn konto' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/company/closure')).toHaveLength(1));
  });
});
