import { addDays, EMPLOYEE_MESSAGES, formatDate, latestStartDate } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, listResponse, owner } from '../../../test/employee-fixtures';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';
import { errorOf, field, type } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openForm(replies: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /api/employees': () => Response.json(listResponse([owner])), ...replies });
  const app = renderApp({ path: '/medarbejdere', me: makeMe() });
  await screen.findByRole('heading', { name: 'Medarbejdere', level: 1 });
  fireEvent.click(screen.getAllByRole('button', { name: 'Opret medarbejder' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Opret medarbejder' });
  return { ...app, api, dialog };
}

function fillIn() {
  type('Fornavn', '  Åse ');
  type('Efternavn', 'Ærø');
  type('Arbejdstitel', ' Konditor');
  type('Email', ' Aase@Bager.DK ');
  type('Ansættelsesdato', '01.03.2024');
}

function submit(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Opret medarbejder' }));
}

describe('CreateEmployeeModal', () => {
  it("shows the schema's messages for an empty form, and sends nothing", async () => {
    const { api, dialog } = await openForm();
    submit(dialog);
    await waitFor(() => expect(errorOf('Fornavn')).toBe('Fornavn mangler'));
    expect(errorOf('Efternavn')).toBe('Efternavn mangler');
    expect(errorOf('Arbejdstitel')).toBe('Arbejdstitel mangler');
    expect(errorOf('Email')).toBe('Email mangler');
    expect(errorOf('Ansættelsesdato')).toBe('Ansættelsesdato mangler');
    expect(document.activeElement).toBe(field('Fornavn'));
    expect(api.callsTo('POST', '/api/employees')).toEqual([]);
  });

  it("bounds the start date's picker like the server: at most a year ahead (issue 24)", async () => {
    await openForm();
    const latest = latestStartDate();
    // A date past the picker's maxDate is not taken: the field empties when it loses focus.
    type('Ansættelsesdato', formatDate(addDays(latest, 1)));
    fireEvent.blur(field('Ansættelsesdato'));
    expect(field('Ansættelsesdato').value).toBe('');
    type('Ansættelsesdato', formatDate(latest));
    fireEvent.blur(field('Ansættelsesdato'));
    expect(field('Ansættelsesdato').value).toBe(formatDate(latest));
  });

  it('refuses an e-mail that is not one', async () => {
    const { dialog } = await openForm();
    type('Email', 'anne');
    submit(dialog);
    await waitFor(() => expect(errorOf('Email')).toBe(EMPLOYEE_MESSAGES.emailInvalid));
  });

  it('sends the values trimmed, then opens the new employee', async () => {
    const { api, dialog, router } = await openForm({
      'POST /api/employees': () => Response.json({ employeeId: 'emp-9' }, { status: 201 }),
      'GET /api/employees/emp-9': () =>
        Response.json(detail({ id: 'emp-9', firstName: 'Åse', lastName: 'Ærø' })),
      'GET /api/employees/emp-9/history': () => Response.json({ entries: [] }),
    });
    fillIn();
    submit(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere/emp-9/profil'));
    expect(api.callsTo('POST', '/api/employees')[0]?.body).toEqual({
      firstName: 'Åse',
      lastName: 'Ærø',
      jobPosition: 'Konditor',
      email: 'aase@bager.dk',
      startDate: '2024-03-01',
    });
    expect(await screen.findByRole('heading', { name: 'Åse Ærø', level: 1 })).toBeTruthy();
  });

  it('says the e-mail is in use on a 409, keeping what was typed', async () => {
    const { dialog } = await openForm({
      'POST /api/employees': () => errorResponse(409, 'EMAIL_IN_USE', 'E-mailen er allerede i brug'),
    });
    fillIn();
    submit(dialog);
    await waitFor(() => expect(errorOf('Email')).toBe('E-mailen er allerede i brug'));
    expect(field('Fornavn').value).toBe('  Åse ');
    expect(field('Email').value.trim()).toBe('Aase@Bager.DK');
  });

  it('switches to the upgrade modal when the server says the limit is reached', async () => {
    const { dialog } = await openForm({
      'POST /api/employees': () =>
        errorResponse(403, 'EMPLOYEE_LIMIT_REACHED', EMPLOYEE_MESSAGES.limitReached),
    });
    fillIn();
    submit(dialog);
    expect(await screen.findByRole('dialog', { name: 'Opgrader dit abonnement' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Opret medarbejder' })).toBeNull();
  });

  it('shows the general creation error on any other failure, keeping what was typed', async () => {
    const { dialog } = await openForm({
      'POST /api/employees': () => errorResponse(500, 'INTERNAL', 'Intern fejl'),
    });
    fillIn();
    submit(dialog);
    expect(await within(dialog).findByText(EMPLOYEE_MESSAGES.createFailed)).toBeTruthy();
    expect(field('Arbejdstitel').value).toBe(' Konditor');
    expect(field('Ansættelsesdato').value).toBe('01.03.2024');
  });
});
