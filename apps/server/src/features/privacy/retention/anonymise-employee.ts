import { anonymisedName, employeeFullName } from '@kollega/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuditActor } from '../../../db/audit';
import { queryRows } from '../../../db/database';
import {
  agreementAttendees,
  agreementFiles,
  agreementSharing,
  agreements,
  checklists,
  companies,
  employeeDocuments,
  employees,
  equipmentReceipts,
  holidayLedger,
  holidayRequests,
  timeEntries,
  timeEntryChanges,
  timeLogWarnings,
  users,
} from '../../../db/schema/index';
import { fileResource } from '../../../integrations/uploads/index';
import { audited, type Tx } from '../../../services/context';
import { WIPED_PERSONAL_DATA } from '../../employees/public';
import type { RetentionDeps } from './deps';

type EmployeeRow = typeof employees.$inferSelect;

/** What an anonymisation or a clearing did, per kind, for the audit row and the answer. */
export type RetentionCounts = Record<string, number>;

/**
 * What the person's record keeps: the employment dates and type, the settings time registration reads; and
 * loses: contact data, CPR, date of birth, salary and bank account, emergency contact, free texts, photo, role
 * and app access (decision 050; the fields are those docs/privacy/records-of-processing.md names as personal).
 */
const CLEARED = { ...WIPED_PERSONAL_DATA, userId: null } as const;

/** The rows a statement changed, as drizzle's PGlite and pg drivers both report them. */
function changed(result: unknown): number {
  const value = result as { affectedRows?: number; rowCount?: number | null };
  return value.affectedRows ?? value.rowCount ?? 0;
}

