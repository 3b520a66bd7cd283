import type { ExportJob } from '@kollega/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { startMyPdfExport } from '../api/export-jobs';
import { ExportProgress } from './export-progress';
import { useExportJob } from './use-export-job';

const job = (fields: Partial<ExportJob>): ExportJob => ({
  id: 'job-1',
  kind: 'my-pdf',
  status: 'queued',
  progress: 0,
  fileName: null,
  message: null,
  createdAt: '2025-03-05T10:00:00.000Z',
  ...fields,
});

function Exporter() {
  const pdf = useExportJob(startMyPdfExport);
  return (
    <>
      <button type="button" onClick={() => pdf.start({ from: '2025-01-01', to: '2025-12-31' })}>
        Start
      </button>
      <ExportProgress
        job={pdf.job}
        error={pdf.error}
        onDownload={(started) => pdf.download.mutate(started)}
        downloading={pdf.download.isPending}
        downloadError={pdf.download.error}
      />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportProgress with a background export (issue 25)', () => {
  it("shows 'Eksporten er i gang …' with the progress, then 'Klar til download' and downloads the file", async () => {
    const polls = [
      job({ status: 'running', progress: 40 }),
      job({ status: 'done', progress: 100, fileName: 'mine.pdf' }),
    ];
    const api = stubApi({
      'POST /api/exports/my-registrations': () => Response.json(job({}), { status: 202 }),
      'GET /api/exports/job-1': () => Response.json(polls.length > 1 ? polls.shift() : polls[0]),
      'GET /api/exports/job-1/file': () =>
        new Response('%PDF-1.3', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="mine.pdf"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPage(Exporter);

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Eksporten er i gang …')).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Eksporten er i gang …' });
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });

    expect(await screen.findByText('Klar til download', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Eksporten er i gang …')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalled();
    expect(api.calls.map((call) => call.path)).toContain('/api/exports/job-1/file');
  });

  it("says why a job failed, and the server's Danish message when it cannot start", async () => {
    stubApi({
      'POST /api/exports/my-registrations': () => Response.json(job({}), { status: 202 }),
      'GET /api/exports/job-1': () =>
        Response.json(job({ status: 'failed', message: 'Eksporten mislykkedes. Prøv igen.' })),
    });
    await renderPage(Exporter);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Eksporten mislykkedes. Prøv igen.')).toBeTruthy();

    stubApi({
      'POST /api/exports/my-registrations': () =>
        errorResponse(
          429,
          'TOO_MANY_EXPORTS',
          'Du har allerede to eksporter i gang. Vent, til en af dem er færdig.',
        ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText('Du har allerede to eksporter i gang. Vent, til en af dem er færdig.'),
    ).toBeTruthy();
  });
});
