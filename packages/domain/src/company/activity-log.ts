import { z } from 'zod';
import { daysBetween } from '../dates/calendar';
import { calendarDateSchema } from '../dates/calendar-date-schema';

/** Issue 25 'Aktivitetslog': the company's audit rows for its owner and admins (decision 034). */
export const ACTIVITY_LOG_MESSAGES = {
  title: 'Aktivitetslog',
  rangeReversed: 'Fra-datoen skal ligge før til-datoen.',
  rangeTooLong: 'Vælg højst 366 dage ad gangen.',
  system: 'System',
  unknownPerson: 'Ukendt bruger',
} as const;

/** One page is at most this many rows; a date range at most this many days (the server's bounds). */
export const ACTIVITY_LOG_PAGE_SIZE = 50;
export const ACTIVITY_LOG_MAX_DAYS = 366;

/** The areas, by the audit row's entity type, with their Danish names. An unknown type shows as itself. */
export const ACTIVITY_AREAS: Record<string, string> = {
  employee: 'Medarbejdere',
  agreement: 'Aftaler',
  checklist: 'Tjeklister',
  equipment: 'Udstyr',
  equipment_type: 'Udstyr',
  equipment_variant: 'Udstyr',
  holiday_request: 'Ferie',
  holiday: 'Ferie',
  time_entry: 'Tidsregistrering',
  timereg: 'Tidsregistrering',
  company: 'Virksomhed',
  template: 'Skabeloner',
  subscription: 'Abonnement',
  billing_transaction: 'Abonnement',
  payment_order: 'Abonnement',
  user: 'Brugere',
  notification_preference: 'Notifikationer',
};

/** The Danish name of each action the app logs; an action not named here shows as its code. */
export const ACTIVITY_ACTIONS: Record<string, string> = {
  'employee.create': 'Medarbejder oprettet',
  'employee.update': 'Medarbejder ændret',
  'employee.delete': 'Medarbejder slettet',
  'employee.settings': 'Indstillinger ændret',
  'employee.cpr.reveal': 'CPR-nummer vist',
  'employee.document.upload': 'Dokument uploadet',
  'employee.document.delete': 'Dokument slettet',
  'employee.anonymise': 'Medarbejder anonymiseret',
  'employee.agreement-texts-cleared': 'Aftalers tekster slettet efter opbevaring',
  'privacy.retention-settings': 'Opbevaring efter fratræden ændret',
  'privacy.retention-run': 'Opbevaring: natlig anonymisering',
  'profile.update': 'Profil ændret',
  'profile.photo.update': 'Profilbillede ændret',
  'profile.photo.delete': 'Profilbillede slettet',
  'agreement.create': 'Aftale oprettet',
  'agreement.update': 'Aftale ændret',
  'agreement.delete': 'Aftale slettet',
  'agreement.close': 'Aftale afsluttet',
  'agreement.reopen': 'Aftale genåbnet',
  'agreement.file.upload': 'Fil uploadet til aftale',
  'agreement.file.delete': 'Fil slettet fra aftale',
  'equipment.create': 'Udstyr oprettet',
  'equipment.update': 'Udstyr ændret',
  'equipment.delete': 'Udstyr slettet',
  'equipment.active': 'Udstyr aktiveret',
  'equipment.inactive': 'Udstyr deaktiveret',
  'holiday.request.create': 'Ferie anmodet',
  'holiday.request.approve': 'Ferie godkendt',
  'holiday.request.decline': 'Ferie afvist',
  'holiday.request.cancel': 'Ferie annulleret',
  'holiday.settings.save': 'Ferieindstillinger gemt',
  'timereg.entry.add': 'Registrering tilføjet',
  'timereg.entry.update': 'Registrering ændret',
  'timereg.entry.delete': 'Registrering slettet',
  'timereg.week.approve': 'Uge godkendt',
  'timereg.week.reopen': 'Uge genåbnet',
  'company.create': 'Virksomhed oprettet',
  'company.update': 'Virksomhedsoplysninger ændret',
  'company.billing.update': 'Faktureringsoplysninger ændret',
  'company.two_factor.update': 'Krav om to-trinsbekræftelse ændret',
  'user.two_factor.enable': 'To-trinsbekræftelse slået til',
  'user.passkey.add': 'Adgangsnøgle tilføjet',
  'user.passkey.remove': 'Adgangsnøgle fjernet',
  'user.two_factor.disable': 'To-trinsbekræftelse slået fra',
  'user.session.revoke': 'Browser logget ud',
  'user.sessions.revoke_others': 'Andre browsere logget ud',
  'subscription.update': 'Abonnement ændret',
  'template.create': 'Skabelon oprettet',
  'template.update': 'Skabelon ændret',
  'template.delete': 'Skabelon slettet',
  'notification.preferences.update': 'Notifikationsvalg ændret',
  'notification.unsubscribe': 'E-mails afmeldt',
};

