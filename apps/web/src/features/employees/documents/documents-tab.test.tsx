import {
  EMPLOYEE_DOCUMENT_MAX_BYTES,
  EMPLOYEE_DOCUMENT_MESSAGES,
  type EmployeeDocument,
  type EmployeeDocumentsResponse,
} from '@kollega/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeXhr, stubXhr } from '../../../test/fake-xhr';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { EmployeeDocumentsTab } from '../detail/documents-tab';

const DOCUMENTS_PATH = '/api/employees/emp-2/documents';

function document(overrides: Partial<EmployeeDocument> = {}): EmployeeDocument {
  return {
    id: 'doc-1',
    kind: 'other',
    name: 'Lønaftale',
    extension: 'pdf',
    sizeBytes: 1_300_000,
    uploadedAt: '2024-06-30T22:30:00Z',
    downloadUrl: `${DOCUMENTS_PATH}/doc-1/file`,
    ...overrides,
  };
}

function response(overrides: Partial<EmployeeDocumentsResponse> = {}): EmployeeDocumentsResponse {
  return { employmentContract: null, exemptFromEmploymentContract: false, documents: [], ...overrides };
}

async function renderTab(data: EmployeeDocumentsResponse, extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [`GET ${DOCUMENTS_PATH}`]: () => Response.json(data), ...extra });
  await renderPage(() => <EmployeeDocumentsTab employeeId="emp-2" />);
  await screen.findByRole('heading', { name: 'Andre dokumenter' });
  return api;
}

