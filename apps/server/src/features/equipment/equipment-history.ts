import { type EquipmentAssignment, type EquipmentChange, formatDate } from '@kollega/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, employees } from '../../db/schema/index';
import type { Reader } from '../../services/context';
import { employeeName } from './equipment-record';

/** The newest rows an item's page shows; older ones stay in the audit log. */
const HISTORY_LIMIT = 500;

/** The fields an update names in `details.changes`, as the page labels them. */
export const EQUIPMENT_FIELD_LABELS: Record<string, string> = {
  equipmentType: 'Kategori',
  equipmentVariant: 'Variant',
  assignedTo: 'Tildelt',
  serialNumber: 'Serienummer',
  startDate: 'Startdato',
  endDate: 'Slutdato',
  notes: 'Noter',
};

/** Who an audit row says the item went to: present only on rows that (re)assigned it. */
export interface AssignedToDetail {
  id: string;
  name: string;
  /** The period's first day (the Startdato saved with it), 'YYYY-MM-DD'; absent: the row's moment. */
  from?: string;
}

/**
 * One field of an update, old → new, as text ('' for none). Notes have null values: only the fact that they
 * changed is shown. Rows from before issue 24 hold only the field names.
 */
export interface EquipmentFieldChange {
  field: string;
  from: string | null;
  to: string | null;
  /** On an 'assignedTo' change: the old and the new holder's employee id beside their name (decision 050). */
  fromId?: string;
  toId?: string;
}

/** A holder as an equipment audit row names them: the id beside the name, so anonymising them finds the row. */
export interface EquipmentHolder {
  id: string;
  name: string;
}

/**
 * 'Tildelt: Niels Madsen → Lars Kristensen' with each holder's id next to their name ('' and no id for nobody):
 * the name is what the history shows, the id is what anonymising the holder matches (decision 050), since a name
 * alone no longer leads to anyone once the record is anonymised.
 */
