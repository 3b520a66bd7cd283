import type { PersonDataCategory } from '@kollega/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  agreementAttendees,
  agreementFiles,
  agreements,
  approvedWeeks,
  auditLog,
  checklists,
  checklistTasks,
  employeeDocuments,
  employeePayroll,
  employeeSicknessSettings,
  equipment,
  equipmentTypes,
  equipmentVariants,
  holidayLedger,
  holidayRequests,
  sickReports,
  timeEntries,
  timeEntryChanges,
  timeLogSettings,
  timeLogWarnings,
} from '../../db/schema/index';
import type { FieldCipher } from '../../integrations/crypto/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { cprAssociatedData, loadVisibleEmployee } from '../employees/public';
import { holderHandOvers } from '../equipment/public';

/** No section reads more rows than this: decades of daily registrations fit; a runaway read does not. */
const MAX_ROWS = 50_000;

/** A file that goes into the ZIP beside the JSON, read from the storage by its key. */
export interface PersonFile {
  folder: 'dokumenter' | 'aftaler' | 'profilbillede';
  name: string;
  storageKey: string;
}

export interface PersonData {
  exportedAt: string;
  company: { id: string };
  categories: Record<PersonDataCategory, unknown>;
  files: PersonFile[];
}

function withExtension(name: string, extension: string): string {
  return extension ? `${name}.${extension}` : name;
}

/** A row without the columns that say nothing about the person or belong to someone else. */
function without<Row extends Record<string, unknown>>(row: Row, keys: readonly (keyof Row)[]) {
  const copy: Record<string, unknown> = { ...row };
  for (const key of keys) delete copy[key as string];
  return copy;
}

/**
 * Every record Kollega holds about one employee of the caller's company (issue 33, GDPR art. 15 and 20,
 * decision 043), by category: read straight from the tables the records of processing list
 * (docs/privacy/records-of-processing.md), scoped by the company, each read bounded. Other people's names that
 * sit on a shared record (an agreement's other attendees, who approved a week) are left out; the CPR number is
 * decrypted, because it is the person's own.
 */
