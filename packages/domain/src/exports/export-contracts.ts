import { z } from 'zod';

/**
 * Heavy exports run as background jobs, never inside a request (issue 25, decision 035): Overblik's XLSX over
 * more than 3 months and the employee's own PDF. The web starts one, shows its progress and offers the file.
 */
export const EXPORT_KINDS = ['overview-xlsx', 'my-pdf', 'person-data-zip', 'company-data-zip'] as const;
export const exportKindSchema = z.enum(EXPORT_KINDS);
export type ExportKind = z.infer<typeof exportKindSchema>;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How long a finished export's file is kept for download. */
export const EXPORT_KEEP_HOURS = 24;
/** Unfinished exports one user may have at once; one more is refused until one is done. */
export const MAX_UNFINISHED_EXPORTS_PER_USER = 2;
/** Unfinished exports one company may have at once, so one company cannot fill the job queue. */
export const MAX_UNFINISHED_EXPORTS_PER_COMPANY = 4;
/**
 * Overblik's XLSX over more months than this runs only as a job (the 'more than 3 months'): the web
 * starts one, and the synchronous route refuses the period (decision 035).
 */
export const OVERVIEW_EXPORT_SYNC_MONTHS = 3;

export const EXPORT_MESSAGES = {
  running: 'Eksporten er i gang …',
  ready: 'Klar til download',
  download: 'Download',
  failed: 'Eksporten mislykkedes. Prøv igen.',
  notReady: 'Eksporten er ikke klar endnu.',
  tooManyForUser: 'Du har allerede to eksporter i gang. Vent, til en af dem er færdig.',
  tooManyForCompany: 'Din virksomhed har allerede fire eksporter i gang. Vent, til en af dem er færdig.',
  tooLongForDownload:
    'En eksport over mere end 3 måneder laves i baggrunden. Start den med Eksportér i Overblik, og hent filen, når den er klar.',
} as const;

/** GET /api/exports/:exportId and the 202 of POST /api/exports/…: where the job is. */
export const exportJobSchema = z.object({
  id: z.string(),
  kind: exportKindSchema,
  status: z.enum(EXPORT_STATUSES),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  /** The file's name once it is ready. */
  fileName: z.string().nullable(),
  /** The Danish reason a job failed. */
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** Whether Overblik's export over `from`–`to` (ISO dates) is heavy enough to run as a job. */
export function isHeavyOverviewExport(from: string, to: string): boolean {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(year, month - 1 + OVERVIEW_EXPORT_SYNC_MONTHS, day));
  return to >= limit.toISOString().slice(0, 10);
}
