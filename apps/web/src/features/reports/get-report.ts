import type { Report, ReportKind, ReportQuery } from '@kollega/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** The report's query string: the period and, when one is chosen, the department. */
export function reportSearch(query: ReportQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.department !== undefined) params.set('department', query.department);
  return params.toString();
}

/** GET /api/reports/{report} */
export function useReport(kind: ReportKind, query: ReportQuery | null) {
  return useQuery({
    queryKey: ['reports', kind, query],
    queryFn: ({ signal }) =>
      apiFetch<Report>(`/api/reports/${kind}?${reportSearch(query as ReportQuery)}`, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/{report}/export.xlsx: a plain download link. */
export const reportExportUrl = (kind: ReportKind, query: ReportQuery) =>
  `/api/reports/${kind}/export.xlsx?${reportSearch(query)}`;
