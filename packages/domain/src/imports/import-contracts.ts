import { z } from 'zod';
import { type ImportField, importFieldSchema } from './import-fields';

/** Issue 28's bounds: at most 5,000 rows and 5 MB. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_COLUMNS = 50;
export const IMPORT_CELL_MAX = 1000;

export const IMPORT_MESSAGES = {
  button: 'Importér medarbejdere',
  fileTooLarge: 'Filen er for stor. Den må højst fylde 5 MB.',
  tooManyRows: 'Filen har for mange rækker. Der kan højst importeres 5.000 medarbejdere ad gangen.',
  unreadable: 'Filen kunne ikke læses. Brug en .xlsx- eller .csv-fil, fx den skabelon, du kan hente her.',
  empty:
    'Filen har ingen medarbejdere. Den første række skal være kolonnenavne, og derunder én medarbejder pr. række.',
  wrongType: 'Vælg en .xlsx- eller .csv-fil.',
  hasErrors: 'Importen er ikke gennemført, fordi nogle rækker har fejl. Intet er gemt.',
  limitReached:
    'Importen vil give flere medarbejdere, end dit abonnement tillader. Opgrader for at importere flere, eller fjern rækker.',
  emailInUse: 'E-mailen er allerede i brug',
  emailTwiceInFile: (row: number) => `E-mailen står også i række ${row}`,
  numberTwiceInFile: (row: number) => `Medarbejdernr. står også i række ${row}`,
  numberInUse: 'Medarbejdernr. er allerede i brug',
  matchesTwoEmployees: 'E-mail og medarbejdernr. hører til to forskellige medarbejdere',
  emailCannotChange: 'Arbejdsmailen kan ikke ændres ved import',
} as const;

const cell = z.string().max(IMPORT_CELL_MAX);

/** POST /api/imports/employees/file: what the file holds, and the suggested mapping (one field per column). */
export const importFileResponseSchema = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  mapping: z.array(importFieldSchema.nullable()),
});
export type ImportFileResponse = z.infer<typeof importFileResponseSchema>;

const importValuesSchema = z.partialRecord(importFieldSchema, cell);

/**
 * decision 038: the web keeps the parsed file and sends the mapped rows; the server validates them at preview
 * and again at confirm. `row` is the spreadsheet's row number, for the messages.
 */
export const importRowsRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        row: z
          .number()
          .int()
          .min(1)
          .max(IMPORT_MAX_ROWS + 1),
        values: importValuesSchema,
      }),
    )
    .max(IMPORT_MAX_ROWS, IMPORT_MESSAGES.tooManyRows),
  /** 'Opdatér eksisterende medarbejdere': match by work e-mail or medarbejdernr. */
  updateExisting: z.boolean(),
});
export type ImportRowsRequest = z.infer<typeof importRowsRequestSchema>;

export const IMPORT_MODES = ['validRows', 'allOrNothing'] as const;
export const importConfirmRequestSchema = importRowsRequestSchema.extend({ mode: z.enum(IMPORT_MODES) });
export type ImportConfirmRequest = z.infer<typeof importConfirmRequestSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'skip'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
export const IMPORT_ACTION_LABELS: Readonly<Record<ImportAction, string>> = {
  create: 'Oprettes',
  update: 'Opdateres',
  skip: 'Springes over',
};
export const IMPORT_REPORT_LABELS: Readonly<Record<ImportAction, string>> = {
  create: 'Oprettet',
  update: 'Opdateret',
  skip: 'Sprunget over',
};

export const importRowOutcomeSchema = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  name: z.string(),
  email: z.string(),
  /** 'Række 14: E-mailen er allerede i brug', one per problem. */
  problems: z.array(z.string()),
});
export type ImportRowOutcome = z.infer<typeof importRowOutcomeSchema>;

export const importResultSchema = z.object({
  rows: z.array(importRowOutcomeSchema),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** How many more employees the plan allows (null: unlimited); the preview warns before the confirm refuses. */
  remaining: z.number().int().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The report as CSV for the admin to keep (issue 28): `;` and a BOM, so Danish Excel opens it with æøå. */
export function importReportCsv(result: ImportResult): string {
  const quote = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [['Række', 'Resultat', 'Navn', 'E-mail', 'Problemer'].join(';')];
  for (const row of result.rows) {
    lines.push(
      [String(row.row), IMPORT_REPORT_LABELS[row.action], row.name, row.email, row.problems.join(' | ')]
        .map(quote)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export type { ImportField };
