import type { TimeEntryChange } from '@kollega/domain';

/** The change log's actions (time-registration §3 logs): who did what to a registration. */
export const CHANGE_ACTION_LABELS: Readonly<Record<TimeEntryChange['action'], string>> = {
  add_entry: 'Tilføjet af medarbejderen',
  create_entry: 'Oprettet af administrator',
  update_entry: 'Ændret',
  delete_entry: 'Slettet',
};
