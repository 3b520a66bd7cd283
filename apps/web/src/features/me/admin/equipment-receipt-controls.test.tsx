import type { EquipmentReceipt, EquipmentReceiptList } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { EquipmentReceiptControls } from './equipment-receipt-controls';

const RECEIPTS = '/api/equipment/eq-1/receipts';
const HOLDER = { id: 'emp-2', name: 'Mia Medarbejder' };

afterEach(() => vi.unstubAllGlobals());

function receipt(fields: Partial<EquipmentReceipt> = {}): EquipmentReceipt {
  return {
    id: 'rc-1',
    employeeId: 'emp-2',
    employeeName: 'Mia Medarbejder',
    itemDescription: 'Computer – MacBook Air',
    serialNumber: 'C02XK1',
    acknowledgement: { status: 'pending', requestedAt: '2026-11-26T10:00:00Z' },
    returnedAt: null,
    pdfUrl: `${RECEIPTS}/rc-1/pdf`,
    ...fields,
  };
}

describe('EquipmentReceiptControls', () => {
  it("asks the holder for a receipt and shows 'Afventer'", async () => {
    let list: EquipmentReceiptList = { receipts: [] };
    const api = stubApi({
      [`GET ${RECEIPTS}`]: () => Response.json(list),
      [`POST ${RECEIPTS}`]: () => {
        list = { receipts: [receipt()] };
        return Response.json(receipt(), { status: 201 });
      },
    });
    await renderPage(() => <EquipmentReceiptControls equipmentId="eq-1" holder={HOLDER} />);
    expect(await screen.findByText('Der er ikke bedt om en kvittering for dette udstyr.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bed Mia Medarbejder om kvittering' }));
    expect(await screen.findByText('Afventer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bed Mia Medarbejder om kvittering' })).toBeNull();
    expect(api.callsTo('POST', RECEIPTS)).toHaveLength(1);
  });

  it("shows 'Kvitteret 27.11.2026 09:14' and records 'Afleveret' after a confirmation", async () => {
    let list: EquipmentReceiptList = {
      receipts: [
        receipt({
          acknowledgement: {
            status: 'acknowledged',
            requestedAt: '2026-11-26T10:00:00Z',
            acknowledgedAt: '2026-11-27T08:14:00Z',
          },
        }),
      ],
    };
    const onReturned = vi.fn();
    const api = stubApi({
      [`GET ${RECEIPTS}`]: () => Response.json(list),
      [`POST ${RECEIPTS}/rc-1/returned`]: () => {
        const returned = { ...list.receipts[0]!, returnedAt: '2026-11-28T09:00:00Z' };
        list = { receipts: [returned] };
        return Response.json(returned);
      },
    });
    await renderPage(() => (
      <EquipmentReceiptControls equipmentId="eq-1" holder={HOLDER} onReturned={onReturned} />
    ));
    expect(await screen.findByText('Kvitteret 27.11.2026 09:14')).toBeTruthy();
    expect(screen.getByRole('link', { name: /PDF/ }).getAttribute('href')).toBe(`${RECEIPTS}/rc-1/pdf`);
    fireEvent.click(screen.getByRole('button', { name: 'Afleveret' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrér som afleveret' }));
    expect(await screen.findByText('Afleveret 28.11.2026')).toBeTruthy();
    await waitFor(() => expect(onReturned).toHaveBeenCalledWith('emp-2'));
    expect(api.callsTo('POST', `${RECEIPTS}/rc-1/returned`)).toHaveLength(1);
  });
});
