import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  OPTIONAL_ABSENCE_TYPE_NAMES,
  OPTIONAL_ABSENCE_TYPES,
  type OverviewResponse,
  overviewCalendar,
  roundToQuarterHour,
  type SummaryCategory,
} from '@kollega/domain';
import { type WorkbookWriter, workbookStream } from '../../../plugins/send-attachment';
import {
  addDaySheet,
  buildEmployeeDays,
  type EmployeeDays,
  type EmployeeEntries,
  periodText,
  sheetName,
} from './day-sheets';

/**
 * What Overblik's workbook is made from, as read: the figures and each employee's registrations. Plain data
 * (structured-clone friendly), so a background job sends it to a worker thread as it is (decision 035).
 */
export interface OverviewExportRows {
  overview: OverviewResponse;
  companyName: string;
  people: EmployeeEntries[];
  fileName: string;
}

/** The rows with each employee's day ledger computed: what the sheets are written from. */
export interface OverviewExportData extends Omit<OverviewExportRows, 'people'> {
  people: EmployeeDays[];
}

/**
 * Computes the day ledgers of the export's rows over the overview's period. The synchronous route calls it on
 * the event loop, a background job in its worker thread: one function, so both make the same workbook.
 */
export async function withDayLedgers(rows: OverviewExportRows): Promise<OverviewExportData> {
  const { from, to } = rows.overview;
  return { ...rows, people: await buildEmployeeDays(rows.people, from, overviewCalendar(from, to)) };
}

const CATEGORY_HEADERS: Record<SummaryCategory, string> = {
  work: 'Arbejdstid (timer)',
  overtime: 'Arbejde u.f. normtid (timer)',
  holidays: 'Ferie (timer)',
  sickLeave: 'Sygdom (timer)',
  timeOff: 'Fri (timer)',
  ...(Object.fromEntries(
    OPTIONAL_ABSENCE_TYPES.map((type) => [type, `${OPTIONAL_ABSENCE_TYPE_NAMES[type]} (timer)`]),
  ) as Record<(typeof OPTIONAL_ABSENCE_TYPES)[number], string>),
};

/**
 * 'Eksportér' on Overblik (time-registration §2): the summary sheet 'Overblik' with one row per employee, Danish
 * headers, hours as numbers with two decimals (so Excel can sum them), the average week rounded to quarter
 * hours as the spec says, the plus/minus, the running balance and the weeks of 48 hours or more; then a sheet
 * per employee with every day (`addDaySheet`, issue 17).
 *
 * Written with exceljs's streaming writer: each sheet is rendered when committed, and the event loop gets a turn
 * after each day sheet, so a year of 100 employees (seconds of work) never holds other requests for its whole
 * length; its zip is compressed by Node's zlib, off the main thread. (Shared strings stay: written inline, an
 * empty string reads back as no value.) The request ('Eksportér') writes it into the response as it is made
 * (`sendWorkbook`, issue 28); a background job collects it in its worker thread (`overviewWorkbook`).
 */
export async function writeOverviewWorkbook(
  workbook: WorkbookWriter,
  data: OverviewResponse,
  companyName: string,
  people: readonly EmployeeDays[] = [],
): Promise<void> {
  const sheet = workbook.addWorksheet('Overblik', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.addRow([`Tidsregistrering – ${companyName}`]).font = { bold: true, size: 14 };
  sheet.addRow([periodText(data.from, data.to)]);
  const extra = extraColumns(data);
  // Issue 34: a column per optional absence type that someone in the period has, so a company without them
  // gets the same sheet as before.
  const categories: readonly SummaryCategory[] = [
    'work',
    'overtime',
    'holidays',
    'sickLeave',
    'timeOff',
    ...OPTIONAL_ABSENCE_TYPES.filter((type) =>
      data.employees.some((employee) => (employee.summary[type]?.count ?? 0) > 0),
    ),
  ];
  const header = sheet.addRow([
    'Medarbejder',
    ...categories.map((category) => CATEGORY_HEADERS[category]),
    'Total (timer)',
    'Heraf arbejdstid (timer)',
    'Normtid for perioden (timer)',
    'Gennemsnitlig uge (timer)',
    'Plus/minus (timer)',
    'Saldo (timer)',
    'Uger med 48 timer eller mere',
    ...extra.map((column) => column.header),
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
      employee.plusMinus,
      employee.balance?.hours ?? null,
      employee.longWeeks,
      ...extra.map((column) => column.value(employee)),
    ]);
  }
  sheet.getColumn(1).width = 32;
  for (let column = 2; column <= 2 + categories.length + 5; column += 1) {
    sheet.getColumn(column).width = 18;
    sheet.getColumn(column).numFmt = '0.00';
  }
  sheet.getColumn(2 + categories.length + 6).width = 18;
  for (const [index] of extra.entries()) {
    const column = sheet.getColumn(2 + categories.length + 7 + index);
    column.width = 18;
    column.numFmt = '0.00';
  }
  const taken = new Set(['overblik']);
  const period = periodText(data.from, data.to);
  sheet.commit();
  for (const person of people) {
    await nextTurn();
    addDaySheet(workbook, person, { name: sheetName(person.name, taken), period }).commit();
  }
}

type EmployeeRow = OverviewResponse['employees'][number];

/**
 * Issue 34's columns after the others, only for a company that uses them, so every other workbook stays as it
 * was: the afspadsering bank (decision 052) when anyone listed has banked or spent hours, and the period's
 * supplement hours per pay-rule category when the rule set is on (decision 045).
 */
function extraColumns(
  data: OverviewResponse,
): { header: string; value: (employee: EmployeeRow) => number | null }[] {
  const columns: { header: string; value: (employee: EmployeeRow) => number | null }[] = [];
  const banks = data.employees.some(
    (employee) =>
      employee.timeBank &&
      (employee.timeBank.earned !== 0 || employee.timeBank.balance !== 0 || employee.timeBank.spent !== 0),
  );
  if (banks) {
    columns.push(
      { header: 'Afspadsering optjent (timer)', value: (employee) => employee.timeBank?.earned ?? 0 },
      { header: 'Afspadsering brugt (timer)', value: (employee) => employee.timeBank?.spent ?? 0 },
      { header: 'Afspadseringssaldo (timer)', value: (employee) => employee.timeBank?.balance ?? 0 },
    );
  }
  for (const category of data.payRuleCategories ?? []) {
    columns.push({
      header: `${category.label} (timer)`,
      value: (employee) =>
        Math.round(
          (employee.payRuleWeeks ?? []).reduce((sum, week) => sum + (week.hours[category.code] ?? 0), 0) *
            100,
        ) / 100,
    });
  }
  return columns;
}

/**
 * The whole workbook as bytes, from the export's rows: the day ledgers computed, then the sheets. A background
 * job's stored file, made in a worker thread (jobs/workbook-worker.ts, decision 035), so neither the ledgers
 * nor the workbook hold the event loop.
 */
export async function overviewWorkbook(rows: OverviewExportRows): Promise<Buffer> {
  const { overview, companyName, people } = await withDayLedgers(rows);
  return buffer(
    workbookStream({ write: (workbook) => writeOverviewWorkbook(workbook, overview, companyName, people) }),
  );
}
