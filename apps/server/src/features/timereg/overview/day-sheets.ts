import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  breakToggleVisible,
  dayLedger,
  formatDate,
  type LedgerDay,
  type LedgerPeriod,
  ledgerWeeks,
  type NormOptions,
  type OverviewDay,
  pickSetting,
  TIME_ENTRY_TYPE_NAMES,
  type TimeEntry,
  type TimeEntryType,
} from '@kollega/domain';
import { sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { type Db, queryRows } from '../../../db/database';
import { readBounds } from '../../../db/statement-priority';
import { aggregateChunks } from './load-overview';
import { SharedStyles } from './share-styles';

/** One employee's days for the day-level sheets: their ledger and what the break column needs. */
export interface EmployeeDays {
  name: string;
  employeeNumber: string;
  norm: NormOptions;
  days: LedgerDay[];
}

/** One registration as `loadEntriesAsText` writes it: a JSON array, in `TimeEntry`'s order of fields. */
type EntryTuple = [string, string, TimeEntryType, number, string | null, string | null, boolean, string];

/**
 * Every registration of the given employees in the period, with notes and break flags, by employee, as JSON text:
 * per employee one piece per statement, each in date order, the pieces in date order. The database writes the
 * text and the driver hands it over as one string, so reading years of registrations costs the event loop (where
 * PGlite runs) no parsing of a row's fields nor objects to collect, and a background job sends the text to its
 * worker thread as it is (decision 035), where `parseEntries` makes the entries.
 */
export async function loadEntriesAsText(
  db: Db,
  companyId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<Map<string, string[]>> {
  const textsOf = new Map<string, string[]>();
  if (employeeIds.length === 0) return textsOf;
  const read = (period: { from: string; to: string }) =>
    queryRows<{ employeeId: string; entries: string }>(
      db,
      sql`select e.employee_id as "employeeId",
                 json_agg(json_build_array(e.id, e.date, e.type, e.hours, e.start_time, e.end_time,
                                           e.break_was_included, e.note)
                          order by e.date, e.start_time, e.created_at)::text as entries
          from time_entries e
          where e.company_id = ${companyId}
            and e.employee_id in (${sql.join(
              employeeIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            and e.date between ${period.from} and ${period.to}
          group by 1`,
    );
  // Background work reads 13 weeks per statement (decision 035); the periods follow each other, so the pieces
  // stay in date order.
  const { weeks } = readBounds();
  const periods = weeks === null ? [range] : aggregateChunks(range.from, range.to, weeks);
  for (const period of periods) {
    for (const row of await read(period)) {
      const texts = textsOf.get(row.employeeId);
      if (texts) texts.push(row.entries);
      else textsOf.set(row.employeeId, [row.entries]);
    }
  }
  return textsOf;
}

/** The entries of `loadEntriesAsText`'s pieces of one employee, in their order. */
export function parseEntries(texts: readonly string[]): TimeEntry[] {
  const entries: TimeEntry[] = [];
  for (const text of texts) {
    for (const [id, date, type, hours, startTime, endTime, breakWasIncluded, note] of JSON.parse(
      text,
    ) as EntryTuple[]) {
      entries.push({ id, date, type, hours: Number(hours), startTime, endTime, breakWasIncluded, note });
    }
  }
  return entries;
}

/** Every registration of the given employees in the period, with notes and break flags, by employee. */
export async function loadEntriesWithNotes(
  db: Db,
  companyId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<Map<string, TimeEntry[]>> {
  const textsOf = await loadEntriesAsText(db, companyId, employeeIds, range);
  return new Map([...textsOf].map(([employeeId, texts]) => [employeeId, parseEntries(texts)]));
}

/**
 * One employee's part of the day-level sheets before their ledger is computed: plain data (no functions or
 * classes), so a background job can send it to a worker thread (decision 035).
 */
export interface EmployeeEntries {
  name: string;
  employeeNumber: string;
  norm: NormOptions;
  /** The period's end, or the employee's end date when earlier. */
  to: string;
  /** Their registrations as read (`loadEntriesAsText`): text, which costs nothing to send to a worker thread. */
  entries: string[];
}

/**
 * The ledgers of several employees, giving the event loop a turn between them (a year of 100 is 36,500 days).
 * The synchronous export computes them on the event loop; a background job's worker thread does (decision 035).
 */
export async function buildEmployeeDays(
  people: readonly EmployeeEntries[],
  from: string,
  calendar: readonly OverviewDay[],
): Promise<EmployeeDays[]> {
  const result: EmployeeDays[] = [];
  let turnStarted = performance.now();
  for (const person of people) {
    const days = dayLedger({
      entries: parseEntries(person.entries),
      from,
      to: person.to,
      norm: person.norm,
      calendar,
    });
    result.push({ name: person.name, employeeNumber: person.employeeNumber, norm: person.norm, days });
    if (performance.now() - turnStarted >= 10) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
  return result;
}

export const DAY_SHEET_HEADERS = [
  'Dato',
  'Uge',
  'Type',
  'Start',
  'Slut',
  'Pause (min)',
  'Timer',
  'Note',
  'Normtid (timer)',
  'Plus/minus (timer)',
  '48 timer eller mere',
] as const;

/** A date cell: a real date (Excel shows and sorts it as one), shown the Danish way. */
function dateCell(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The minutes of break an entry's hours were reduced by (time-registration §5), for the 'Pause' column. */
function breakMinutes(entry: TimeEntry, norm: NormOptions): number | null {
  if (!entry.startTime || !entry.endTime) return null;
  const setting = pickSetting(norm.settings, entry.date);
  const applies = entry.breakWasIncluded === true && breakToggleVisible({ ...setting, type: entry.type });
  return applies ? setting.breakDuration : 0;
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
export function sheetName(name: string, taken: Set<string>): string {
  const clean =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 28) || 'Medarbejder';
  let candidate = clean;
  for (let number = 2; taken.has(candidate.toLowerCase()); number += 1) candidate = `${clean} (${number})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The fonts of the day sheets' title, header and total rows: one object each, so their cells share a style. */
const TITLE_FONT: Partial<ExcelJS.Font> = { bold: true, size: 14 };
const BOLD: Partial<ExcelJS.Font> = { bold: true };

/** The columns with a number format (the date and the hours), and the cells the title rows have in them. */
const DATE_FORMAT = 'dd.mm.yyyy';
const HOURS_FORMAT = '0.00';
const HOURS_COLUMNS = [7, 9, 10];

/**
 * A title row: its text, and an empty cell under each hours column, which the title rows have had since their
 * number format was set after the rows were written (before issue 32), so the file reads back as it did.
 */
function titleRow(text: string): unknown[] {
  const values: unknown[] = [text];
  for (const column of HOURS_COLUMNS) values[column - 1] = null;
  return values;
}

/**
 * A day sheet's row, written out at once: the cells get their column's number format when made, one shared
 * style object per look, and the row leaves memory.
 */
function writeRow(
  sheet: ExcelJS.Worksheet,
  styles: SharedStyles,
  values: unknown[],
  font?: Partial<ExcelJS.Font>,
): void {
  const row = sheet.addRow(values);
  if (font) row.font = font;
  styles.share(row);
  row.commit();
}

function totalRow(
  sheet: ExcelJS.Worksheet,
  styles: SharedStyles,
  label: string,
  period: LedgerPeriod,
  flag: boolean,
) {
  writeRow(
    sheet,
    styles,
    [
      label,
      null,
      null,
      null,
      null,
      null,
      period.workHours,
      null,
      period.normHours,
      period.plusMinus,
      flag ? (period.longWeek ? 'Ja' : 'Nej') : null,
    ],
    BOLD,
  );
}

/**
 * A sheet with every day of one employee (issue 17): date, week, type, start, end, break, hours, note, norm and
 * plus/minus, one row per registration (a day without any gets one row, for its norm); after each week its
 * total of work and overtime (what the 48-hour rule counts) with the 48-hour flag, and the period's total last.
 *
 * Each row is written out as it is added (issue 32): the columns' formats are set first, so no pass over the
 * written cells is needed. The file reads back as before that change (overview-workbook-content.test.ts): the
 * title rows keep their empty cells under the formatted columns, and an empty cell is left out only where it
 * has no style (an unformatted column of a plain row), as exceljs left it out of the file before.
 */
export function addDaySheet(
  workbook: ExcelJS.Workbook,
  employee: EmployeeDays,
  title: { name: string; period: string },
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(title.name, { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.getColumn(1).numFmt = DATE_FORMAT;
  sheet.getColumn(1).width = 14;
  sheet.getColumn(3).width = 22;
  sheet.getColumn(8).width = 40;
  for (const column of HOURS_COLUMNS) {
    sheet.getColumn(column).numFmt = HOURS_FORMAT;
    sheet.getColumn(column).width = 16;
  }
  sheet.getColumn(11).width = 18;
  const styles = new SharedStyles();
  // Unstyled empty cells are left out (undefined), as exceljs never wrote them to the file.
  writeRow(
    sheet,
    styles,
    titleRow(
      `${employee.name}${employee.employeeNumber ? ` (medarbejdernr. ${employee.employeeNumber})` : ''}`,
    ),
    TITLE_FONT,
  );
  writeRow(sheet, styles, titleRow(title.period));
  writeRow(sheet, styles, [...DAY_SHEET_HEADERS], BOLD);
  const weeks = new Map(ledgerWeeks(employee.days).map((week) => [week.key, week]));
  const { days } = employee;
  for (const [index, day] of days.entries()) {
    // The ledger's 'week-year' key holds the ISO week number (no date maths per day).
    const week = Number(day.weekKey.split('-')[0]);
    const rows = day.entries.length > 0 ? day.entries : [null];
    for (const [position, entry] of rows.entries()) {
      const first = position === 0;
      writeRow(sheet, styles, [
        dateCell(day.date),
        week,
        entry ? TIME_ENTRY_TYPE_NAMES[entry.type] : '',
        entry?.startTime ?? undefined,
        entry?.endTime ?? undefined,
        (entry ? breakMinutes(entry, employee.norm) : null) ?? undefined,
        entry ? entry.hours : null,
        entry?.note || undefined,
        first && !day.isPaidHourly ? day.normHours : null,
        first ? day.plusMinus : null,
      ]);
    }
    const next = days[index + 1];
    if (!next || next.weekKey !== day.weekKey) {
      const figures = weeks.get(day.weekKey);
      if (figures) totalRow(sheet, styles, `Uge ${week} i alt (arbejde og overarbejde)`, figures, true);
    }
  }
  if (days.length > 0) {
    const all = ledgerWeeks(days.map((day) => ({ ...day, weekKey: 'all' })))[0];
    if (all) totalRow(sheet, styles, 'Perioden i alt (arbejde og overarbejde)', all, false);
  }
  return sheet;
}

export function periodText(from: string, to: string): string {
  return `Periode: ${formatDate(from)}–${formatDate(to)}`;
}
