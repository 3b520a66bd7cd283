import type { PayrollLayout } from '@kollega/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { type OverviewQuery, overviewSearch } from './get-overview';
import { timeregQueryKeys } from './query-keys';

const FILENAME = /filename="?([^";]+)"?/i;

/** Shown when the export fails; the spec names no text for it. */
export const EXPORT_FAILED_MESSAGE = 'Eksporten mislykkedes. Prøv igen.';

type ErrorEnvelope = { error?: { code?: string; message?: string } };

/** The file name the server suggests, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return FILENAME.exec(disposition)?.[1] ?? fallback;
}

/** Hands a downloaded file to the browser's save mechanism through a temporary object URL. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET /api/timereg/overview/export.xlsx ('Eksportér'): fetched with the session cookie rather than opened as a
 * link, so the page can show progress and say so when it fails.
 */
export function exportOverview(query: OverviewQuery): Promise<void> {
  return downloadFile(
    `/api/timereg/overview/export.xlsx?${overviewSearch(query)}`,
    `tidsregistrering-${query.from}-${query.to}.xlsx`,
  );
}

/**
 * GET /api/timereg/payroll.csv ('Lønudtræk', decision 029): one row per employee and pay category for the
 * filters on screen, in the chosen layout (standard or the Danløn file, issue 28).
 */
export function exportPayroll({
  query,
  layout,
}: {
  query: OverviewQuery;
  layout: PayrollLayout;
}): Promise<void> {
  const prefix = layout === 'danloen' ? 'danloen' : 'loenudtraek';
  return downloadFile(
    `/api/timereg/payroll.csv?${overviewSearch(query)}&layout=${layout}`,
    `${prefix}-${query.from}-${query.to}.csv`,
  );
}

/** What the Danløn file misses for these filters (issue 28): the CVR number, employees' numbers, lønarter. */
export type PayrollCheck = { cvr: boolean; employees: string[]; categories: string[] };

/** GET /api/timereg/payroll/check, asked only while the Danløn layout is chosen. */
export function usePayrollCheck(query: OverviewQuery | null, enabled: boolean) {
  return useQuery({
    queryKey: [...timeregQueryKeys.all, 'payroll-check', query],
    queryFn: ({ signal }) =>
      apiFetch<PayrollCheck>(`/api/timereg/payroll/check?${overviewSearch(query!)}&layout=danloen`, {
        signal,
      }),
    enabled: enabled && query !== null,
  });
}

/**
 * Downloads a file from the API with the session cookie and hands it to the browser; a failure is thrown as
 * ApiError with the server's code and Danish message.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', EXPORT_FAILED_MESSAGE, { cause });
  }
  if (!response.ok) {
    // A body that is not JSON (a proxy's error page) gives the general export message below.
    const payload = (await response.json().catch(() => null)) as ErrorEnvelope | null;
    throw new ApiError(
      response.status,
      payload?.error?.code ?? 'EXPORT_FAILED',
      payload?.error?.message ?? EXPORT_FAILED_MESSAGE,
    );
  }
  saveFile(await response.blob(), fileNameOf(response, fallbackName));
}

export function useExportOverview() {
  return useMutation({ mutationFn: exportOverview });
}

export function useExportPayroll() {
  return useMutation({ mutationFn: exportPayroll });
}
