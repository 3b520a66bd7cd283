import { danishToday } from '../dates/calendar';
import { dayjs } from '../format/danish-time';

/** hr-core §9: the expiry warning starts 30 days before the end date. */
export const EQUIPMENT_EXPIRY_WARNING_DAYS = 30;

export const EQUIPMENT_STATUSES = ['inactive', 'expired', 'expiring', 'active', 'missingSerial'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

/** hr-core §4: the display status texts. */
export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = {
  inactive: 'Inaktiv',
  expired: 'Udløbet',
  expiring: 'Udløber inden for 1 måned',
  active: 'Aktiv',
  missingSerial: 'Mangler serienummer',
};

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); counted in UTC so a DST change moves nothing. */
function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/**
 * hr-core §4, the one place the equipment status is decided, in this order: 'Inaktiv'; 'Udløbet' once the end date
 * has passed (the end date itself is the last day); 'Udløber inden for 1 måned' when the end date is at most 30
 * days away (today included); 'Aktiv' with a serial number; otherwise 'Mangler serienummer'. The days are
 * Danish calendar days.
 */
export function equipmentStatus(
  item: { inactive: boolean; endDate: string | null; serialNumber: string | null },
  now: Date = new Date(),
): EquipmentStatus {
  if (item.inactive) return 'inactive';
  if (item.endDate) {
    const daysLeft = daysBetween(danishToday(now), item.endDate);
    if (daysLeft < 0) return 'expired';
    if (daysLeft <= EQUIPMENT_EXPIRY_WARNING_DAYS) return 'expiring';
  }
  return item.serialNumber?.trim() ? 'active' : 'missingSerial';
}

/**
 * The end-date bounds a status filter needs, for a query: an item is expired when its end date is before
 * `expiredBefore`, expiring when it is from then up to `expiringUntil` (both 'YYYY-MM-DD').
 */
export function equipmentStatusBounds(now: Date = new Date()): {
  expiredBefore: string;
  expiringUntil: string;
} {
  const today = danishToday(now);
  return {
    expiredBefore: today,
    expiringUntil: dayjs.utc(today).add(EQUIPMENT_EXPIRY_WARNING_DAYS, 'day').format('YYYY-MM-DD'),
  };
}
