import {
  ABSENCE_TYPE_COLORS,
  OPTIONAL_ABSENCE_TYPES,
  TIME_ENTRY_TYPE_NAMES,
  type TimeEntryChange,
  type TimeEntryDto,
  type TimeEntryType,
} from '@kollega/domain';

/**
 * The entry types as the employee says them. The domain's TIME_ENTRY_TYPE_LABELS are the admin's summary rows
 * ('Arbejde u.f. normtid', 'Arbejdstid'); on a phone the everyday words read better. They are the domain's
 * TIME_ENTRY_TYPE_NAMES, which the server's messages use too ('Registreringen overlapper Arbejde …').
 */
export const ENTRY_TYPE_LABELS: Readonly<Record<TimeEntryType, string>> = TIME_ENTRY_TYPE_NAMES;

/** The order of the type picker: the everyday registration first. */
export const ENTRY_TYPE_ORDER: readonly TimeEntryType[] = [
  'work',
  'overtime',
  'holiday',
  'sickLeave',
  'timeOff',
  // Issue 34: offered only when the company uses them (the form filters by GET /api/me/timereg/absence-types).
  ...OPTIONAL_ABSENCE_TYPES,
];

/** A colour per type; the text always names the type, the colour only helps to scan a week. */
export const ENTRY_TYPE_COLORS: Readonly<Record<TimeEntryType, string>> = {
  work: 'kollega',
  overtime: 'grape',
  holiday: 'blue',
  sickLeave: 'red',
  timeOff: 'yellow',
  ...Object.fromEntries(OPTIONAL_ABSENCE_TYPES.map((type) => [type, ABSENCE_TYPE_COLORS[type]])),
} as Readonly<Record<TimeEntryType, string>>;

/** The change log's actions (time-registration §3): an employee's add and an admin's create both add. */
export const CHANGE_ACTION_LABELS: Readonly<Record<TimeEntryChange['action'], string>> = {
  add_entry: 'Tilføjet',
  create_entry: 'Tilføjet',
  update_entry: 'Ændret',
  delete_entry: 'Slettet',
};

/** '08:00–16:00', or null for an absence registered as hours or whole days. */
export function timeSpan(entry: Pick<TimeEntryDto, 'startTime' | 'endTime'>): string | null {
  return entry.startTime && entry.endTime ? `${entry.startTime}–${entry.endTime}` : null;
}
