import type { EquipmentDetail, EquipmentInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { employees, equipment } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited } from '../../services/context';
import { closeOpenReceipts } from '../me/public';
import type { EquipmentDeps } from './deps';
import { assignedToChange, type EquipmentFieldChange, type EquipmentHolder } from './equipment-history';
import { assertEquipmentPlan } from './equipment-plan';
import {
  employeeName,
  equipmentAudit,
  loadEquipment,
  loadEquipmentType,
  loadEquipmentVariant,
} from './equipment-record';
import { getEquipment } from './get-equipment';
import { loadEquipmentLinks, refusingDuplicateSerial } from './save-equipment';

/**
 * PUT /api/equipment/:equipmentId: every field of /udstyr/{id}. A new Tildelt starts a new assignment period, on
 * the Startdato saved with it if that changed too, else now; a Startdato changed for the same holder moves the
 * start of their period (issue 24). Each change is logged as old → new, names and not ids, as the page shows
 * it (issue 24: 'Tildelt: Niels Madsen → Lars Kristensen').
 */
export async function updateEquipment(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: { equipmentId: string } & EquipmentInput,
): Promise<EquipmentDetail> {
  await refusingDuplicateSerial(() =>
    audited(deps.db, ctx, async (tx) => {
      const row = await loadEquipment(tx, ctx, input.equipmentId, { forUpdate: true });
      const { type, variant, assignee } = await loadEquipmentLinks(tx, ctx, input, row.assignedToId);
      assertEquipmentPlan(ctx);
      const assignedToId = assignee?.id ?? null;
      const oldType =
        row.equipmentTypeId === type.id ? type : await loadEquipmentType(tx, ctx, row.equipmentTypeId);
      const oldVariant =
        row.equipmentVariantId === variant.id
          ? variant
          : await loadEquipmentVariant(tx, ctx, row.equipmentTypeId, row.equipmentVariantId);
      const oldAssignee = await holder(tx, ctx.companyId, row.assignedToId);
      const changed = (field: string, from: string | null, to: string | null): EquipmentFieldChange[] =>
        (from ?? '') === (to ?? '') ? [] : [{ field, from: from ?? '', to: to ?? '' }];
      const changes: EquipmentFieldChange[] = [
        ...(row.equipmentTypeId !== type.id
          ? [{ field: 'equipmentType', from: oldType.name, to: type.name }]
          : []),
        ...(row.equipmentVariantId !== variant.id
          ? [{ field: 'equipmentVariant', from: oldVariant.name, to: variant.name }]
          : []),
        ...(row.assignedToId !== assignedToId
          ? [assignedToChange(oldAssignee, assignee ? { id: assignee.id, name: assignee.name } : null)]
          : []),
        ...changed('serialNumber', row.serialNumber, input.serialNumber),
        ...changed('startDate', row.startDate, input.startDate),
        ...changed('endDate', row.endDate, input.endDate),
        // Notes are free text of any length: the line says only that they changed.
        ...(row.notes !== input.notes ? [{ field: 'notes', from: null, to: null }] : []),
      ];
      const startDateChanged = (row.startDate ?? null) !== (input.startDate ?? null);
      await tx
        .update(equipment)
        .set({
          equipmentTypeId: type.id,
          equipmentVariantId: variant.id,
          assignedToId,
          serialNumber: input.serialNumber,
          startDate: input.startDate,
          endDate: input.endDate,
          notes: input.notes,
          updatedAt: new Date(),
        })
        .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, row.id)));
      const reassigned = row.assignedToId !== assignedToId;
      // The previous holder's open hand-over receipt gets its return date (decision 041).
      if (reassigned && row.assignedToId) {
        await closeOpenReceipts(tx, ctx, { equipmentId: row.id, employeeId: row.assignedToId });
      }
      const newPeriodFrom = startDateChanged && input.startDate ? { from: input.startDate } : {};
      return {
        result: undefined,
        audit: equipmentAudit('equipment', row.id, 'equipment.update', {
          changes,
          ...(reassigned
            ? { assignedTo: assignee ? { id: assignee.id, name: assignee.name, ...newPeriodFrom } : null }
            : {}),
          ...(!reassigned && assignedToId && startDateChanged && input.startDate
            ? { assignmentStart: input.startDate }
            : {}),
        }),
      };
    }),
  );
  return getEquipment(deps, ctx, input);
}

/** The item's holder before the save, with their id (null for none). */
async function holder(
  tx: Parameters<typeof loadEquipment>[0],
  companyId: string,
  employeeId: string | null,
): Promise<EquipmentHolder | null> {
  if (!employeeId) return null;
  const [row] = await tx
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row ? { id: employeeId, name: employeeName(row) } : null;
}
