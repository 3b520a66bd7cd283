import {
  addDays,
  CPR_FORMAT_MESSAGE,
  EMPLOYEE_MESSAGES,
  type EmployeeDetail,
  formatDate,
  latestStartDate,
} from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, listResponse, owner } from '../../../test/employee-fixtures';
import { type ApiCall, stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';
import { errorOf, field, type } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = '/api/employees/emp-2';

/** Renders the Profil tab; PUT answers with the record as sent (or `putReply`). */
async function renderProfile(employee: EmployeeDetail, putReply?: (call: ApiCall) => Response) {
  const api = stubApi({
    'GET /api/employees': () => Response.json(listResponse([owner])),
    [`GET ${PATH}`]: () => Response.json(employee),
    [`GET ${PATH}/history`]: () => Response.json({ entries: [] }),
    [`POST ${PATH}/cpr/reveal`]: () => Response.json({ cprNumber: '010190-1234' }),
    [`PUT ${PATH}`]:
      putReply ??
      ((call) => Response.json({ ...employee, ...(call.body as object), cprMasked: employee.cprMasked })),
  });
  const app = renderApp({ path: '/medarbejdere/emp-2/profil', me: makeMe() });
  await screen.findByRole('heading', { name: 'Oplysninger' });
  return { ...app, api };
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Gem ændringer' }));
}

async function savedBody(api: Awaited<ReturnType<typeof renderProfile>>['api'], index = 0) {
  await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(index + 1));
  return api.callsTo('PUT', PATH)[index]?.body as Record<string, unknown>;
}

