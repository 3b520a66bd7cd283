import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderPage } from '../../../../test/render-page';
import { ExportButton, PayrollButton } from './export-button';

afterEach(() => {
  vi.unstubAllGlobals();
});

const runningJob = {
  id: 'job-9',
  kind: 'overview-xlsx',
  status: 'running',
  progress: 10,
  fileName: null,
  message: null,
  createdAt: '2025-06-30T10:00:00.000Z',
};

describe("Overblik's 'Eksportér' over more than 3 months (issue 25)", () => {
  it('starts a background export with the filters and shows its progress instead of waiting for the file', async () => {
    const api = stubApi({
      'POST /api/exports/overview': () =>
        Response.json({ ...runningJob, status: 'queued', progress: 0 }, { status: 202 }),
      'GET /api/exports/job-9': () => Response.json(runningJob),
    });
    const query = { from: '2025-01-01', to: '2025-06-30', employeeIds: ['e1', 'e2'], inactive: true };
    await renderPage(() => <ExportButton query={query} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eksportér' }));
    expect(await screen.findByText('Eksporten er i gang …')).toBeTruthy();
    expect(api.callsTo('POST', '/api/exports/overview')[0]?.body).toEqual({
      from: '2025-01-01',
      to: '2025-06-30',
      employeeIds: 'e1,e2',
      inactive: 'true',
    });
    expect(api.callsTo('GET', '/api/timereg/overview/export.xlsx')).toEqual([]);
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Eksportér' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});

describe("'Lønudtræk' with a choice of layout (issue 28)", () => {
  it("names the layouts and, for 'Danløn-fil', what is missing before the download", async () => {
    const api = stubApi({
      'GET /api/timereg/payroll/check': () =>
        Response.json({ cvr: false, employees: ['Bo Jensen'], categories: ['Sygdom'] }),
    });
    const query = { from: '2025-03-01', to: '2025-03-31', employeeIds: [], inactive: false };
    await renderPage(() => <PayrollButton query={query} />);
    const layout = screen.getByRole('combobox', { name: 'Layout' }) as HTMLSelectElement;
    expect(layout.value).toBe('standard');
    expect([...layout.options].map((option) => option.text)).toEqual(['Standard (CSV)', 'Danløn-fil']);
    expect(api.callsTo('GET', '/api/timereg/payroll/check')).toEqual([]);
    fireEvent.change(layout, { target: { value: 'danloen' } });
    expect(await screen.findByText('Danløn-filen mangler:')).toBeTruthy();
    expect(screen.getByText('Uden Medarbejdernr.: Bo Jensen')).toBeTruthy();
    expect(screen.getByText('Uden lønart: Sygdom')).toBeTruthy();
    const url = String(api.fetchMock.mock.calls.at(-1)?.[0]);
    expect(url).toContain('layout=danloen');
  });
});
