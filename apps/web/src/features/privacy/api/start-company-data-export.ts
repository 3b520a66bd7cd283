import type { ExportJob } from '@kollega/domain';
import { apiFetch } from '../../../lib/api';

/** POST /api/exports/company-data: 'Eksportér alle data', made in the background (decision 051). */
export function startCompanyDataExport(): Promise<ExportJob> {
  return apiFetch<ExportJob>('/api/exports/company-data', { method: 'POST' });
}