describe('EmployeeProfileForm', () => {
  it("bounds the start date's picker like the server: at most a year ahead (issue 24)", async () => {
    await renderProfile(detail({ startDate: '2022-03-01' }));
    const latest = latestStartDate();
    // A date past the picker's maxDate is not taken: the saved date comes back when the field loses focus.
    type('Ansættelsesdato', formatDate(addDays(latest, 1)));
    fireEvent.blur(field('Ansættelsesdato'));
    expect(field('Ansættelsesdato').value).toBe('01.03.2022');
    type('Ansættelsesdato', formatDate(latest));
    fireEvent.blur(field('Ansættelsesdato'));
    expect(field('Ansættelsesdato').value).toBe(formatDate(latest));
  });

  it('shows every field of the record, the work e-mail read-only', async () => {
    await renderProfile(detail({ department: 'Bageriet', salary: 32500.5, startDate: '2022-03-01' }));
    for (const label of [
      'Fornavn',
      'Efternavn',
      'Arbejdstitel',
      'Afdeling',
      'Telefon',
      'Privat e-mail',
      'Privat telefon',
      'Adresse',
      'Postnr.',
      'By',
      'CPR-nummer',
      'Fødselsdato',
      'Note',
      'Nærmeste pårørende',
      'Pårørendes telefon',
      'Ansættelsestype',
      'Status',
      'Ansættelsesdato',
      'Slutdato',
      'Løn',
      'Kontonummer',
      'Lønnote',
    ]) {
      expect(field(label)).toBeTruthy();
    }
    expect(field('Email').disabled).toBe(true);
    expect(field('Email').value).toBe('bo@bager.dk');
    expect(field('Afdeling').value).toBe('Bageriet');
    expect(field('Ansættelsesdato').value).toBe('01.03.2022');
    // Issue 24: two decimals whenever there are øre.
    expect(field('Løn').value).toBe('32.500,50 kr.');
    expect(field('Ansættelsestype').value).toBe('Fuldtid');
  });

  it('sends the whole form with blanks as "", without the CPR number nobody saw, and says it is saved', async () => {
    const { api } = await renderProfile(detail({ hasCpr: true, cprMasked: '010190-••••' }));
    expect(field('CPR-nummer').value).toBe('010190-••••');
    expect(field('CPR-nummer').readOnly).toBe(true);
    type('Afdeling', 'Salg');
    save();
    const body = await savedBody(api);
    expect(body).not.toHaveProperty('cprNumber');
    expect(body).toMatchObject({ firstName: 'Bo', department: 'Salg', phone: '', salary: '', endDate: null });
    expect(await screen.findByText(EMPLOYEE_MESSAGES.saved)).toBeTruthy();
  });

  it('reveals the CPR number on request, makes it editable and sends it from then on', async () => {
    const { api } = await renderProfile(detail({ hasCpr: true, cprMasked: '010190-••••' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vis CPR-nummer' }));
    await waitFor(() => expect(field('CPR-nummer').value).toBe('010190-1234'));
    expect(field('CPR-nummer').readOnly).toBe(false);
    expect(api.callsTo('POST', `${PATH}/cpr/reveal`)).toHaveLength(1);
    save();
    expect((await savedBody(api)).cprNumber).toBe('010190-1234');
  });

  it('removes a revealed CPR number that is cleared', async () => {
    const { api } = await renderProfile(detail({ hasCpr: true, cprMasked: '010190-••••' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vis CPR-nummer' }));
    await waitFor(() => expect(field('CPR-nummer').value).toBe('010190-1234'));
    type('CPR-nummer', '');
    save();
    expect((await savedBody(api)).cprNumber).toBe('');
  });

  it('formats the CPR number while typing and on paste, and sends it once typed', async () => {
    const { api } = await renderProfile(detail());
    const cpr = field('CPR-nummer');
    expect(cpr.value).toBe('');
    type('CPR-nummer', '0101901');
    expect(cpr.value).toBe('010190-1');
    type('CPR-nummer', '010190');
    expect(cpr.value).toBe('010190');

    type('CPR-nummer', '');
    cpr.setSelectionRange(0, 0);
    fireEvent.paste(cpr, { clipboardData: { getData: () => '  010190 12345 ' } });
    expect(cpr.value).toBe('010190-1234');

    save();
    expect((await savedBody(api)).cprNumber).toBe('010190-1234');
  });

  it('leaves the CPR number out when none is stored and none was typed', async () => {
    const { api } = await renderProfile(detail());
    save();
    expect(await savedBody(api)).not.toHaveProperty('cprNumber');
  });

  it("shows all the schema's messages at once and focuses the first", async () => {
    const { api } = await renderProfile(detail());
    type('Fornavn', '   ');
    type('CPR-nummer', '0101');
    type('Telefon', '1234');
    fireEvent.click(field('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Inaktiv' }));
    save();
    await waitFor(() => expect(errorOf('Fornavn')).toBe('Fornavn mangler'));
    expect(errorOf('CPR-nummer')).toBe(CPR_FORMAT_MESSAGE);
    expect(errorOf('Telefon')).toBe('Telefonnummer mangler eller er ugyldigt');
    expect(errorOf('Slutdato')).toBe('Slutdato mangler');
    expect(document.activeElement).toBe(field('Fornavn'));
    expect(api.callsTo('PUT', PATH)).toEqual([]);
  });

  it('moves the focus to the end date when only that is missing (a date field has no name of its own)', async () => {
    await renderProfile(detail());
    fireEvent.click(field('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Inaktiv' }));
    save();
    await waitFor(() => expect(errorOf('Slutdato')).toBe('Slutdato mangler'));
    expect(document.activeElement).toBe(field('Slutdato'));
  });

  it('sends an inactive employee with the end date typed the Danish way', async () => {
    const { api } = await renderProfile(detail());
    fireEvent.click(field('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Inaktiv' }));
    type('Slutdato', '31.12.2024');
    type('Løn', '32500,50');
    save();
    expect(await savedBody(api)).toMatchObject({
      employmentStatus: 'inactive',
      endDate: '2024-12-31',
      salary: 32500.5,
    });
  });

  it("reads '45.000,50 kr.' after saving 45.000,50, and '45.000 kr.' for a whole amount (issue 24)", async () => {
    const { api } = await renderProfile(detail());
    type('Løn', '45000,50');
    fireEvent.blur(field('Løn'));
    save();
    expect(await savedBody(api)).toMatchObject({ salary: 45000.5 });
    await waitFor(() => expect(field('Løn').value).toBe('45.000,50 kr.'));
    type('Løn', '45000');
    fireEvent.blur(field('Løn'));
    await waitFor(() => expect(field('Løn').value).toBe('45.000 kr.'));
  });

  it("shows the server's field errors, or the general message, keeping what was typed", async () => {
    let reply = Response.json(
      {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Ugyldig',
          details: [{ path: 'body.privateEmail', message: 'Ugyldig email' }],
        },
      },
      { status: 400 },
    );
    const { api } = await renderProfile(detail(), () => reply);
    type('Afdeling', 'Salg');
    save();
    await waitFor(() => expect(errorOf('Privat e-mail')).toBe('Ugyldig email'));

    reply = Response.json({ error: { code: 'INTERNAL', message: 'Fejl' } }, { status: 500 });
    save();
    expect(await screen.findByText(EMPLOYEE_MESSAGES.saveFailed)).toBeTruthy();
    expect(field('Afdeling').value).toBe('Salg');
    expect(api.callsTo('PUT', PATH)).toHaveLength(2);
  });
});
