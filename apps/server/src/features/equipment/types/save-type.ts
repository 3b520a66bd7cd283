import {
  EQUIPMENT_MESSAGES,
  type EquipmentTypeDetail,
  type EquipmentTypeInput,
  type EquipmentVariantInput,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { equipmentTypes, equipmentVariants } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { audited } from '../../../services/context';
import type { EquipmentDeps } from '../deps';
import { assertEquipmentPlan } from '../equipment-plan';
import {
  equipmentAudit,
  loadEquipmentType,
  loadEquipmentVariant,
  refusingDuplicates,
} from '../equipment-record';
import { getEquipmentType } from './get-type';

const typeNameInUse = () =>
  new AppError('EQUIPMENT_NAME_IN_USE', EQUIPMENT_MESSAGES.typeNameInUse, {
    details: [{ path: 'name', message: EQUIPMENT_MESSAGES.typeNameInUse }],
  });
const variantNameInUse = () =>
  new AppError('EQUIPMENT_NAME_IN_USE', EQUIPMENT_MESSAGES.variantNameInUse, {
    details: [{ path: 'name', message: EQUIPMENT_MESSAGES.variantNameInUse }],
  });

/** POST /api/equipment/types: 'Tilføj kategori' (name and emoji icon). */
export async function createEquipmentType(
  deps: Pick<EquipmentDeps, 'db'>,
  ctx: AdminContext,
  input: EquipmentTypeInput,
): Promise<EquipmentTypeDetail> {
  assertEquipmentPlan(ctx);
  const id = await refusingDuplicates('equipment_types_company_name_idx', typeNameInUse, () =>
    audited(deps.db, ctx, async (tx) => {
      const [row] = await tx
        .insert(equipmentTypes)
        .values({ companyId: ctx.companyId, name: input.name, icon: input.icon, createdBy: ctx.userId })
        .returning({ id: equipmentTypes.id });
      if (!row) throw new Error('insert into equipment_types returned no row');
      return {
        result: row.id,
        audit: equipmentAudit('equipment_type', row.id, 'equipment_type.create', input),
      };
    }),
  );
  return getEquipmentType(deps, ctx, { typeId: id });
}

/** PUT /api/equipment/types/:typeId: the category's name and icon. */
export async function updateEquipmentType(
  deps: Pick<EquipmentDeps, 'db'>,
  ctx: AdminContext,
  input: { typeId: string } & EquipmentTypeInput,
): Promise<EquipmentTypeDetail> {
  const { typeId, ...form } = input;
  await refusingDuplicates('equipment_types_company_name_idx', typeNameInUse, () =>
    audited(deps.db, ctx, async (tx) => {
      const row = await loadEquipmentType(tx, ctx, typeId, { forUpdate: true });
      assertEquipmentPlan(ctx);
      await tx
        .update(equipmentTypes)
        .set({ name: input.name, icon: input.icon })
        .where(and(eq(equipmentTypes.companyId, ctx.companyId), eq(equipmentTypes.id, row.id)));
      return {
        result: undefined,
        audit: equipmentAudit('equipment_type', row.id, 'equipment_type.update', {
          before: { name: row.name, icon: row.icon },
          after: form,
        }),
      };
    }),
  );
  return getEquipmentType(deps, ctx, { typeId });
}

/** POST /api/equipment/types/:typeId/variants: 'Tilføj variant'. */
export async function createEquipmentVariant(
  deps: Pick<EquipmentDeps, 'db'>,
  ctx: AdminContext,
  input: { typeId: string } & EquipmentVariantInput,
): Promise<EquipmentTypeDetail> {
  await refusingDuplicates('equipment_variants_company_type_name_idx', variantNameInUse, () =>
    audited(deps.db, ctx, async (tx) => {
      const type = await loadEquipmentType(tx, ctx, input.typeId, { forUpdate: true });
      assertEquipmentPlan(ctx);
      const [row] = await tx
        .insert(equipmentVariants)
        .values({
          companyId: ctx.companyId,
          equipmentTypeId: type.id,
          name: input.name,
          createdBy: ctx.userId,
        })
        .returning({ id: equipmentVariants.id });
      if (!row) throw new Error('insert into equipment_variants returned no row');
      return {
        result: undefined,
        audit: equipmentAudit('equipment_variant', row.id, 'equipment_variant.create', {
          typeId: type.id,
          name: input.name,
        }),
      };
    }),
  );
  return getEquipmentType(deps, ctx, input);
}

/** PUT /api/equipment/types/:typeId/variants/:variantId: rename a variant. */
export async function updateEquipmentVariant(
  deps: Pick<EquipmentDeps, 'db'>,
  ctx: AdminContext,
  input: { typeId: string; variantId: string } & EquipmentVariantInput,
): Promise<EquipmentTypeDetail> {
  const { typeId, variantId, ...form } = input;
  await refusingDuplicates('equipment_variants_company_type_name_idx', variantNameInUse, () =>
    audited(deps.db, ctx, async (tx) => {
      const row = await loadEquipmentVariant(tx, ctx, typeId, variantId, { forUpdate: true });
      assertEquipmentPlan(ctx);
      await tx
        .update(equipmentVariants)
        .set({ name: input.name })
        .where(and(eq(equipmentVariants.companyId, ctx.companyId), eq(equipmentVariants.id, row.id)));
      return {
        result: undefined,
        audit: equipmentAudit('equipment_variant', row.id, 'equipment_variant.update', {
          before: { name: row.name },
          after: form,
        }),
      };
    }),
  );
  return getEquipmentType(deps, ctx, { typeId });
}
