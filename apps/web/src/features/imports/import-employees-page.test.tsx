import { IMPORT_MESSAGES, type ImportFileResponse, type ImportResult } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeXhr, stubXhr } from '../../test/fake-xhr';
import { stubApi } from '../../test/fetch-stub';
import { makeMe } from '../../test/me';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FILE: ImportFileResponse = {
  fileName: 'medarbejdere.csv',
  headers: ['Fornavn', 'Efternavn', 'E-mail', 'Ansættelsesdato', 'Stilling', 'Kaffe'],
  rows: [
    ['Åse', 'Ærø', 'aase@firma.dk', '01.03.2024', 'Smed', 'sort'],
    ['Bo', 'Holm', 'bo@firma.dk', '02.03.2024', 'Smed', 'latte'],
  ],
  mapping: ['firstName', 'lastName', 'email', 'startDate', 'jobPosition', null],
};

const PREVIEW: ImportResult = {
  rows: [
    { row: 2, action: 'create', name: 'Åse Ærø', email: 'aase@firma.dk', problems: [] },
    {
      row: 3,
      action: 'skip',
      name: 'Bo Holm',
      email: 'bo@firma.dk',
      problems: ['Række 3: E-mailen er allerede i brug'],
    },
  ],
  created: 1,
  updated: 0,
  skipped: 1,
  remaining: 10,
};

async function readFile(replies: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubXhr();
  const api = stubApi(replies);
  renderApp({ path: '/medarbejdere/import', me: makeMe() });
  await screen.findByRole('heading', { name: 'Importér medarbejdere', level: 1 });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'medarbejdere.csv', { type: 'text/csv' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Læs filen' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  const request = requests[0] as FakeXhr;
  expect(request.url).toBe('/api/imports/employees/file');
  return { api, request };
}

describe('ImportEmployeesPage', () => {
  it('offers the template, maps the columns, previews the problems in Danish and imports', async () => {
    const { api, request } = await readFile({
      'POST /api/imports/employees/preview': () => Response.json(PREVIEW),
      'POST /api/imports/employees/confirm': () => Response.json({ ...PREVIEW, rows: PREVIEW.rows }),
    });
    expect(screen.getByRole('link', { name: /Hent skabelon/ }).getAttribute('href')).toBe(
      '/api/imports/employees/template',
    );
    request.respond(200, FILE);
    expect(await screen.findByText(/medarbejdere\.csv: 2 rækker/)).toBeTruthy();
    expect((screen.getByLabelText('Kaffe', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Importér ikke',
    );
    expect((screen.getByLabelText('E-mail', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Arbejdsmail',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: /Opdatér eksisterende medarbejdere/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Gennemse' }));
    expect(await screen.findByText('Række 3: E-mailen er allerede i brug')).toBeTruthy();
    expect(api.callsTo('POST', '/api/imports/employees/preview')[0]?.body).toEqual({
      updateExisting: true,
      rows: [
        {
          row: 2,
          values: {
            firstName: 'Åse',
            lastName: 'Ærø',
            email: 'aase@firma.dk',
            startDate: '01.03.2024',
            jobPosition: 'Smed',
          },
        },
        {
          row: 3,
          values: {
            firstName: 'Bo',
            lastName: 'Holm',
            email: 'bo@firma.dk',
            startDate: '02.03.2024',
            jobPosition: 'Smed',
          },
        },
      ],
    });

    fireEvent.click(screen.getByRole('radio', { name: /alt eller intet/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Importér' }));
    expect(await screen.findByText('Importen er gennemført.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/imports/employees/confirm')[0]?.body).toMatchObject({
      mode: 'allOrNothing',
    });
    expect(screen.getByRole('button', { name: 'Hent rapport (CSV)' })).toBeTruthy();
    expect(screen.getByText('Oprettet')).toBeTruthy();
  });

  it('shows the server’s Danish message for a file it cannot read', async () => {
    const { request } = await readFile();
    request.respond(400, { error: { code: 'IMPORT_FILE_UNREADABLE', message: IMPORT_MESSAGES.unreadable } });
    expect((await screen.findByRole('alert')).textContent).toContain(IMPORT_MESSAGES.unreadable);
  });

  it('shows the upgrade prompt instead of importing past the plan’s limit', async () => {
    const { request } = await readFile({
      'POST /api/imports/employees/preview': () => Response.json({ ...PREVIEW, created: 11, remaining: 10 }),
    });
    request.respond(200, FILE);
    fireEvent.click(await screen.findByRole('button', { name: 'Gennemse' }));
    expect(await screen.findByText(IMPORT_MESSAGES.limitReached)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se abonnementer' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Importér' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
