import {
  formatDate,
  formatSignedHours,
  isoWeek,
  ledgerWeeks,
  PLUS_MINUS_TEXT,
  TIME_ENTRY_TYPE_NAMES,
} from '@kollega/domain';
import PDFDocument from 'pdfkit';
import type { EmployeeDays } from '../overview/day-sheets';

const hours = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));
const COLUMNS = [
  { title: 'Dato', width: 62 },
  { title: 'Uge', width: 28 },
  { title: 'Type', width: 92 },
  { title: 'Tid', width: 72 },
  { title: 'Timer', width: 42 },
  { title: 'Norm', width: 42 },
  { title: '+/−', width: 44 },
  { title: 'Note', width: 133 },
] as const;

/**
 * An employee's registrations as a PDF (pdfkit, DESIGN.md): a row per registration (days without any only when
 * they have a norm), the week totals with the 48-hour flag, and the period's plus/minus. Standard Helvetica covers
 * Danish letters (WinAnsi).
 */
export function registrationsPdf(employee: EmployeeDays, period: string): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Registreringer ${period}` } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font('Helvetica-Bold').fontSize(14).text(`Registreringer – ${employee.name}`);
  document.font('Helvetica').fontSize(10).text(`Periode: ${period}`);
  if (employee.employeeNumber) document.text(`Medarbejdernr.: ${employee.employeeNumber}`);
  document.fontSize(8).fillColor('#555').text(PLUS_MINUS_TEXT).fillColor('black').moveDown(0.5);

  const row = (cells: string[], bold = false) => {
    if (document.y > document.page.height - 60) document.addPage();
    const y = document.y;
    let x = document.page.margins.left;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let height = 0;
    for (const [index, column] of COLUMNS.entries()) {
      const text = cells[index] ?? '';
      document.text(text, x, y, { width: column.width - 4 });
      height = Math.max(height, document.y - y);
      x += column.width;
    }
    document.x = document.page.margins.left;
    document.y = y + Math.max(height, 10) + 2;
  };
  row(
    COLUMNS.map((column) => column.title),
    true,
  );
  const weeks = new Map(ledgerWeeks(employee.days).map((week) => [week.key, week]));
  for (const [index, day] of employee.days.entries()) {
    const shown = day.entries.length > 0 ? day.entries : day.normHours > 0 ? [null] : [];
    for (const [position, entry] of shown.entries()) {
      row([
        formatDate(day.date),
        String(isoWeek(day.date).week),
        entry ? TIME_ENTRY_TYPE_NAMES[entry.type] : '',
        entry?.startTime && entry.endTime ? `${entry.startTime}–${entry.endTime}` : '',
        entry ? hours(entry.hours) : '',
        position === 0 && !day.isPaidHourly ? hours(day.normHours) : '',
        position === 0 && day.plusMinus !== null ? formatSignedHours(day.plusMinus) : '',
        entry?.note ?? '',
      ]);
    }
    const next = employee.days[index + 1];
    const week = weeks.get(day.weekKey);
    if (week && (!next || next.weekKey !== day.weekKey)) {
      row(
        [
          `Uge ${isoWeek(day.date).week} i alt`,
          '',
          week.longWeek ? '48 timer eller mere' : '',
          '',
          hours(week.workHours),
          hours(week.normHours),
          week.plusMinus === null ? '' : formatSignedHours(week.plusMinus),
          'Arbejde og overarbejde',
        ],
        true,
      );
    }
  }
  const all = ledgerWeeks(employee.days.map((day) => ({ ...day, weekKey: 'all' })))[0];
  if (all) {
    document.moveDown(0.5);
    row(
      [
        'Perioden i alt',
        '',
        '',
        '',
        hours(all.workHours),
        hours(all.normHours),
        all.plusMinus === null ? '' : formatSignedHours(all.plusMinus),
        'Arbejde og overarbejde',
      ],
      true,
    );
  }
  document.end();
  return done;
}
