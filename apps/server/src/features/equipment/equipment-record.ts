import { type EquipmentFile, type EquipmentListItem, equipmentStatus } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuditEntry } from '../../db/audit';
import {
  employees,
  equipment,
  type equipmentFiles,
  equipmentTypes,
  equipmentVariants,
} from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { type AppError, notFound } from '../../errors/app-error';
import { loadInCompany, type Reader } from '../../services/context';

export type EquipmentRow = typeof equipment.$inferSelect;
export type EquipmentTypeRow = typeof equipmentTypes.$inferSelect;
export type EquipmentVariantRow = typeof equipmentVariants.$inferSelect;
export type EquipmentFileRow = typeof equipmentFiles.$inferSelect;
export interface AssigneeRow {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  employmentStatus: string | null;
}

/** The columns of a list row: the item, its category, variant and (live, not deleted) employee. */
export const listColumns = {
  item: equipment,
  type: { id: equipmentTypes.id, name: equipmentTypes.name, icon: equipmentTypes.icon },
  variant: { id: equipmentVariants.id, name: equipmentVariants.name },
  assignee: {
    id: employees.id,
    firstName: employees.firstName,
    lastName: employees.lastName,
    employmentStatus: employees.employmentStatus,
  },
};

/** The joins of a list row, every one in the caller's company. */
export function joinedEquipment(db: Reader, companyId: string) {
  return db
    .select(listColumns)
    .from(equipment)
    .innerJoin(
      equipmentTypes,
      and(eq(equipmentTypes.companyId, companyId), eq(equipmentTypes.id, equipment.equipmentTypeId)),
    )
    .innerJoin(
      equipmentVariants,
      and(eq(equipmentVariants.companyId, companyId), eq(equipmentVariants.id, equipment.equipmentVariantId)),
    )
    .leftJoin(
      employees,
      and(
        eq(employees.companyId, companyId),
        eq(employees.id, equipment.assignedToId),
        isNull(employees.deletedAt),
      ),
    );
}

export function employeeName(row: { firstName: string | null; lastName: string | null }): string {
  return `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
}

export function toListItem(
  row: {
    item: EquipmentRow;
    type: { id: string; name: string; icon: string };
    variant: { id: string; name: string };
    assignee: AssigneeRow | null;
  },
  now: Date = new Date(),
): EquipmentListItem {
  const assignee = row.assignee?.id
    ? {
        id: row.assignee.id,
        name: employeeName(row.assignee),
        inactive: row.assignee.employmentStatus === 'inactive',
      }
    : null;
  return {
    id: row.item.id,
    type: row.type,
    variant: row.variant,
    assignedTo: assignee,
    serialNumber: row.item.serialNumber,
    startDate: row.item.startDate,
    endDate: row.item.endDate,
    inactive: row.item.inactive,
    status: equipmentStatus(row.item, now),
    mustReturn: !row.item.inactive && !!assignee?.inactive,
  };
}

export function equipmentFileUrl(equipmentId: string, fileId: string): string {
  return `/api/equipment/${equipmentId}/files/${fileId}`;
}

export function toFile(row: EquipmentFileRow): EquipmentFile {
  return {
    id: row.id,
    name: row.name,
    extension: row.extension,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadUrl: equipmentFileUrl(row.equipmentId, row.id),
  };
}

/** hr-core §7: {companyId}/equipment/{id}/{file}. */
export function equipmentFolder(companyId: string, equipmentId: string): string {
  return `${companyId}/equipment/${equipmentId}/`;
}

export function equipmentAudit(
  entityType: 'equipment' | 'equipment_type' | 'equipment_variant',
  entityId: string,
  action: string,
  details: Record<string, unknown> = {},
): AuditEntry {
  return { action, entityType, entityId, details };
}

/** One item of the caller's company, or 404 (missing, malformed and another company's look the same). */
export async function loadEquipment(
  db: Reader,
  ctx: { companyId: string },
  equipmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EquipmentRow> {
  return loadInCompany(db, equipment, ctx, equipmentId, options);
}

export async function loadEquipmentType(
  db: Reader,
  ctx: { companyId: string },
  typeId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EquipmentTypeRow> {
  return loadInCompany(db, equipmentTypes, ctx, typeId, options);
}

/** A variant of the given category of the caller's company, or 404. */
export async function loadEquipmentVariant(
  db: Reader,
  ctx: { companyId: string },
  typeId: string,
  variantId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EquipmentVariantRow> {
  // The category id is compared with a uuid column too: a malformed one is 404 before it reaches the database.
  if (!isUuid(typeId)) throw notFound();
  return loadInCompany(db, equipmentVariants, ctx, variantId, {
    ...options,
    where: eq(equipmentVariants.equipmentTypeId, typeId),
  });
}

/** PostgreSQL's unique violation, from pg or PGlite (possibly wrapped by Drizzle). */
export function uniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (
      candidate.code === '23505' &&
      (candidate.constraint === constraint || candidate.message?.includes(constraint))
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** Runs a write; a duplicate of `constraint` becomes the given 409 instead of a 500. */
export async function refusingDuplicates<T>(
  constraint: string,
  error: () => AppError,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (caught) {
    if (uniqueViolation(caught, constraint)) throw error();
    throw caught;
  }
}
