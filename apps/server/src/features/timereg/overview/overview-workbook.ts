import {
  formatDate,
  type OverviewResponse,
  roundToQuarterHour,
  SUMMARY_CATEGORIES,
  type SummaryCategory,
} from '@kollega/domain';
import ExcelJS from 'exceljs';

const CATEGORY_HEADERS: Record<SummaryCategory, string> = {
  work: 'Arbejdstid (timer)',
  overtime: 'Arbejde u.f. normtid (timer)',
  holidays: 'Ferie (timer)',
  sickLeave: 'Sygdom (timer)',
  timeOff: 'Fri (timer)',
};

/**
 * 'Eksportér' on Overblik (time-registration §2): one row per employee with Danish headers, hours as numbers
 * with two decimals (so Excel can sum them), and the average week rounded to quarter hours as the spec says.
 */
export async function overviewWorkbook(data: OverviewResponse, companyName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kollega';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Overblik', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.addRow([`Tidsregistrering – ${companyName}`]).font = { bold: true, size: 14 };
  sheet.addRow([`Periode: ${formatDate(data.from)}–${formatDate(data.to)}`]);
  const categories = [
    'work',
    'overtime',
    'holidays',
    'sickLeave',
    'timeOff',
  ] as const satisfies readonly SummaryCategory[];
  const header = sheet.addRow([
    'Medarbejder',
    ...categories.map((category) => CATEGORY_HEADERS[category]),
    'Total (timer)',
    'Heraf arbejdstid (timer)',
    'Normtid for perioden (timer)',
    'Gennemsnitlig uge (timer)',
  ]);
  header.font = { bold: true };
  for (const employee of data.employees) {
    sheet.addRow([
      `${employee.firstName} ${employee.lastName}`.trim() + (employee.inactive ? ' (Inaktiv)' : ''),
      ...categories.map((category) => employee.summary[category].hours),
      employee.summary.total,
      employee.summary.totalWorkTime,
      employee.isPaidHourly ? null : employee.summary.normTime,
      roundToQuarterHour(employee.averageWeek),
    ]);
  }
  sheet.getColumn(1).width = 32;
  for (let column = 2; column <= 2 + SUMMARY_CATEGORIES.length + 3; column += 1) {
    sheet.getColumn(column).width = 18;
    sheet.getColumn(column).numFmt = '0.00';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
