import { CVR_LOOKUP_DEBOUNCE_MS } from '@kollega/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderPage } from '../../../test/render-page';
import { CompleteSignupPage } from './complete-signup-page';
import { cvrToLookUp } from './use-cvr-lookup';

const newUser = makeMe({ profile: null, company: null });

const bagerHansen = {
  name: 'Bager Hansen ApS',
  address: 'Vestergade 1',
  zipcode: '8000',
  city: 'Aarhus C',
  vat: '12345678',
};

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input', exact: false }) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cvrToLookUp', () => {
  it('looks up only a whole CVR number, and nothing under 3 digits', () => {
    expect(cvrToLookUp('12')).toBeNull();
    expect(cvrToLookUp('1234567')).toBeNull();
    expect(cvrToLookUp('12345678')).toBe('12345678');
    expect(cvrToLookUp('12 34 56 78')).toBe('12345678');
  });
});

describe('CompleteSignupPage: the CVR lookup', () => {
  it('waits 500 ms after the last keystroke, then fills the company from CVR', async () => {
    const api = stubApi({ 'POST /api/company/search': () => Response.json(bagerHansen) });
    await renderPage(() => <CompleteSignupPage />, { me: newUser, path: '/complete-signup' });

    type('CVR-nr.', '1234567');
    await wait(CVR_LOOKUP_DEBOUNCE_MS + 100);
    type('CVR-nr.', '12345678');
    await wait(CVR_LOOKUP_DEBOUNCE_MS - 1);
    expect(api.callsTo('POST', '/api/company/search')).toEqual([]);

    await wait(1);
    await wait(50);
    expect(api.callsTo('POST', '/api/company/search')).toEqual([
      { method: 'POST', path: '/api/company/search', body: { vat: '12345678' } },
    ]);
    vi.useRealTimers();
    await waitFor(() => expect(field('Firmanavn').value).toBe('Bager Hansen ApS'));
    expect(field('Adresse').value).toBe('Vestergade 1');
    expect(field('Postnr.').value).toBe('8000');
    expect(field('By').value).toBe('Aarhus C');
  });

  it('does not look up while the input has fewer than 3 digits', async () => {
    const api = stubApi({ 'POST /api/company/search': () => Response.json(bagerHansen) });
    await renderPage(() => <CompleteSignupPage />, { me: newUser, path: '/complete-signup' });
    type('CVR-nr.', '12');
    await wait(5 * CVR_LOOKUP_DEBOUNCE_MS);
    expect(api.calls).toEqual([]);
  });

  it('keeps digits only, at most 8', async () => {
    stubApi({});
    await renderPage(() => <CompleteSignupPage />, { me: newUser, path: '/complete-signup' });
    type('CVR-nr.', 'DK-1234 5678 9');
    expect(field('CVR-nr.').value).toBe('12345678');
  });

  it("shows the server's message when CVR has no such company, and lets the user type", async () => {
    vi.useRealTimers();
    stubApi({
      'POST /api/company/search': () =>
        errorResponse(
          404,
          'CVR_NOT_FOUND',
          'Vi kunne ikke finde en virksomhed med det CVR-nr. Udfyld oplysningerne selv.',
        ),
    });
    await renderPage(() => <CompleteSignupPage />, { me: newUser, path: '/complete-signup' });
    type('CVR-nr.', '99999999');
    expect(
      await screen.findByText(/Vi kunne ikke finde en virksomhed med det CVR-nr/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    type('Firmanavn', 'Min Virksomhed');
    expect(field('Firmanavn').value).toBe('Min Virksomhed');
  });
});

describe('CompleteSignupPage: submit', () => {
  it("shows the spec's messages for an empty form", async () => {
    const api = stubApi({});
    await renderPage(() => <CompleteSignupPage />, { me: newUser, path: '/complete-signup' });
    fireEvent.click(screen.getByRole('button', { name: 'Kom i gang' }));
    vi.useRealTimers();
    for (const message of [
      'Fornavn mangler',
      'Efternavn mangler',
      'Arbejdstitel mangler',
      'Telefonnummer mangler eller er ugyldigt',
      'CVR-nr. mangler',
      'Firmanavn mangler',
      'Adresse mangler',
      'Postnr. mangler',
      'By mangler',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.calls).toEqual([]);
  });

  it('creates the company with the time settings, then opens the app at /', async () => {
    vi.useRealTimers();
    const api = stubApi({
      'POST /api/company/add': () => Response.json({ status: 'success', id: 'c1' }, { status: 201 }),
      'GET /api/me': () => Response.json(makeMe()),
    });
    const { router } = await renderPage(() => <CompleteSignupPage />, {
      me: newUser,
      path: '/complete-signup',
    });
    type('Fornavn', ' Anne ');
    type('Efternavn', 'Admin');
    type('Arbejdstitel', 'Direktør');
    type('Telefonnummer', '12 34 56 78');
    type('CVR-nr.', '11223344');
    type('Firmanavn', 'Kollega Demo ApS');
    type('Adresse', 'Søndergade 3');
    type('Postnr.', '2100');
    type('By', 'København Ø');
    fireEvent.click(screen.getByRole('button', { name: 'Kom i gang' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const body = api.callsTo('POST', '/api/company/add')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Anne',
      lastName: 'Admin',
      jobPosition: 'Direktør',
      phone: '12345678',
      company: {
        vat: '11223344',
        name: 'Kollega Demo ApS',
        address: 'Søndergade 3',
        zipcode: '2100',
        city: 'København Ø',
      },
    });
    expect(body.timeSettings).toEqual({
      ownerDateISOString: expect.any(String),
      ownerTimeZoneOffset: new Date().getTimezoneOffset(),
    });
  });
});
