import { and, eq, type SQL } from 'drizzle-orm';
import { auditLog, equipment, equipmentTypes, equipmentVariants } from '../../../db/schema/index';
import { fileResource } from '../../../integrations/uploads/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { audited, type Tx } from '../../../services/context';
import type { EquipmentDeps } from '../deps';
import { assertEquipmentPlan } from '../equipment-plan';
import {
  equipmentAudit,
  equipmentFolder,
  loadEquipmentType,
  loadEquipmentVariant,
} from '../equipment-record';

/** The items a cascade takes, each with its own audit row, inside the caller's transaction. */
async function recordCascade(tx: Tx, ctx: AdminContext, condition: SQL, reason: Record<string, unknown>) {
  const items = await tx
    .select({ id: equipment.id, serialNumber: equipment.serialNumber })
    .from(equipment)
    .where(and(eq(equipment.companyId, ctx.companyId), condition))
    .for('update');
  if (items.length > 0) {
    await tx.insert(auditLog).values(
      items.map((item) => ({
        companyId: ctx.companyId,
        actorUserId: ctx.userId,
        impersonatorUserId: ctx.impersonatedBy,
        requestId: ctx.requestId,
        ...equipmentAudit('equipment', item.id, 'equipment.delete', {
          serialNumber: item.serialNumber,
          ...reason,
        }),
      })),
    );
  }
  return items.map((item) => item.id);
}

async function removeFolders(deps: EquipmentDeps, companyId: string, ids: string[]) {
  for (const id of ids) {
    await fileResource(deps).removeFolder(equipmentFolder(companyId, id));
  }
}

/**
 * DELETE /api/equipment/types/:typeId: the category, its variants and every item of it (hr-core §7), in one
 * transaction; the items' files are removed after the commit. Answers how many items went with it.
 */
export async function deleteEquipmentType(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: { typeId: string },
): Promise<{ deletedItems: number }> {
  const ids = await audited(deps.db, ctx, async (tx) => {
    const type = await loadEquipmentType(tx, ctx, input.typeId, { forUpdate: true });
    assertEquipmentPlan(ctx);
    const items = await recordCascade(tx, ctx, eq(equipment.equipmentTypeId, type.id), {
      cascadeFrom: 'equipment_type',
      typeName: type.name,
    });
    await tx
      .delete(equipmentTypes)
      .where(and(eq(equipmentTypes.companyId, ctx.companyId), eq(equipmentTypes.id, type.id)));
    return {
      result: items,
      audit: equipmentAudit('equipment_type', type.id, 'equipment_type.delete', {
        name: type.name,
        deletedItems: items.length,
      }),
    };
  });
  await removeFolders(deps, ctx.companyId, ids);
  return { deletedItems: ids.length };
}

/** DELETE /api/equipment/types/:typeId/variants/:variantId: the variant and its items, like the category. */
export async function deleteEquipmentVariant(
  deps: EquipmentDeps,
  ctx: AdminContext,
  input: { typeId: string; variantId: string },
): Promise<{ deletedItems: number }> {
  const ids = await audited(deps.db, ctx, async (tx) => {
    const variant = await loadEquipmentVariant(tx, ctx, input.typeId, input.variantId, { forUpdate: true });
    assertEquipmentPlan(ctx);
    const items = await recordCascade(tx, ctx, eq(equipment.equipmentVariantId, variant.id), {
      cascadeFrom: 'equipment_variant',
      variantName: variant.name,
    });
    await tx
      .delete(equipmentVariants)
      .where(and(eq(equipmentVariants.companyId, ctx.companyId), eq(equipmentVariants.id, variant.id)));
    return {
      result: items,
      audit: equipmentAudit('equipment_variant', variant.id, 'equipment_variant.delete', {
        name: variant.name,
        deletedItems: items.length,
      }),
    };
  });
  await removeFolders(deps, ctx.companyId, ids);
  return { deletedItems: ids.length };
}