/** The next 'Tidligere medarbejder N' of the company; the company row is locked so two runs cannot share N. */
async function nextAnonymisedNumber(tx: Tx, companyId: string): Promise<number> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${employees.anonymisedNumber}), 0)::int` })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return (row?.last ?? 0) + 1;
}

/**
 * The texts and files of the agreements about the person (Vedrørende): Beskrivelse, Noter, the place, their
 * preparation and the attached files go; the title, type and date stay, so the meeting list still adds up.
 * Returns the counts and the storage keys to remove once the transaction commits.
 */
export async function clearAgreementTexts(
  tx: Tx,
  companyId: string,
  employeeId: string,
  at: Date,
): Promise<{ counts: RetentionCounts; storageKeys: string[] }> {
  const ofPerson = and(eq(agreements.companyId, companyId), eq(agreements.regardingId, employeeId));
  const texts = await tx
    .update(agreements)
    .set({ summary: '', notes: '', location: '', updatedAt: at })
    .where(
      and(
        ofPerson,
        sql`(${agreements.summary} <> '' or ${agreements.notes} <> '' or ${agreements.location} <> '')`,
      ),
    );
  const ids = tx.select({ id: agreements.id }).from(agreements).where(ofPerson);
  const preparations = await tx
    .update(agreementSharing)
    .set({ preparation: null, preparedBy: null, preparedAt: null, updatedAt: at })
    .where(
      and(
        eq(agreementSharing.companyId, companyId),
        inArray(agreementSharing.agreementId, ids),
        sql`${agreementSharing.preparation} is not null`,
      ),
    );
  const files = await tx
    .delete(agreementFiles)
    .where(and(eq(agreementFiles.companyId, companyId), inArray(agreementFiles.agreementId, ids)))
    .returning({ storageKey: agreementFiles.storageKey });
  await tx
    .update(employees)
    .set({ agreementTextsClearedAt: at })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return {
    counts: {
      agreementTexts: changed(texts),
      agreementPreparations: changed(preparations),
      agreementFiles: files.length,
    },
    storageKeys: files.map((file) => file.storageKey),
  };
}

/**
 * Anonymises one former employee inside `tx` (issue 33, decision 050), the one function the nightly job and
 * 'Anonymisér nu' share: the name becomes 'Tidligere medarbejder N' (on their agreements and registrations'
 * change log too), CPR, contact data, photo, documents and the login go, free texts are cleared, and so are the
 * values the audit rows about them recorded. The figures time registration, holiday and invoices need stay:
 * hours, dates, holiday ledger days, sick periods (docs/rules/timereg.md#ruling-14). With `agreementTexts` the
 * texts of their agreements go as well.
 * Returns the counts and what to remove from the file storage after the commit.
 */
export async function anonymiseInTransaction(
  tx: Tx,
  row: EmployeeRow,
  options: { at: Date; agreementTexts: boolean },
): Promise<{ name: string; counts: RetentionCounts; folder: string; storageKeys: string[] }> {
  const { companyId, id } = row;
  const number = await nextAnonymisedNumber(tx, companyId);
  const name = anonymisedName(number);
  const fullName = employeeFullName(name);

  const documents = await tx
    .delete(employeeDocuments)
    .where(and(eq(employeeDocuments.companyId, companyId), eq(employeeDocuments.employeeId, id)))
    .returning({ id: employeeDocuments.id });
  const hadPhoto = row.profilePhotoKey !== null ? 1 : 0;
  const hadCpr = row.cprEncrypted !== null ? 1 : 0;

  // Free texts about the person; the figures beside them stay.
  const entryNotes = await tx
    .update(timeEntries)
    .set({ note: '' })
    .where(
      and(eq(timeEntries.companyId, companyId), eq(timeEntries.employeeId, id), ne(timeEntries.note, '')),
    );
  const warningComments = await tx
    .update(timeLogWarnings)
    .set({ comment: '' })
    .where(
      and(
        eq(timeLogWarnings.companyId, companyId),
        eq(timeLogWarnings.employeeId, id),
        ne(timeLogWarnings.comment, ''),
      ),
    );
  const requestTexts = await tx
    .update(holidayRequests)
    .set({ note: '', decisionComment: '' })
    .where(
      and(
        eq(holidayRequests.companyId, companyId),
        eq(holidayRequests.employeeId, id),
        sql`(${holidayRequests.note} <> '' or ${holidayRequests.decisionComment} <> '')`,
      ),
    );
  const ledgerNotes = await tx
    .update(holidayLedger)
    .set({ note: '' })
    .where(
      and(
        eq(holidayLedger.companyId, companyId),
        eq(holidayLedger.employeeId, id),
        ne(holidayLedger.note, ''),
      ),
    );
  await tx
    .update(equipmentReceipts)
    .set({ acknowledgedIp: null })
    .where(and(eq(equipmentReceipts.companyId, companyId), eq(equipmentReceipts.employeeId, id)));

  // Their name where other records keep a copy of it.
  await tx
    .update(agreements)
    .set({ regardingName: fullName })
    .where(and(eq(agreements.companyId, companyId), eq(agreements.regardingId, id)));
  await tx
    .update(agreementAttendees)
    .set({ employeeName: fullName })
    .where(and(eq(agreementAttendees.companyId, companyId), eq(agreementAttendees.employeeId, id)));
  // An auto-started checklist is titled 'Onboarding: Lise Larsen' (decision 048): the name in it goes too.
  const oldName = employeeFullName(row);
  if (oldName.trim() !== '') {
    await tx
      .update(checklists)
      .set({ title: sql`replace(${checklists.title}, ${oldName}, ${fullName})` })
      .where(and(eq(checklists.companyId, companyId), eq(checklists.regardingId, id)));
  }
  if (row.userId) {
    await tx
      .update(timeEntryChanges)
      .set({ authorName: fullName })
      .where(and(eq(timeEntryChanges.companyId, companyId), eq(timeEntryChanges.authorUserId, row.userId)));
    await tx
      .update(holidayRequests)
      .set({ decidedByName: fullName })
      .where(and(eq(holidayRequests.companyId, companyId), eq(holidayRequests.decidedBy, row.userId)));
  }

  await tx
    .update(employees)
    .set({
      ...CLEARED,
      ...name,
      email: `anonymiseret-${id}@kollega.invalid`,
      anonymisedAt: options.at,
      anonymisedNumber: number,
      updatedAt: options.at,
    })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
  // The values recorded in the audit rows about them (names, contact data, document names) become the record's
  // own, now anonymised, ones; which field changed, when and by whom stays (migration 0036: the audit log is
  // append-only for the app role, which may only ask the database to do this, for an anonymised person).
  const [scrubbed] = await queryRows<{ rows: number }>(
    tx,
    sql`select anonymise_employee_audit(${id}::uuid) as rows`,
  );
  // The login goes, and its sessions and password with it.
  if (row.userId) await tx.delete(users).where(eq(users.id, row.userId));

  const counts: RetentionCounts = {
    documents: documents.length,
    profilePhoto: hadPhoto,
    cpr: hadCpr,
    login: row.userId ? 1 : 0,
    timeEntryNotes: changed(entryNotes),
    warningComments: changed(warningComments),
    holidayRequestTexts: changed(requestTexts),
    holidayLedgerNotes: changed(ledgerNotes),
    auditRows: scrubbed?.rows ?? 0,
  };
  let storageKeys: string[] = [];
  if (options.agreementTexts) {
    const cleared = await clearAgreementTexts(tx, companyId, id, options.at);
    Object.assign(counts, cleared.counts);
    storageKeys = cleared.storageKeys;
  }
  return { name: fullName, counts, folder: `${companyId}/users/${id}/`, storageKeys };
}

/** Removes what the committed anonymisation left in the file storage: the person's folder and agreement files. */
export async function removeStoredFiles(
  deps: Pick<RetentionDeps, 'db' | 'storage' | 'log'>,
  removed: { folder?: string; storageKeys: readonly string[] },
): Promise<void> {
  const files = fileResource(deps);
  if (removed.folder) await files.removeFolder(removed.folder);
  for (const key of removed.storageKeys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'stored file not removed (retention)');
    }
  }
}

/** The audit actor of the nightly job: the system, in the company. */
export function systemActor(companyId: string): AuditActor {
  return { companyId, userId: null, impersonatedBy: null, requestId: null };
}

/**
 * One person anonymised and audit-logged (`employee.anonymise` with the counts), files removed after the commit.
 * `load` locks and re-reads the row inside the transaction and says whether it may still be anonymised.
 */
export async function anonymiseEmployee(
  deps: Pick<RetentionDeps, 'db' | 'storage' | 'log'>,
  actor: AuditActor,
  input: {
    load: (tx: Tx) => Promise<EmployeeRow | null>;
    at: Date;
    agreementTexts: boolean;
    reason: 'retention' | 'manual';
  },
): Promise<{ employeeId: string; name: string; counts: RetentionCounts } | null> {
  const done = await audited(deps.db, actor, async (tx) => {
    const row = await input.load(tx);
    if (!row) return { result: null, audit: [] };
    const outcome = await anonymiseInTransaction(tx, row, {
      at: input.at,
      agreementTexts: input.agreementTexts,
    });
    return {
      result: { employeeId: row.id, ...outcome },
      audit: {
        action: 'employee.anonymise',
        entityType: 'employee',
        entityId: row.id,
        details: { reason: input.reason, name: outcome.name, counts: outcome.counts },
      },
    };
  });
  if (!done) return null;
  await removeStoredFiles(deps, { folder: done.folder, storageKeys: done.storageKeys });
  return { employeeId: done.employeeId, name: done.name, counts: done.counts };
}
