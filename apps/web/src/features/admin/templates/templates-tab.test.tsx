import type { AdminTemplate } from '@kollega/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { AdminPage } from '../admin-page';

const BUILTIN: AdminTemplate = {
  id: 't1',
  title: 'Kvittering for opsigelse',
  description: 'Arbejdsgiverens skriftlige bekræftelse.',
  sortOrder: 1,
  fileName: 'Kvittering for opsigelse.pdf',
  builtin: true,
  hasFile: true,
  url: '/api/templates/t1/file',
};

afterEach(() => vi.unstubAllGlobals());

describe('the Skabeloner tab of /admin', () => {
  it("marks a built-in template 'Kollega', whole beside a long file name", async () => {
    stubApi({
      'GET /api/admin/templates': Response.json({ templates: [BUILTIN] }),
      'GET /api/admin/companies': Response.json({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderPage(AdminPage, { path: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Skabeloner' }));
    const table = await screen.findByRole('table');
    const file = within(table).getByRole('link', { name: 'Kvittering for opsigelse.pdf' });
    expect(file.getAttribute('href')).toBe('/api/templates/t1/file');
    const badge = within(table).getByText('Kollega').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.flexShrink).toBe('0');
  });
});
