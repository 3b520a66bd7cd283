import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ExportEquipmentButton } from './export-equipment-button';

describe("'Eksportér (XLSX)' on /udstyr (issue 28)", () => {
  it('downloads the equipment workbook', async () => {
    await renderPage(() => <ExportEquipmentButton />);
    const link = screen.getByRole('link', { name: 'Eksportér (XLSX)' });
    expect(link.getAttribute('href')).toBe('/api/equipment/export.xlsx');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
