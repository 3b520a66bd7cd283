import { daysBetween, type IsoDate } from '../dates/calendar';
import {
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  type EquipmentStatus,
} from '../equipment/equipment-status';
import { compareDanish } from '../format/compare-danish';
import { formatDate } from '../format/format-date';
import { REPORT_EXPIRY_DAYS, type ReportBody } from './report-contracts';

export interface EquipmentReportItem {
  category: string;
  variant: string;
  serialNumber: string | null;
  holder: string | null;
  endDate: IsoDate | null;
  inactive: boolean;
  /** The item's status as Udstyr decides it (`equipmentStatus`). */
  status: EquipmentStatus;
}

/**
 * Udstyr (issue 30): the items by status and category (the status is Udstyr's own), and the active items whose
 * end date lies within the next 90 days (today included) or has passed.
 */
export function equipmentReport(items: readonly EquipmentReportItem[], today: IsoDate): ReportBody {
  const categories = [...new Set(items.map((item) => item.category))].sort(compareDanish);
  const statuses = EQUIPMENT_STATUSES.filter((status) => items.some((item) => item.status === status));
  const rows = categories.map((category) => {
    const row: Record<string, string | number> = { category };
    let total = 0;
    for (const status of statuses) {
      const count = items.filter((item) => item.category === category && item.status === status).length;
      row[status] = count;
      total += count;
    }
    row.total = total;
    return row;
  });
  const expiring = items
    .filter((item) => !item.inactive && item.endDate !== null)
    .map((item) => ({ item, days: daysBetween(today, item.endDate as IsoDate) }))
    .filter(({ days }) => days >= 0 && days <= REPORT_EXPIRY_DAYS)
    .sort((a, b) => a.days - b.days || compareDanish(a.item.category, b.item.category))
    .map(({ item, days }) => ({
      category: item.category,
      variant: item.variant,
      serialNumber: item.serialNumber ?? '',
      holder: item.holder ?? 'Ikke tildelt',
      endDate: formatDate(item.endDate as IsoDate),
      days,
    }));
  return {
    chart: {
      type: 'bar',
      labelKey: 'category',
      stacked: true,
      format: 'count',
      series: statuses.map((status) => ({ key: status, label: EQUIPMENT_STATUS_LABELS[status] })),
      rows,
    },
    tables: [
      {
        title: 'Udstyr pr. kategori og status',
        columns: [
          { key: 'category', label: 'Kategori', format: 'text' },
          ...statuses.map((status) => ({
            key: status,
            label: EQUIPMENT_STATUS_LABELS[status],
            format: 'count' as const,
          })),
          { key: 'total', label: 'I alt', format: 'count' },
        ],
        rows,
      },
      {
        title: `Udløber inden for ${REPORT_EXPIRY_DAYS} dage: ${expiring.length}`,
        columns: [
          { key: 'category', label: 'Kategori', format: 'text' },
          { key: 'variant', label: 'Variant', format: 'text' },
          { key: 'serialNumber', label: 'Serienummer', format: 'text' },
          { key: 'holder', label: 'Tildelt', format: 'text' },
          { key: 'endDate', label: 'Slutdato', format: 'text' },
          { key: 'days', label: 'Dage tilbage', format: 'count' },
        ],
        rows: expiring,
      },
    ],
    notes: ['Status som på Udstyr. Periode og afdeling gælder ikke her: rapporten viser udstyret i dag.'],
  };
}
