import type { AuditActor } from '../../db/audit';

/**
 * Who changes registrations: an admin ('create_entry' in the change log) or the employee themselves from the
 * employee app ('add_entry'). The name is stored with each change so the log reads the same later.
 */
export interface EntryActor extends AuditActor {
  userId: string;
  authorName: string;
  kind: 'admin' | 'employee';
}
