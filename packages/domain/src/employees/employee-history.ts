import { z } from 'zod';

/**
 * The employee fields whose changes the history on the employee page shows, with their Danish labels. CPR number
 * and salary appear only as "changed": their values are never written to the audit log.
 */
export const EMPLOYEE_FIELD_LABELS = {
  firstName: 'Fornavn',
  lastName: 'Efternavn',
  jobPosition: 'Arbejdstitel',
  department: 'Afdeling',
  phone: 'Telefon',
  privateEmail: 'Privat e-mail',
  privatePhone: 'Privat telefon',
  address: 'Adresse',
  zipcode: 'Postnr.',
  city: 'By',
  cprNumber: 'CPR-nummer',
  dateOfBirth: 'Fødselsdato',
  note: 'Note',
  emergencyContactName: 'Nærmeste pårørende',
  emergencyContactPhone: 'Pårørendes telefon',
  employmentType: 'Ansættelsestype',
  employmentStatus: 'Status',
  startDate: 'Ansættelsesdato',
  endDate: 'Slutdato',
  salary: 'Løn',
  bankAccount: 'Kontonummer',
  salaryNote: 'Lønnote',
  role: 'Administrator',
  exemptFrom1to1: 'Undtaget 1 til 1',
  exemptFromEPR: 'Undtaget udviklingssamtale',
  exemptFromSalary: 'Undtaget lønsamtale',
  exemptFromEmploymentContract: 'Undtaget ansættelseskontrakt',
  mobileAppAccess: 'Adgang til app',
  timeRegistrationExempt: 'Undtaget tidsregistrering',
} as const;
export type EmployeeHistoryField = keyof typeof EMPLOYEE_FIELD_LABELS;

/** Fields whose values stay out of the audit log: only the fact that they changed is kept. */
export const REDACTED_EMPLOYEE_FIELDS: ReadonlySet<EmployeeHistoryField> = new Set(['cprNumber', 'salary']);

export const employeeFieldChangeSchema = z.object({
  field: z.string(),
  /** The values as text ('' for none); null for the redacted fields. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type EmployeeFieldChange = z.infer<typeof employeeFieldChangeSchema>;

export const EMPLOYEE_HISTORY_ACTIONS = [
  'created',
  'updated',
  'settingsUpdated',
  'cprRevealed',
  'documentUploaded',
  'documentDeleted',
  'photoUpdated',
  'photoDeleted',
] as const;
export type EmployeeHistoryAction = (typeof EMPLOYEE_HISTORY_ACTIONS)[number];

export const EMPLOYEE_HISTORY_ACTION_LABELS: Readonly<Record<EmployeeHistoryAction, string>> = {
  created: 'Oprettet',
  updated: 'Profil ændret',
  settingsUpdated: 'Indstillinger ændret',
  cprRevealed: 'CPR-nummer vist',
  documentUploaded: 'Dokument uploadet',
  documentDeleted: 'Dokument slettet',
  photoUpdated: 'Profilbillede ændret',
  photoDeleted: 'Profilbillede slettet',
};

/** GET /api/employees/:employeeId/history: who changed what and when, newest first (admins only). */
export const employeeHistoryResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      action: z.enum(EMPLOYEE_HISTORY_ACTIONS),
      /** The person who acted ('Ukendt' when their record is gone), and the super admin behind them, if any. */
      actorName: z.string(),
      impersonated: z.boolean(),
      changes: z.array(employeeFieldChangeSchema),
      /** The document's file name, for document actions. */
      documentName: z.string().nullable(),
    }),
  ),
});
export type EmployeeHistoryResponse = z.infer<typeof employeeHistoryResponseSchema>;