function fileOf(name: string, size = 1000): File {
  const file = new File(['x'], name);
  // A real 20 MB buffer is not needed to test the limit: only `size` is read before sending.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The one request the upload made, once it is made (TanStack Query starts a mutation asynchronously). */
async function onlyRequest(requests: FakeXhr[]): Promise<FakeXhr> {
  await waitFor(() => expect(requests).toHaveLength(1));
  return requests[0]!;
}

function sentFileName(request: FakeXhr): string | undefined {
  return ((request.body as FormData).get('file') as File | null)?.name;
}

function choose(kind: 'employmentContract' | 'other', file: File) {
  fireEvent.change(screen.getByTestId(`document-input-${kind}`), { target: { files: [file] } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmployeeDocumentsTab', () => {
  it("says 'Ingen dokumenter oprettet' and 'Mangler' when nothing is uploaded", async () => {
    await renderTab(response());
    expect(screen.getByText('Ingen dokumenter oprettet')).toBeTruthy();
    expect(screen.getByText('Mangler')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload kontrakt' })).toBeTruthy();
  });

  it('hides the employment contract entirely for an exempt employee', async () => {
    await renderTab(response({ exemptFromEmploymentContract: true }));
    expect(screen.queryByRole('heading', { name: 'Ansættelseskontrakt' })).toBeNull();
    expect(screen.queryByText('Mangler')).toBeNull();
  });

  it("shows the contract's date in Danish time with a download link, and lists the other documents", async () => {
    const contract = document({ id: 'c-1', kind: 'employmentContract', downloadUrl: '/c-1' });
    await renderTab(response({ employmentContract: contract, documents: [document()] }));
    // 22:30 UTC on 30 June is 1 July in Copenhagen.
    expect(screen.getByText('Oprettet d. 01.07.2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hent ansættelseskontrakt' }).getAttribute('href')).toBe('/c-1');
    expect(screen.getByText('Lønaftale.pdf')).toBeTruthy();
    expect(screen.getByText('1,2 MB · Uploadet 01.07.2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hent Lønaftale.pdf' }).getAttribute('href')).toBe(
      `${DOCUMENTS_PATH}/doc-1/file`,
    );
  });

  it('refuses a file over 20 MB before sending anything', async () => {
    const requests = stubXhr();
    await renderTab(response());
    choose('other', fileOf('Scanning.pdf', EMPLOYEE_DOCUMENT_MAX_BYTES + 1));
    expect(await screen.findByText(EMPLOYEE_DOCUMENT_MESSAGES.tooLarge)).toBeTruthy();

    // Exactly at the limit is fine, and is the only file that went out.
    choose('other', fileOf('Lille.pdf', EMPLOYEE_DOCUMENT_MAX_BYTES));
    expect(sentFileName(await onlyRequest(requests))).toBe('Lille.pdf');
    expect(screen.queryByText(EMPLOYEE_DOCUMENT_MESSAGES.tooLarge)).toBeNull();
  });

  it('refuses a file type it does not take, chosen or dropped, before sending anything', async () => {
    const requests = stubXhr();
    await renderTab(response());
    choose('employmentContract', fileOf('kontrakt.exe'));
    expect(await screen.findByText(EMPLOYEE_DOCUMENT_MESSAGES.wrongType)).toBeTruthy();

    const zone = screen.getByText('Ingen dokumenter oprettet').parentElement!;
    const dropTarget = within(zone).getByRole('button', { name: 'Upload dokument' });
    fireEvent.drop(dropTarget, { dataTransfer: { files: [fileOf('billede.gif')], types: ['Files'] } });
    expect(screen.getAllByText(EMPLOYEE_DOCUMENT_MESSAGES.wrongType)).toHaveLength(2);

    choose('employmentContract', fileOf('Kontrakt.DOCX'));
    expect(sentFileName(await onlyRequest(requests))).toBe('Kontrakt.DOCX');
  });

  it('uploads a dropped file with its kind, shows the progress and then the new list', async () => {
    const requests = stubXhr();
    let listed: EmployeeDocumentsResponse = response();
    const api = await renderTab(listed, { [`GET ${DOCUMENTS_PATH}`]: () => Response.json(listed) });
    const button = screen.getByRole('button', { name: 'Upload dokument' });
    fireEvent.drop(button, { dataTransfer: { files: [fileOf('Lønaftale.PDF')], types: ['Files'] } });

    const request = await onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${DOCUMENTS_PATH}?kind=other`);
    expect(sentFileName(request)).toBe('Lønaftale.PDF');

    act(() => request.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload' }).getAttribute('aria-valuenow')).toBe('50');

    listed = response({ documents: [document()] });
    act(() => request.respond(201, document()));
    expect(await screen.findByText('Lønaftale.pdf')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.callsTo('GET', DOCUMENTS_PATH)).toHaveLength(2);
  });

  it("shows the server's message for a refused type, and hr-core's text for any other failure", async () => {
    const requests = stubXhr();
    await renderTab(response());
    choose('employmentContract', fileOf('kontrakt.pdf'));
    expect((await onlyRequest(requests)).url).toBe(`${DOCUMENTS_PATH}?kind=employmentContract`);
    act(() =>
      requests[0]?.respond(415, { error: { code: 'DOCUMENT_WRONG_TYPE', message: 'Filen er ikke en PDF.' } }),
    );
    expect(await screen.findByText('Filen er ikke en PDF.')).toBeTruthy();

    choose('employmentContract', fileOf('kontrakt.pdf'));
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => requests[1]?.respond(500, { error: { code: 'INTERNAL', message: 'Intern fejl' } }));
    expect(await screen.findByText('Der skete en fejl med upload. Prøv igen.')).toBeTruthy();
  });

  it("shows the server's message when the employee already has the most documents", async () => {
    const requests = stubXhr();
    await renderTab(response());
    choose('other', fileOf('bilag.pdf'));
    const request = await onlyRequest(requests);
    act(() =>
      request.respond(409, {
        error: { code: 'TOO_MANY_FILES', message: EMPLOYEE_DOCUMENT_MESSAGES.tooManyFiles },
      }),
    );
    expect(await screen.findByText(EMPLOYEE_DOCUMENT_MESSAGES.tooManyFiles)).toBeTruthy();
  });

  it('deletes a document only after it is confirmed', async () => {
    const api = await renderTab(response({ documents: [document()] }), {
      [`DELETE ${DOCUMENTS_PATH}/doc-1`]: () => new Response(null, { status: 204 }),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Slet Lønaftale.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Er du sikker på, at du vil slette dokumentet?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `${DOCUMENTS_PATH}/doc-1`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Slet Lønaftale.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Slet' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${DOCUMENTS_PATH}/doc-1`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is fetched again, without the deleted document.
    expect(api.callsTo('GET', DOCUMENTS_PATH)).toHaveLength(2);
  });
});
