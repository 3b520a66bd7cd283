import { z } from 'zod';

/**
 * What Kollega processes for a customer (the data controller), by category: the Databehandleraftale's appendix
 * and the /privatliv page are written from this list (issue 33, decision 051). It is checked against the records
 * of processing (docs/privacy/records-of-processing.md): `apps/server/test/privacy/records-of-processing.test.ts`
 * fails when a table there is in no category here (and not in PLATFORM_TABLES), or a table here is not there.
 */
export interface ProcessingCategory {
  key: string;
  /** The category as the agreement names it. */
  label: string;
  /** The kinds of personal data, in Danish. */
  data: string;
  /** Whose data it is. */
  subjects: string;
  /** Special categories (GDPR art. 9) or CPR numbers (databeskyttelseslovens §11): said in the agreement. */
  sensitive?: string;
  /** The database tables that hold it (their columns are in the records of processing). */
  tables: readonly string[];
}

export const PROCESSING_CATEGORIES: readonly ProcessingCategory[] = [
  {
    key: 'accounts',
    label: 'Brugerkonti og log ind',
    data: 'navn, e-mailadresse, adgangskode (som hash), sessioner med IP-adresse og browser, to-trinsbekræftelse, kalenderabonnementer',
    subjects: 'medarbejdere og administratorer med login',
    tables: [
      'users',
      'accounts',
      'sessions',
      'verifications',
      'two_factors',
      'passkeys',
      'calendar_feed_tokens',
      'throttle',
    ],
  },
  {
    key: 'employees',
    label: 'Medarbejderstamdata',
    data: 'navn, stilling, afdeling, arbejds- og private kontaktoplysninger, adresse, CPR-nummer, fødselsdato, ansættelsesforhold og -datoer, løn, bankkonto, pårørende, noter, profilbillede, lønnummer',
    subjects: 'nuværende og tidligere medarbejdere',
    sensitive: 'CPR-nummer (databeskyttelseslovens §11), opbevaret krypteret',
    tables: ['employees', 'employee_payroll'],
  },
  {
    key: 'documents',
    label: 'Personaledokumenter',
    data: 'dokumenter om medarbejderen (kontrakter, tillæg m.m.) og kvitteringer for modtagelse',
    subjects: 'medarbejdere',
    tables: ['employee_documents', 'document_shares'],
  },
  {
    key: 'agreements',
    label: 'Møder og aftaler',
    data: 'medarbejdersamtaler, referater, noter, deltagere og vedhæftede filer',
    subjects: 'medarbejdere og mødedeltagere',
    tables: ['agreements', 'agreement_attendees', 'agreement_files', 'agreement_sharing'],
  },
  {
    key: 'checklists',
    label: 'Tjeklister',
    data: 'on- og offboarding-opgaver om og til medarbejdere',
    subjects: 'medarbejdere',
    tables: [
      'checklists',
      'checklist_groups',
      'checklist_tasks',
      'checklist_sub_tasks',
      'checklist_auto_starts',
    ],
  },
  {
    key: 'equipment',
    label: 'Udstyr',
    data: 'udlånt udstyr, hvem det er udlånt til, kvitteringer og filer',
    subjects: 'medarbejdere',
    tables: ['equipment', 'equipment_files', 'equipment_types', 'equipment_variants', 'equipment_receipts'],
  },
  {
    key: 'timereg',
    label: 'Arbejdstid',
    data: 'registreret arbejdstid og fravær, ændringer, stempelur, normtid, advarsler om hviletid og godkendte uger',
    subjects: 'medarbejdere, der registrerer tid',
    tables: [
      'time_entries',
      'time_entry_changes',
      'time_clocks',
      'time_log_settings',
      'time_log_warnings',
      'approved_weeks',
      'company_days_off',
    ],
  },
  {
    key: 'holiday',
    label: 'Ferie',
    data: 'feriesaldi, ferieanmodninger og beslutninger',
    subjects: 'medarbejdere',
    tables: ['holiday_balance_cache', 'holiday_ledger', 'holiday_requests', 'holiday_settings'],
  },
  {
    key: 'sickness',
    label: 'Sygefravær',
    data: 'sygeperioder, raskmeldinger, §56-aftaler og 120-dages-reglen',
    subjects: 'medarbejdere',
    sensitive:
      'helbredsoplysninger (databeskyttelsesforordningens art. 9): kun at medarbejderen har været syg, ikke hvorfor',
    tables: ['sick_reports', 'employee_sickness_settings'],
  },
  {
    key: 'logs',
    label: 'Logs, notifikationer og eksport',
    data: 'aktivitetslog over ændringer, notifikationer, e-mails og push-beskeder til brugerne, eksportfiler',
    subjects: 'brugere og de medarbejdere, ændringerne angår',
    tables: [
      'audit_log',
      'export_jobs',
      'notifications',
      'notification_preferences',
      'notification_emails',
      'push_subscriptions',
      'mail_outbox',
    ],
  },
  {
    key: 'company',
    label: 'Virksomhed og abonnement',
    data: 'virksomhedens navn og adresse, ejer, faktura-e-mail, abonnement, betalingskort (kun korttype og maskeret nummer), fakturaer',
    subjects: 'virksomhedens ejer og kontaktpersoner',
    tables: ['companies', 'subscriptions', 'billing_transactions', 'payment_cards', 'payment_orders'],
  },
];

/**
 * Tables of the platform's own that hold nothing Kollega processes for a customer: the super admin's content and
 * log, and the invoice number series.
 */
export const PLATFORM_TABLES: readonly string[] = [
  'admin_audit_log',
  'invoice_number_series',
  'hr_contacts',
  'document_templates',
  'recruitment_services',
];

/** The security measures the agreement promises: each one is true of the code as it is. */
export const SECURITY_MEASURES: readonly string[] = [
  'CPR-numre krypteres i databasen med AES-256-GCM; nøglen opbevares adskilt fra databasen.',
  'Hver virksomheds data er adskilt med row-level security i databasen, så en forespørgsel kun kan se én virksomheds rækker.',
  'Adgang kræver login; administratorer kan kræves at bruge to-trinsbekræftelse, og adgangskoder gemmes kun som hash.',
  'Al trafik går over HTTPS i drift; svar med persondata caches ikke.',
  'Visning af CPR-numre, eksport af persondata og ændringer logges i aktivitetsloggen.',
  'Forsøg på log ind og andre følsomme handlinger begrænses (rate limiting).',
];

/** One sub-processor, as configured on the server. */
export const subProcessorSchema = z.object({
  /** What it does for Kollega. */
  role: z.string(),
  /** Who it is, as the configuration names it. */
  name: z.string(),
});
export type SubProcessor = z.infer<typeof subProcessorSchema>;

/** GET /api/privacy/processing: what the agreement and /privatliv say, for this installation. */
export const processingTermsSchema = z.object({
  processor: z.object({ name: z.string(), address: z.string(), cvr: z.string(), email: z.string() }),
  subProcessors: z.array(subProcessorSchema),
});
export type ProcessingTerms = z.infer<typeof processingTermsSchema>;