export function assignedToChange(
  from: EquipmentHolder | null,
  to: EquipmentHolder | null,
): EquipmentFieldChange {
  return {
    field: 'assignedTo',
    from: from?.name ?? '',
    to: to?.name ?? '',
    ...(from ? { fromId: from.id } : {}),
    ...(to ? { toId: to.id } : {}),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function shownValue(field: string, value: string): string {
  if (value === '') return field === 'assignedTo' ? 'Ikke tildelt' : '(tom)';
  return ISO_DATE.test(value) ? formatDate(value) : value;
}

/** 'Tildelt: Niels Madsen → Lars Kristensen', as the employee history writes a change. */
function fieldChangeText(change: EquipmentFieldChange | string): string {
  if (typeof change === 'string') return EQUIPMENT_FIELD_LABELS[change] ?? change;
  const label = EQUIPMENT_FIELD_LABELS[change.field] ?? change.field;
  if (change.from === null || change.to === null) return `${label}: ændret`;
  return `${label}: ${shownValue(change.field, change.from)} → ${shownValue(change.field, change.to)}`;
}

function changeText(action: string, details: Record<string, unknown>): string {
  switch (action) {
    case 'equipment.create':
      return 'Oprettet';
    case 'equipment.update': {
      const changes = Array.isArray(details.changes)
        ? (details.changes as (EquipmentFieldChange | string)[])
        : [];
      if (changes.length === 0) return 'Gemt uden ændringer';
      // Rows from before issue 24 name the fields only.
      if (changes.every((change) => typeof change === 'string')) {
        return `Ændret: ${changes.map(fieldChangeText).join(', ')}`;
      }
      return changes.map(fieldChangeText).join('; ');
    }
    case 'equipment.inactive':
      return typeof details.endedAssignment === 'string' && details.endedAssignment
        ? `Markeret som inaktiv. Tildeling til ${details.endedAssignment} afsluttet`
        : 'Markeret som inaktiv';
    case 'equipment.active':
      return 'Markeret som aktiv';
    case 'equipment.file.upload':
      return `Fil tilføjet: ${String(details.fileName ?? '')}`;
    case 'equipment.file.delete':
      return `Fil slettet: ${String(details.fileName ?? '')}`;
    default:
      return action;
  }
}

/**
 * An item's history from its audit rows (issue 11): every change, newest first, and the assignment periods they
 * add up to (a row with `details.assignedTo` starts a period and ends the one before). Bounded to the newest
 * HISTORY_LIMIT rows, so the latest changes are always there.
 */
export async function equipmentHistory(
  db: Reader,
  companyId: string,
  equipmentId: string,
): Promise<{ assignments: EquipmentAssignment[]; changes: EquipmentChange[] }> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      details: auditLog.details,
      actorFirstName: employees.firstName,
      actorLastName: employees.lastName,
    })
    .from(auditLog)
    .leftJoin(
      employees,
      and(eq(employees.companyId, companyId), sql`${employees.userId}::text = ${auditLog.actorUserId}`),
    )
    .where(
      and(
        eq(auditLog.companyId, companyId),
        eq(auditLog.entityType, 'equipment'),
        eq(auditLog.entityId, equipmentId),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  // The periods are built from the oldest of these rows on.
  rows.reverse();

  const assignments: EquipmentAssignment[] = [];
  const changes: EquipmentChange[] = [];
  for (const row of rows) {
    const details = (row.details ?? {}) as Record<string, unknown>;
    const at = row.at.toISOString();
    changes.push({
      id: String(row.id),
      at,
      action: row.action,
      actorName: row.actorFirstName
        ? employeeName({ firstName: row.actorFirstName, lastName: row.actorLastName })
        : null,
      text: changeText(row.action, details),
    });
    const open = assignments.at(-1);
    // A Startdato changed for the same holder moves the start of their period (issue 24).
    if (typeof details.assignmentStart === 'string' && open && open.to === null)
      open.from = details.assignmentStart;
    if (!Object.hasOwn(details, 'assignedTo')) continue;
    const assigned = details.assignedTo as AssignedToDetail | null;
    // Issue 24: a period starts on its Startdato when one was saved with it, else when it was saved.
    const from = assigned?.from ?? at;
    if (open && open.to === null) open.to = assigned?.from && assigned.from > open.from ? assigned.from : at;
    if (assigned) assignments.push({ employeeId: assigned.id, name: assigned.name, from, to: null });
  }
  await endAtDeletion(db, companyId, assignments);
  return { assignments: assignments.reverse(), changes: changes.reverse() };
}

/**
 * Deleting an employee unassigns their items without an equipment audit row (the link is set null, or the
 * record is wiped and no longer counts as assigned), so a period would otherwise run on as 'Nu' while the list
 * says 'Ikke tildelt'. A period of an employee deleted before it ended ends at the deletion (their
 * 'employee.delete' audit row), and names them without an id, as agreements do (decision 022).
 */
async function endAtDeletion(
  db: Reader,
  companyId: string,
  assignments: EquipmentAssignment[],
): Promise<void> {
  const ids = [...new Set(assignments.flatMap((period) => (period.employeeId ? [period.employeeId] : [])))];
  if (ids.length === 0) return;
  const deletions = await db
    .select({
      employeeId: auditLog.entityId,
      at: sql<Date>`min(${auditLog.createdAt})`.mapWith(auditLog.createdAt),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.companyId, companyId),
        eq(auditLog.entityType, 'employee'),
        inArray(auditLog.entityId, ids),
        eq(auditLog.action, 'employee.delete'),
      ),
    )
    .groupBy(auditLog.entityId);
  const deletedAt = new Map(deletions.map((row) => [row.employeeId, row.at.toISOString()]));
  for (const period of assignments) {
    const deleted = period.employeeId ? deletedAt.get(period.employeeId) : undefined;
    if (!deleted) continue;
    period.employeeId = null;
    if (period.to === null || deleted < period.to) period.to = deleted;
  }
}
