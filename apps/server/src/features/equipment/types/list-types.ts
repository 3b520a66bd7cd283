import { compareDanish, EQUIPMENT_TYPES_MAX, type EquipmentTypeListResponse } from '@kollega/domain';
import { eq, sql } from 'drizzle-orm';
import { equipmentTypes } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import { canEditEquipment } from '../equipment-plan';

/** GET /api/equipment/types: the tab Kategorier and the creation modal's first step, with counts. */
export async function listEquipmentTypes(
  deps: { db: Reader },
  ctx: AdminContext,
): Promise<EquipmentTypeListResponse> {
  const rows = await deps.db
    .select({
      id: equipmentTypes.id,
      name: equipmentTypes.name,
      icon: equipmentTypes.icon,
      itemCount: sql<number>`(select count(*)::int from equipment e where e.company_id = equipment_types.company_id and e.equipment_type_id = equipment_types.id)`,
      variantCount: sql<number>`(select count(*)::int from equipment_variants v where v.company_id = equipment_types.company_id and v.equipment_type_id = equipment_types.id)`,
    })
    .from(equipmentTypes)
    .where(eq(equipmentTypes.companyId, ctx.companyId))
    .limit(EQUIPMENT_TYPES_MAX);
  // PGlite has only the C collation: Danish order (æ, ø, å last) is sorted here.
  rows.sort((a, b) => compareDanish(a.name, b.name));
  return { items: rows, canEdit: canEditEquipment(ctx) };
}
