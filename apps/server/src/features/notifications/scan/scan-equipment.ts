import { addDays } from '@kollega/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { equipment, equipmentTypes, equipmentVariants } from '../../../db/schema/index';
import type { NotificationDraft } from '../produce-notifications';
import { type PageScan, toAdmins } from './scan-context';

/** An expired item is announced if it expired within this many days (the first scan does not dig up years). */
const EXPIRED_LOOKBACK_DAYS = 30;

/**
 * Equipment (issue 26): items whose end date is within 30 days, and items that have expired, to the admins.
 * Each once per end date, so an item given a new end date is announced again. One statement for the page.
 */
export const scanEquipment: PageScan = async (page) => {
  const rows = await page.db
    .select({
      id: equipment.id,
      companyId: equipment.companyId,
      endDate: equipment.endDate,
      type: equipmentTypes.name,
      variant: equipmentVariants.name,
      serial: equipment.serialNumber,
    })
    .from(equipment)
    .innerJoin(
      equipmentTypes,
      and(
        eq(equipmentTypes.id, equipment.equipmentTypeId),
        eq(equipmentTypes.companyId, equipment.companyId),
      ),
    )
    .leftJoin(
      equipmentVariants,
      and(
        eq(equipmentVariants.id, equipment.equipmentVariantId),
        eq(equipmentVariants.companyId, equipment.companyId),
      ),
    )
    .where(
      and(
        inArray(equipment.companyId, [...page.companyIds]),
        eq(equipment.inactive, false),
        gte(equipment.endDate, addDays(page.today, -EXPIRED_LOOKBACK_DAYS)),
        lte(equipment.endDate, addDays(page.today, 30)),
      ),
    );
  const drafts: NotificationDraft[] = [];
  for (const row of rows) {
    if (!row.endDate) continue;
    const expired = row.endDate < page.today;
    const name = [row.type, row.variant, row.serial].filter(Boolean).join(' ');
    const kind = expired ? 'equipment-expired' : 'equipment-expiring';
    drafts.push(
      ...toAdmins(page, row.companyId, {
        kind,
        params: { name, expiresOn: row.endDate },
        link: `/udstyr/${row.id}`,
        dedupeKey: `${kind}:${row.id}:${row.endDate}`,
      }),
    );
  }
  return drafts;
};
