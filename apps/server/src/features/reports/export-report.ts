import type { Report, ReportValueFormat } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { WorkbookFile } from '../../plugins/send-attachment';
import { audited } from '../../services/context';
import { buildReport, type ReportInput } from './build-report';
import type { ReportsDeps } from './deps';

/** Excel's number formats for the report's value formats (Excel shows them with the reader's separators). */
const NUMBER_FORMATS: Record<ReportValueFormat, string | undefined> = {
  text: '@',
  count: '0',
  decimal: '0.0',
  percent: '0.0" %"',
  hours: '0.00',
  days: '0.00',
  years: '0.0',
};

/** A sheet name Excel takes: at most 31 characters, none of []:*?/\. */
const sheetName = (title: string, index: number) =>
  `${index + 1} ${title.replace(/[[\]:*?/\\]/g, ' ')}`.slice(0, 31);

/** The file name: 'rapport-medarbejdere-2025-01-2026-12.xlsx' (ASCII, the title's letters folded). */
function fileNameOf(report: Report): string {
  const slug = report.title
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `rapport-${slug}-${report.from}-${report.to}.xlsx`;
}

/**
 * GET /api/reports/{report}/export.xlsx ('Eksportér (XLSX)', issue 30): the report's tables, one sheet each, with
 * real numbers, the same figures as the page. Audit-logged before the file leaves; the route streams the workbook
 * into the response (`sendWorkbook`), like Udstyr's and Medarbejdere's.
 */
export async function exportReport(
  deps: ReportsDeps,
  ctx: AdminContext,
  input: ReportInput,
): Promise<WorkbookFile> {
  const report = await buildReport(deps, ctx, input);
  await audited(deps.db, ctx, async () => ({
    result: undefined,
    audit: {
      action: 'reports.export',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { report: input.kind, from: input.from, to: input.to, department: input.department ?? null },
    },
  }));
  return {
    fileName: fileNameOf(report),
    created: deps.now(),
    write(workbook) {
      report.tables.forEach((table, index) => {
        const sheet = workbook.addWorksheet(sheetName(table.title, index), {
          views: [{ state: 'frozen', ySplit: 1 }],
        });
        sheet.columns = table.columns.map((column) => ({
          header: column.label,
          key: column.key,
          width: column.format === 'text' ? 26 : 16,
          style: { numFmt: NUMBER_FORMATS[column.format] },
        }));
        sheet.getRow(1).font = { bold: true };
        sheet.getRow(1).commit();
        for (const row of table.rows) sheet.addRow(row).commit();
        sheet.commit();
      });
    },
  };
}
