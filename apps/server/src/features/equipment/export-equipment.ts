import { EQUIPMENT_STATUS_LABELS } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { equipment } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { WorkbookFile } from '../../plugins/send-attachment';
import { audited } from '../../services/context';
import { EQUIPMENT_ORDER } from './assigned-equipment';
import type { EquipmentDeps } from './deps';
import { assertEquipmentPlan } from './equipment-plan';
import { joinedEquipment, toListItem } from './equipment-record';

/** `YYYY-MM-DD` as a date Excel shows as that day (midnight UTC, so no time zone moves it a day). */
const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

const COLUMNS = [
  { header: 'Kategori', key: 'category', width: 22 },
  { header: 'Variant', key: 'variant', width: 22 },
  { header: 'Serienummer', key: 'serialNumber', width: 20, style: { numFmt: '@' } },
  { header: 'Tildelt', key: 'holder', width: 26 },
  { header: 'Startdato', key: 'startDate', width: 14, style: { numFmt: 'dd.mm.yyyy' } },
  { header: 'Slutdato', key: 'endDate', width: 14, style: { numFmt: 'dd.mm.yyyy' } },
  { header: 'Status', key: 'status', width: 26 },
  { header: 'Noter', key: 'notes', width: 40 },
];

/**
 * GET /api/equipment/export.xlsx ('Eksportér (XLSX)' on /udstyr, issue 28): every item of the company with its
 * category, variant, serial number, holder, dates (real dates) and hr-core §4's status text, in the list's
 * order. Premium plans only, like everything on Udstyr but the list (docs/rules/equipment.md#ruling-26). Audit-logged before
 * the file leaves; the route streams the workbook into the response (`sendWorkbook`).
 */
export async function exportEquipment(
  deps: Pick<EquipmentDeps, 'db' | 'now'>,
  ctx: AdminContext,
): Promise<WorkbookFile> {
  const now = deps.now?.() ?? new Date();
  assertEquipmentPlan(ctx);
  const rows = await joinedEquipment(deps.db, ctx.companyId)
    .where(eq(equipment.companyId, ctx.companyId))
    .orderBy(...EQUIPMENT_ORDER);
  await audited(deps.db, ctx, async () => ({
    result: undefined,
    audit: {
      action: 'equipment.export',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { count: rows.length },
    },
  }));

  return {
    fileName: 'udstyr.xlsx',
    write(workbook) {
      const sheet = workbook.addWorksheet('Udstyr', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = COLUMNS;
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for (const row of rows) {
        const item = toListItem(row, now);
        sheet
          .addRow({
            category: item.type.name,
            variant: item.variant.name,
            serialNumber: item.serialNumber,
            holder: item.assignedTo
              ? `${item.assignedTo.name}${item.assignedTo.inactive ? ' (Inaktiv)' : ''}`
              : '',
            startDate: asDate(item.startDate),
            endDate: asDate(item.endDate),
            status: EQUIPMENT_STATUS_LABELS[item.status],
            notes: row.item.notes,
          })
          .commit();
      }
      sheet.commit();
    },
  };
}
