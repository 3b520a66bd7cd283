import type { ExportJob } from '@kollega/domain';
import { apiFetch } from '../../../lib/api';

/** POST /api/exports/person-data: 'Eksportér persondata' for one employee, made in the background (issue 33). */
export function startPersonDataExport(employeeId: string): Promise<ExportJob> {
  return apiFetch<ExportJob>('/api/exports/person-data', { method: 'POST', json: { employeeId } });
}
