import { compareDanish, EQUIPMENT_VARIANTS_MAX, type EquipmentTypeDetail } from '@kollega/domain';
import { and, eq, sql } from 'drizzle-orm';
import { equipmentVariants } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import { assertEquipmentPlan } from '../equipment-plan';
import { loadEquipmentType } from '../equipment-record';

/** GET /api/equipment/types/:typeId: /udstyr/kategori/{id}, the category with its variants and their counts. */
export async function getEquipmentType(
  deps: { db: Reader },
  ctx: AdminContext,
  input: { typeId: string },
): Promise<EquipmentTypeDetail> {
  const { db } = deps;
  const type = await loadEquipmentType(db, ctx, input.typeId);
  assertEquipmentPlan(ctx);
  const variants = await db
    .select({
      id: equipmentVariants.id,
      name: equipmentVariants.name,
      itemCount: sql<number>`(select count(*)::int from equipment e where e.company_id = equipment_variants.company_id and e.equipment_variant_id = equipment_variants.id)`,
    })
    .from(equipmentVariants)
    .where(
      and(eq(equipmentVariants.companyId, ctx.companyId), eq(equipmentVariants.equipmentTypeId, type.id)),
    )
    .limit(EQUIPMENT_VARIANTS_MAX);
  variants.sort((a, b) => compareDanish(a.name, b.name));
  const itemCount = variants.reduce((sum, variant) => sum + variant.itemCount, 0);
  return {
    id: type.id,
    name: type.name,
    icon: type.icon,
    itemCount,
    variantCount: variants.length,
    variants,
  };
}
