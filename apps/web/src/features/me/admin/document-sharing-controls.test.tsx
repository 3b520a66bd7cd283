import type { DocumentSharingList } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { DocumentSharingControls } from './document-sharing-controls';

const SHARING = '/api/employees/emp-2/documents/sharing';

afterEach(() => vi.unstubAllGlobals());

describe('DocumentSharingControls', () => {
  it("shares a document, asks for a receipt and shows 'Afventer'", async () => {
    let list: DocumentSharingList = {
      documents: [{ documentId: 'doc-1', shared: false, acknowledgement: { status: 'none' } }],
    };
    const api = stubApi({
      [`GET ${SHARING}`]: () => Response.json(list),
      'PUT /api/employees/emp-2/documents/doc-1/sharing': (call) => {
        const body = call.body as { shared: boolean; requestAcknowledgement: boolean };
        const state = {
          documentId: 'doc-1',
          shared: body.shared,
          acknowledgement: body.requestAcknowledgement
            ? { status: 'pending' as const, requestedAt: '2026-11-26T10:00:00Z' }
            : { status: 'none' as const },
        };
        list = { documents: [state] };
        return Response.json(state);
      },
    });
    await renderPage(() => (
      <DocumentSharingControls employeeId="emp-2" documentId="doc-1" what="Håndbog.pdf" />
    ));
    const share = await screen.findByRole('switch', { name: 'Del Håndbog.pdf med medarbejder' });
    const ask = screen.getByRole('switch', { name: 'Bed om kvittering for Håndbog.pdf' });
    expect((ask as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(share);
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Bed om kvittering for Håndbog.pdf' }) as HTMLInputElement)
          .disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Bed om kvittering for Håndbog.pdf' }));
    expect(await screen.findByText('Afventer')).toBeTruthy();
    expect(
      api.callsTo('PUT', '/api/employees/emp-2/documents/doc-1/sharing').map((call) => call.body),
    ).toEqual([
      { shared: true, requestAcknowledgement: false },
      { shared: true, requestAcknowledgement: true },
    ]);
  });

  it("shows a given acknowledgement as 'Kvitteret 27.11.2026 09:14'", async () => {
    stubApi({
      [`GET ${SHARING}`]: () =>
        Response.json({
          documents: [
            {
              documentId: 'doc-1',
              shared: true,
              acknowledgement: {
                status: 'acknowledged',
                requestedAt: '2026-11-26T10:00:00Z',
                acknowledgedAt: '2026-11-27T08:14:00Z',
              },
            },
          ],
        }),
    });
    await renderPage(() => (
      <DocumentSharingControls employeeId="emp-2" documentId="doc-1" what="Håndbog.pdf" />
    ));
    expect(await screen.findByText('Kvitteret 27.11.2026 09:14')).toBeTruthy();
  });
});
