import type { EmployeeListResponse } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listItem, listResponse, owner } from '../../../test/employee-fixtures';
import { stubApi } from '../../../test/fetch-stub';
import { makeMe } from '../../../test/me';
import { renderApp } from '../../../test/render-app';

const team = [
  owner,
  listItem({
    id: 'e-zak',
    firstName: 'Zacharias',
    lastName: 'Holm',
    email: 'zh@bager.dk',
    jobPosition: 'Chauffør',
  }),
  listItem({
    id: 'e-aase',
    firstName: 'Åse',
    lastName: 'Ærø',
    email: 'aase@bager.dk',
    jobPosition: 'Konditor',
    employmentType: 'partTime',
    startDate: '2023-05-01',
  }),
  listItem({
    id: 'e-ida',
    firstName: 'Ida',
    lastName: 'Inaktiv',
    email: 'ida@bager.dk',
    employmentStatus: 'inactive',
    endDate: '2024-01-31',
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderList(response: EmployeeListResponse) {
  const api = stubApi({ 'GET /api/employees': () => Response.json(response) });
  const app = renderApp({ path: '/medarbejdere', me: makeMe() });
  await screen.findByRole('heading', { name: 'Medarbejdere', level: 1 });
  return { ...app, api };
}

/** The names in the table's rows, top to bottom. */
function names(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

function sortButton(label: string) {
  return within(screen.getByRole('table')).getByRole('button', { name: label });
}

describe('EmployeesPage', () => {
  it('lists the active employees with Danish labels and dates, each name a link to the profile', async () => {
    await renderList(listResponse(team));
    expect(names()).toEqual(['Anne Admin', 'Zacharias Holm', 'Åse Ærø']);
    const aase = screen.getByRole('link', { name: 'Åse Ærø' });
    expect(aase.getAttribute('href')).toBe('/medarbejdere/e-aase/profil');
    const row = aase.closest('tr') as HTMLElement;
    expect(within(row).getByText('Deltid')).toBeTruthy();
    expect(within(row).getByText('01.05.2023')).toBeTruthy();
    expect(within(row).getByText('Aktiv')).toBeTruthy();
    expect(within(row).getByText('Konditor')).toBeTruthy();
    expect(screen.getByText('3 medarbejdere')).toBeTruthy();
  });

  it('shows inactive employees only with "Vis inaktive"', async () => {
    await renderList(listResponse(team));
    expect(screen.queryByRole('link', { name: 'Ida Inaktiv' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vis inaktive' }));
    expect(await screen.findByRole('link', { name: 'Ida Inaktiv' })).toBeTruthy();
    expect(screen.getByText('Inaktiv')).toBeTruthy();
  });

  it('searches case-insensitively with Danish letters, and says when nothing matches', async () => {
    await renderList(listResponse(team));
    const search = screen.getByRole('searchbox', { name: 'Søg' });
    fireEvent.change(search, { target: { value: 'ÆRØ' } });
    await waitFor(() => expect(names()).toEqual(['Åse Ærø']));
    fireEvent.change(search, { target: { value: 'chauffør' } });
    await waitFor(() => expect(names()).toEqual(['Zacharias Holm']));
    fireEvent.change(search, { target: { value: 'ingen her' } });
    expect(await screen.findByText('Ingen medarbejder fundet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('filters by employment type', async () => {
    await renderList(listResponse(team));
    fireEvent.click(screen.getByLabelText('Ansættelsestype', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deltid' }));
    await waitFor(() => expect(names()).toEqual(['Åse Ærø']));
  });

  it('offers every status but inactive in the Status filter', async () => {
    await renderList(listResponse(team));
    fireEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Aktiv', 'Sygemeldt', 'Orlov', 'Andet']);
  });

  it('sorts by a column header button, announcing the order with aria-sort', async () => {
    await renderList(listResponse(team));
    const nameHeader = sortButton('Navn').closest('th') as HTMLElement;
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton('Navn'));
    expect(names()).toEqual(['Åse Ærø', 'Zacharias Holm', 'Anne Admin']);
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(sortButton('Ansættelsesdato'));
    expect(names()).toEqual(['Anne Admin', 'Zacharias Holm', 'Åse Ærø']);
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
    expect((sortButton('Ansættelsesdato').closest('th') as HTMLElement).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('opens the upgrade modal instead of the form at the plan limit', async () => {
    await renderList(listResponse(team, { plan: 'freemium', limit: 10, canCreate: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Opret medarbejder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opgrader dit abonnement' });
    expect(
      within(dialog).getByText(
        'Du har nået grænsen på 10 medarbejdere på dit abonnement. Opgrader for at oprette flere.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Se abonnementer' }).getAttribute('href')).toBe(
      '/subscription?planer=1',
    );
    expect(screen.queryByRole('dialog', { name: 'Opret medarbejder' })).toBeNull();
  });

  it('opens the create form below the limit', async () => {
    await renderList(listResponse(team));
    fireEvent.click(screen.getByRole('button', { name: 'Opret medarbejder' }));
    expect(await screen.findByRole('dialog', { name: 'Opret medarbejder' })).toBeTruthy();
  });

  it('says that some employees are hidden when the company is over its limit', async () => {
    await renderList(
      listResponse(team, { plan: 'freemium', limit: 10, countExcludingOwner: 12, overLimit: true }),
    );
    const alert = screen.getByText(/De seneste oprettede er skjult/);
    expect(alert.textContent).toContain('omfatter 10 medarbejdere');
    expect(screen.getAllByRole('link', { name: 'Se abonnementer' })[0]?.getAttribute('href')).toBe(
      '/subscription?planer=1',
    );
  });

  it('shows the empty state when there is no one but the owner', async () => {
    await renderList(listResponse([owner]));
    expect(screen.getByText('Du har ikke oprettet nogen medarbejdere endnu.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Opret medarbejder' })).toHaveLength(2);
  });

  it('shows a loader first and an error state when the list fails', async () => {
    stubApi({
      'GET /api/employees': () => Response.json({ error: { code: 'X', message: 'Nej' } }, { status: 500 }),
    });
    renderApp({ path: '/medarbejdere', me: makeMe() });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Prøv igen' }, { timeout: 5000 })).toBeTruthy();
  });

  // A smoke test of the plain rows and the memoised filtering (happy-dom is far slower than a browser).
  it('stays usable with 1.000 employees', async () => {
    const many = Array.from({ length: 1000 }, (_, index) =>
      listItem({
        id: `e-${index}`,
        firstName: `Person${String(index).padStart(4, '0')}`,
        lastName: 'Hansen',
      }),
    );
    await renderList(listResponse([owner, ...many]));
    expect(screen.getByText('1001 medarbejdere')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Søg' }), { target: { value: 'person0999' } });
    await waitFor(() => expect(names()).toEqual(['Person0999 Hansen']));
  }, 60_000);
});

describe('Importér medarbejdere', () => {
  it('opens from the employee list’s button', async () => {
    stubApi({ 'GET /api/employees': () => Response.json(listResponse([owner])) });
    const { router } = renderApp({ path: '/medarbejdere', me: makeMe() });
    fireEvent.click(await screen.findByRole('link', { name: 'Importér medarbejdere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/medarbejdere/import'));
    expect(await screen.findByRole('heading', { name: 'Importér medarbejdere', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Læs filen' })).toHaveProperty('disabled', true);
  });
});

describe("/medarbejdere's 'Eksportér (XLSX)' (issue 28)", () => {
  it("offers the owner 'Med CPR-numre' beside the export", async () => {
    await renderList(listResponse(team));
    expect(screen.getByRole('link', { name: 'Eksportér (XLSX)' }).getAttribute('href')).toBe(
      '/api/employees/export.xlsx',
    );
    expect(screen.getByRole('checkbox', { name: 'Med CPR-numre' })).toBeTruthy();
  });

  it('offers an admin who is not the owner only the plain export', async () => {
    stubApi({ 'GET /api/employees': () => Response.json(listResponse(team)) });
    renderApp({ path: '/medarbejdere', me: makeMe({ company: { isOwner: false } }) });
    await screen.findByRole('heading', { name: 'Medarbejdere', level: 1 });
    expect(screen.getByRole('link', { name: 'Eksportér (XLSX)' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Med CPR-numre' })).toBeNull();
  });
});