export const activityAreaLabel = (area: string): string => ACTIVITY_AREAS[area] ?? area;
export const activityActionLabel = (action: string): string => ACTIVITY_ACTIONS[action] ?? action;

/** GET /api/company/activity-log (and .csv): the filters; without dates, the last 30 days. */
export const activityLogQuerySchema = z
  .object({
    person: z.uuid().optional(),
    area: z.string().trim().min(1).max(60).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .superRefine((query, context) => {
    // zod runs this refinement even when a date failed its own check: compare only two real dates.
    if (!query.from || !query.to) return;
    if (!calendarDateSchema.safeParse(query.from).success || !calendarDateSchema.safeParse(query.to).success)
      return;
    const days = daysBetween(query.from, query.to);
    if (days < 0)
      context.addIssue({ code: 'custom', path: ['to'], message: ACTIVITY_LOG_MESSAGES.rangeReversed });
    else if (days + 1 > ACTIVITY_LOG_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: ACTIVITY_LOG_MESSAGES.rangeTooLong });
  });
export type ActivityLogQuery = z.infer<typeof activityLogQuerySchema>;

/** One field's change: before → after, as the row recorded it (CPR and salary are logged without values). */
export const activityChangeSchema = z.object({ field: z.string(), from: z.string(), to: z.string() });
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const activityLogRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The person who acted (their name in the company, else their e-mail); null for the system. */
  actor: z.string().nullable(),
  /** The super admin who was logged in as the actor ('Log ind som'), by e-mail; null when none. */
  impersonator: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  area: z.string(),
  areaLabel: z.string(),
  entityId: z.string(),
  changes: z.array(activityChangeSchema),
});
export type ActivityLogRow = z.infer<typeof activityLogRowSchema>;

export const activityLogResponseSchema = z.object({
  rows: z.array(activityLogRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The choices of the filters: people with a login in the company, and the areas and actions logged. */
  persons: z.array(z.object({ userId: z.string(), name: z.string() })),
  areas: z.array(z.object({ value: z.string(), label: z.string() })),
  actions: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ActivityLogResponse = z.infer<typeof activityLogResponseSchema>;

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The changes an audit row recorded: a `changes` list (employee rows), or `before`/`after` objects (most others),
 * only the fields that differ. Anything else has no field changes to show.
 */
export function activityChanges(details: unknown): ActivityChange[] {
  if (!details || typeof details !== 'object') return [];
  const record = details as Record<string, unknown>;
  if (Array.isArray(record.changes)) {
    return record.changes
      .filter((change): change is Record<string, unknown> => !!change && typeof change === 'object')
      .map((change) => ({ field: text(change.field), from: text(change.from), to: text(change.to) }));
  }
  const before = record.before;
  const after = record.after;
  if (!after || typeof after !== 'object') return [];
  const previous = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  return Object.entries(after as Record<string, unknown>)
    .filter(([field, value]) => text(previous[field]) !== text(value))
    .map(([field, value]) => ({ field, from: text(previous[field]), to: text(value) }));
}

/** The CSV export's Danish column headers, in order. */
export const ACTIVITY_LOG_CSV_HEADERS = [
  'Tidspunkt',
  'Person',
  'Logget ind som (support)',
  'Område',
  'Handling',
  'Post',
  'Ændringer',
] as const;
