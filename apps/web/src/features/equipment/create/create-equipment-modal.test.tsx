import type { EquipmentTypeDetail } from '@kollega/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { CreateEquipmentModal } from './create-equipment-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

// jsdom has no document.fonts, which Mantine's autosizing Textarea (Noter) listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const COMPUTER = { id: 't1', name: 'Computer', icon: '💻', itemCount: 0, variantCount: 0 };

describe('CreateEquipmentModal', () => {
  it("says 'Henter varianter...' while the category is read, and 'Ingen varianter fundet' only once it has none", async () => {
    let answer: (detail: EquipmentTypeDetail) => void = () => {};
    stubApi({
      'GET /api/employees': () =>
        Response.json({
          employees: [],
          limits: { plan: 'premium', limit: 100, countExcludingOwner: 0, canCreate: true, overLimit: false },
        }),
      'GET /api/equipment/types': () => Response.json({ items: [COMPUTER], canEdit: true }),
      'GET /api/equipment/types/t1': () =>
        new Promise<Response>((resolve) => {
          answer = (detail) => resolve(Response.json(detail));
        }),
    });
    await renderPage(() => <CreateEquipmentModal opened onClose={() => {}} onCreated={() => {}} />);

    const dialog = await screen.findByRole('dialog', { name: 'Nyt udstyr: vælg kategori' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Computer' }));
    const details = await screen.findByRole('dialog', { name: 'Nyt udstyr: variant og detaljer' });
    expect(within(details).getByPlaceholderText('Henter varianter...')).toBeTruthy();
    expect(within(details).queryByText('Ingen varianter fundet. Har du tilføjet nogen?')).toBeNull();

    answer({ ...COMPUTER, variants: [] });
    expect(await within(details).findByText('Ingen varianter fundet. Har du tilføjet nogen?')).toBeTruthy();
    expect(within(details).queryByPlaceholderText('Henter varianter...')).toBeNull();
  });
});
