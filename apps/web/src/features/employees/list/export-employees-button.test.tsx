import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ExportEmployeesButton } from './export-employees-button';

const link = () => screen.getByRole('link', { name: 'Eksportér (XLSX)' });

describe("'Eksportér (XLSX)' on /medarbejdere (issue 28)", () => {
  it('downloads without CPR numbers, and with them once the owner ticks Med CPR-numre', async () => {
    await renderPage(() => <ExportEmployeesButton isOwner />);
    expect(link().getAttribute('href')).toBe('/api/employees/export.xlsx');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Med CPR-numre' }));
    expect(link().getAttribute('href')).toBe('/api/employees/export.xlsx?cpr=true');
  });

  it('offers an admin who is not the owner no CPR choice', async () => {
    await renderPage(() => <ExportEmployeesButton isOwner={false} />);
    expect(link().getAttribute('href')).toBe('/api/employees/export.xlsx');
    expect(screen.queryByRole('checkbox', { name: 'Med CPR-numre' })).toBeNull();
  });
});
