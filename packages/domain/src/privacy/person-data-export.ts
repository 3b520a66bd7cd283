import { z } from 'zod';

/**
 * 'Eksportér persondata' (issue 33, GDPR art. 15 and 20, decision 043): a ZIP with every record about one
 * person as JSON, their files and a Danish PDF summary, made as a background export job (decision 035).
 */
export const personDataExportRequestSchema = z.object({ employeeId: z.string().max(64) });
export type PersonDataExportRequest = z.infer<typeof personDataExportRequestSchema>;

/** The JSON's sections, in the order the PDF summary lists them; every one is present, empty or not. */
export const PERSON_DATA_CATEGORIES = [
  'employee',
  'history',
  'documents',
  'agreements',
  'equipment',
  'checklists',
  'timeRegistrations',
  'holiday',
  'sickness',
  'auditLog',
] as const;
export type PersonDataCategory = (typeof PERSON_DATA_CATEGORIES)[number];

/** Each section's Danish heading in the PDF summary. */
export const PERSON_DATA_CATEGORY_LABELS: Record<PersonDataCategory, string> = {
  employee: 'Medarbejderoplysninger',
  history: 'Historik',
  documents: 'Dokumenter',
  agreements: 'Møder og aftaler',
  equipment: 'Udstyr',
  checklists: 'Tjeklister',
  timeRegistrations: 'Tidsregistreringer',
  holiday: 'Ferie',
  sickness: 'Sygefravær',
  auditLog: 'Aktivitetslog',
};

export const PERSON_DATA_MESSAGES = {
  button: 'Eksportér persondata',
  explanation:
    'Samler alt, Kollega har om medarbejderen, i en ZIP-fil: data som JSON, filerne og et sammendrag som PDF.',
} as const;