export async function collectPersonData(
  deps: { db: Reader; cipher: FieldCipher; now: () => Date },
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<PersonData> {
  const { db } = deps;
  const { row } = await loadVisibleEmployee(db, ctx, input.employeeId);
  const companyId = ctx.companyId;
  const id = row.id;
  const cprNumber = row.cprEncrypted
    ? deps.cipher.decrypt(row.cprEncrypted, cprAssociatedData(row.id))
    : null;
  const employee = { ...without(row, ['cprEncrypted', 'cprKeyId', 'profilePhotoKey']), cprNumber };

  const documents = await db
    .select()
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.companyId, companyId), eq(employeeDocuments.employeeId, id)))
    .orderBy(asc(employeeDocuments.uploadedAt))
    .limit(MAX_ROWS);

  const attending = await db
    .select({ agreementId: agreementAttendees.agreementId })
    .from(agreementAttendees)
    .where(and(eq(agreementAttendees.companyId, companyId), eq(agreementAttendees.employeeId, id)))
    .limit(MAX_ROWS);
  const attendingIds = attending.map((attendee) => attendee.agreementId);
  const agreementRows = await db
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        attendingIds.length > 0
          ? or(eq(agreements.regardingId, id), inArray(agreements.id, attendingIds))
          : eq(agreements.regardingId, id),
      ),
    )
    .orderBy(asc(agreements.startsAt))
    .limit(MAX_ROWS);
  const subjectOf = agreementRows.filter((agreement) => agreement.regardingId === id).map((a) => a.id);
  const agreementFileRows =
    subjectOf.length > 0
      ? await db
          .select()
          .from(agreementFiles)
          .where(and(eq(agreementFiles.companyId, companyId), inArray(agreementFiles.agreementId, subjectOf)))
          .limit(MAX_ROWS)
      : [];

  const items = await db
    .select({
      id: equipment.id,
      type: equipmentTypes.name,
      variant: equipmentVariants.name,
      serialNumber: equipment.serialNumber,
      startDate: equipment.startDate,
      endDate: equipment.endDate,
      notes: equipment.notes,
      inactive: equipment.inactive,
    })
    .from(equipment)
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, equipment.equipmentTypeId))
    .leftJoin(equipmentVariants, eq(equipmentVariants.id, equipment.equipmentVariantId))
    .where(and(eq(equipment.companyId, companyId), eq(equipment.assignedToId, id)))
    .limit(MAX_ROWS);
  // Items held before, and when: the equipment log's hand-overs naming them (the other holder left out).
  const handOvers = await holderHandOvers(db, companyId, id);

  const checklistRows = await db
    .select({ id: checklists.id, kind: checklists.kind, title: checklists.title, date: checklists.date })
    .from(checklists)
    .where(and(eq(checklists.companyId, companyId), eq(checklists.regardingId, id)))
    .limit(MAX_ROWS);
  const taskOwners = checklistRows.map((checklist) => checklist.id);
  const tasks = await db
    .select({
      checklistId: checklistTasks.checklistId,
      title: checklistTasks.title,
      description: checklistTasks.description,
      dueDate: checklistTasks.dueDate,
      checked: checklistTasks.checked,
      assignedToId: checklistTasks.assignedToId,
    })
    .from(checklistTasks)
    .where(
      and(
        eq(checklistTasks.companyId, companyId),
        taskOwners.length > 0
          ? or(inArray(checklistTasks.checklistId, taskOwners), eq(checklistTasks.assignedToId, id))
          : eq(checklistTasks.assignedToId, id),
      ),
    )
    .limit(MAX_ROWS);

  const byEmployee = <T extends { companyId: unknown; employeeId: unknown }>(table: T) =>
    and(eq(table.companyId as never, companyId), eq(table.employeeId as never, id));
  const entries = await db
    .select()
    .from(timeEntries)
    .where(byEmployee(timeEntries))
    .orderBy(asc(timeEntries.date))
    .limit(MAX_ROWS);
  const changes = await db
    .select()
    .from(timeEntryChanges)
    .where(byEmployee(timeEntryChanges))
    .orderBy(asc(timeEntryChanges.at))
    .limit(MAX_ROWS);
  const settings = await db.select().from(timeLogSettings).where(byEmployee(timeLogSettings)).limit(MAX_ROWS);
  const warnings = await db.select().from(timeLogWarnings).where(byEmployee(timeLogWarnings)).limit(MAX_ROWS);
  const weeks = await db.select().from(approvedWeeks).where(byEmployee(approvedWeeks)).limit(MAX_ROWS);
  const payroll = await db.select().from(employeePayroll).where(byEmployee(employeePayroll)).limit(1);
  const ledger = await db.select().from(holidayLedger).where(byEmployee(holidayLedger)).limit(MAX_ROWS);
  const requests = await db.select().from(holidayRequests).where(byEmployee(holidayRequests)).limit(MAX_ROWS);
  const sick = await db.select().from(sickReports).where(byEmployee(sickReports)).limit(MAX_ROWS);
  const sickSettings = await db
    .select()
    .from(employeeSicknessSettings)
    .where(byEmployee(employeeSicknessSettings))
    .limit(1);

  const history = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.createdAt))
    .limit(MAX_ROWS);
  const acted = row.userId
    ? await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, companyId), eq(auditLog.actorUserId, row.userId)))
        .orderBy(asc(auditLog.createdAt))
        .limit(MAX_ROWS)
    : [];

  const strip = ['companyId'] as const;
  // Whether a task is this person's, never whom else it was given to.
  const ownTask = ({ assignedToId, ...task }: (typeof tasks)[number]) => ({
    ...task,
    assignedToMe: assignedToId === id,
  });
  const files: PersonFile[] = [
    ...documents.map((document) => ({
      folder: 'dokumenter' as const,
      name: withExtension(document.name, document.extension),
      storageKey: document.storageKey,
    })),
    ...agreementFileRows.map((file) => ({
      folder: 'aftaler' as const,
      name: file.name,
      storageKey: file.storageKey,
    })),
  ];
  if (row.profilePhotoKey) {
    files.push({ folder: 'profilbillede', name: 'profilbillede', storageKey: row.profilePhotoKey });
  }

  return {
    exportedAt: deps.now().toISOString(),
    company: { id: companyId },
    files,
    categories: {
      employee,
      history: history.map((entry) => without(entry, [...strip, 'impersonatorUserId'])),
      documents: documents.map((document) => without(document, [...strip, 'storageKey', 'uploadedBy'])),
      agreements: agreementRows.map((agreement) => {
        const subject = agreement.regardingId === id;
        return {
          ...without(agreement, [...strip, 'createdBy', ...(subject ? [] : (['regardingName'] as const))]),
          role: subject ? 'subject' : 'attendee',
          files: agreementFileRows
            .filter((file) => file.agreementId === agreement.id)
            .map((file) => without(file, [...strip, 'storageKey', 'uploadedBy'])),
        };
      }),
      equipment: { items, handOvers },
      checklists: {
        about: checklistRows.map((checklist) => ({
          ...checklist,
          tasks: tasks.filter((task) => task.checklistId === checklist.id).map(ownTask),
        })),
        assignedTasks: tasks.filter((task) => task.assignedToId === id).map(ownTask),
      },
      timeRegistrations: {
        entries: entries.map((entry) => without(entry, strip)),
        changes: changes.map((change) => without(change, [...strip, 'authorUserId', 'authorName'])),
        settings: settings.map((setting) => without(setting, [...strip, 'createdBy'])),
        warnings: warnings.map((warning) => without(warning, strip)),
        approvedWeeks: weeks.map((week) => without(week, [...strip, 'approvedBy'])),
        payroll: payroll.map((line) => without(line, strip)),
      },
      holiday: {
        ledger: ledger.map((line) => without(line, [...strip, 'createdBy'])),
        requests: requests.map((request) => without(request, [...strip, 'decidedBy', 'decidedByName'])),
      },
      sickness: {
        periods: sick.map((period) => without(period, [...strip, 'createdBy'])),
        settings: sickSettings.map((setting) => without(setting, strip)),
      },
      auditLog: acted.map((entry) => without(entry, [...strip, 'impersonatorUserId'])),
    },
  };
}
