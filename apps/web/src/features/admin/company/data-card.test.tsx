import type { AdminCompanyDetail } from '@kollega/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { DataCard } from './data-card';

const COMPANY = {
  id: 'c1',
  name: 'Firma ApS',
  createdAt: '2026-01-01T10:00:00.000Z',
  createdBy: null,
  employeeCount: 5,
  timeregCount: 3,
  adminCount: 1,
  hasEquipment: false,
  hrContactId: null,
  recruitmentPlatformActivated: false,
} as unknown as AdminCompanyDetail;

afterEach(() => vi.unstubAllGlobals());

describe("the company page's data card", () => {
  it("says 'Ændringerne er gemt.' after a save, as every other save does (issue 24)", async () => {
    stubApi({
      'GET /api/admin/hr-contacts': Response.json({ contacts: [] }),
      'PUT /api/admin/companies/c1/data': Response.json(COMPANY),
    });
    await renderPage(() => <DataCard company={COMPANY} />);
    const card = screen.getByRole('region', { name: 'Data' });
    fireEvent.click(within(card).getByRole('button', { name: 'Gem data' }));
    expect(await within(card).findByText('Ændringerne er gemt.')).toBeTruthy();
  });
});
