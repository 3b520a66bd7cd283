import type { NewTimeEntry } from '@kollega/domain';

/** What the form asks to have saved: a new registration (with its employee), or a change to `entryId`. */
export type EntryToSave = { employeeId: string | null; entryId: string | undefined; body: NewTimeEntry };

/**
 * How a registration is saved: the admin's calls (for any employee) or the employee app's own (/api/me). The form
 * does not know which; it waits for `save`, shows a refusal, and says it is saving while `saving`.
 */
export type EntrySaver = { save: (entry: EntryToSave) => Promise<unknown>; saving: boolean };
