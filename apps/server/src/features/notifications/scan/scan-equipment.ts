import { addDays } from '@kollega/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import { equipment, equipmentTypes, equipmentVariants } from '../../../db/schema/index';
import type { NotificationDraft } from '../produce-notifications';
import { type KindScan, toAdmins } from './scan-context';

/** An expired item is announced if it expired within this many days (the first scan does not dig up years). */
const EXPIRED_LOOKBACK_DAYS = 30;

/**
 * Equipment (issue 26): items whose end date is within 30 days, and items that have expired, to the admins.
 * Each once per end date, so an item given a new end date is announced again.
 */
export const scanEquipment: KindScan = async (scan) => {
  const rows = await scan.db
    .select({
      id: equipment.id,
      endDate: equipment.endDate,
      type: equipmentTypes.name,
      variant: equipmentVariants.name,
      serial: equipment.serialNumber,
    })
    .from(equipment)
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipment.equipmentTypeId))
    .leftJoin(equipmentVariants, eq(equipmentVariants.id, equipment.equipmentVariantId))
    .where(
      and(
        eq(equipment.companyId, scan.companyId),
        eq(equipment.inactive, false),
        gte(equipment.endDate, addDays(scan.today, -EXPIRED_LOOKBACK_DAYS)),
        lte(equipment.endDate, addDays(scan.today, 30)),
      ),
    );
  const drafts: NotificationDraft[] = [];
  for (const row of rows) {
    if (!row.endDate) continue;
    const expired = row.endDate < scan.today;
    const name = [row.type, row.variant, row.serial].filter(Boolean).join(' ');
    const kind = expired ? 'equipment-expired' : 'equipment-expiring';
    drafts.push(
      ...toAdmins(scan, {
        kind,
        params: { name, expiresOn: row.endDate },
        link: `/udstyr/${row.id}`,
        dedupeKey: `${kind}:${row.id}:${row.endDate}`,
      }),
    );
  }
  return drafts;
};
