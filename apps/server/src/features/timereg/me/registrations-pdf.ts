import {
  formatDate,
  formatSignedHours,
  isoWeek,
  ledgerWeeks,
  PLUS_MINUS_TEXT,
  TIME_ENTRY_TYPE_NAMES,
} from '@kollega/domain';
import { loadPdfKit } from '../../../integrations/heavy-libraries';
import type { EmployeeDays } from '../overview/day-sheets';

const hours = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));
const COLUMNS = [
  { title: 'Dato', width: 62 },
  { title: 'Uge', width: 28 },
  { title: 'Type', width: 92 },
  { title: 'Tid', width: 72 },
  { title: 'Timer', width: 42 },
  { title: 'Norm', width: 42 },
  { title: '+/-', width: 44 },
  { title: 'Note', width: 133 },
] as const;
/** A row's cell shows at most this many lines (a long note ends in '…'). */
const ROW_MAX_LINES = 6;
/**
 * Text is cut before pdfkit lays it out: pdfkit splits a word wider than its column one line at a time, measuring
 * the rest of the word each time, so a long unbroken text (a 400,000-letter name) took a minute and hundreds of
 * pages. No cell or header line shows more than this.
 */
const TEXT_MAX = 300;
/**
 * Issue 23: standard Helvetica is WinAnsi-encoded and has no U+2212 (the minus `formatSignedHours` writes), which
 * printed as '"'. The hyphen-minus stands in for it; every text goes through here.
 */
const winAnsi = (text: string) => text.replace(/\u2212/g, '-');
const clip = (value: string) => {
  const text = winAnsi(value);
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text;
};

/**
 * An employee's registrations as a PDF (pdfkit, DESIGN.md): a row per registration (days without any only when
 * they have a norm), the week totals with the 48-hour flag, and the period's plus/minus. Standard Helvetica covers
 * Danish letters (WinAnsi).
 */
export async function registrationsPdf(employee: EmployeeDays, period: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Registreringer ${period}` } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const width = document.page.width - document.page.margins.left - document.page.margins.right;
  const line = (text: string, lines: number) =>
    document.text(clip(text), { width, height: lines * document.currentLineHeight(true), ellipsis: true });
  document.font('Helvetica-Bold').fontSize(14);
  line(`Registreringer – ${employee.name}`, 2);
  document.font('Helvetica').fontSize(10);
  line(`Periode: ${period}`, 1);
  if (employee.employeeNumber) line(`Medarbejdernr.: ${employee.employeeNumber}`, 1);
  document.fontSize(8).fillColor('#555').text(winAnsi(PLUS_MINUS_TEXT)).fillColor('black').moveDown(0.5);

  const row = (cells: string[], bold = false) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const texts = COLUMNS.map((_, index) => clip(cells[index] ?? ''));
    const maxHeight = ROW_MAX_LINES * document.currentLineHeight(true);
    const height = Math.max(
      10,
      ...texts.map((text, index) =>
        Math.min(maxHeight, document.heightOfString(text, { width: COLUMNS[index]!.width - 4 })),
      ),
    );
    // A row that does not fit what is left of the page starts the next one: pdfkit never pages in the middle
    // of a cell (each has a height), so `document.y` only ever moves down the page.
    if (document.y + height > document.page.height - document.page.margins.bottom) document.addPage();
    const y = document.y;
    let x = document.page.margins.left;
    for (const [index, column] of COLUMNS.entries()) {
      document.text(texts[index]!, x, y, { width: column.width - 4, height, ellipsis: true });
      x += column.width;
    }
    document.x = document.page.margins.left;
    document.y = y + height + 2;
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
