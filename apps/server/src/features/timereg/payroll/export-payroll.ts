import { Readable } from 'node:stream';
import { format } from '@fast-csv/format';
import {
  type DanloenMissing,
  danloenLines,
  isPaidOrUnpaid,
  OPTIONAL_ABSENCE_TYPES,
  PAYROLL_CODE_MESSAGES,
  PAYROLL_COLUMNS,
  type PayrollQuery,
  type PayrollRow,
  payrollHours,
  payrollRows,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadAbsenceTypeSettings } from '../absences/absence-type-settings';
import type { TimeregDeps } from '../deps';
import { buildOverview } from '../overview/get-overview';
import { loadTimeBankSettings, loadTimeBanks } from '../time-bank/time-bank-record';
import { loadPayRuleWeeks, payRuleTotals } from './pay-rule-hours';
import { loadPayRules } from './pay-rules';
import { loadPayrollCodes } from './payroll-codes';
import { loadPayroll } from './payroll-record';
import { loadUnpaidLeave } from './unpaid-leave';

/** The rows both layouts are written from: Overblik's figures with each employee's number. */
async function loadRows(db: Db, companyId: string, query: PayrollQuery): Promise<PayrollRow[]> {
  const overview = await buildOverview(db, companyId, query, { balances: false });
  const payroll = await loadPayroll(
    db,
    companyId,
    overview.employees.map((employee) => employee.employeeId),
  );
  const numbers = new Map([...payroll].map(([id, facts]) => [id, facts.employeeNumber]));
  // Issue 34: the pay rules' categories as rows of their own (decision 045).
  const rules = await loadPayRules(db, companyId);
  const ids = overview.employees.map((employee) => employee.employeeId);
  const weeks = await loadPayRuleWeeks(db, companyId, ids, query, rules);
  // Decision 052: the banked overtime leaves OVERTID for a line of its own while the company banks any.
  const [banks, bankSettings] = await Promise.all([
    loadTimeBanks(db, companyId, ids, query),
    loadTimeBankSettings(db, companyId),
  ]);
  const banked = new Map(
    [...banks].map(([id, bank]) => [id, { hours: bank.earned, count: bank.bankedCount }]),
  );
  const used = bankSettings.autoBankOvertime || [...banks.values()].some((bank) => bank.earned > 0);
  // Issue 34 (decision 044): a row per optional absence type the company uses, or that has hours in the period
  // (a type switched off since is still paid, never dropped silently).
  const absenceSettings = await loadAbsenceTypeSettings(db, companyId);
  const absenceTypes = OPTIONAL_ABSENCE_TYPES.filter(
    (type) =>
      absenceSettings[type].enabled ||
      overview.employees.some((employee) => (employee.summary[type]?.count ?? 0) > 0),
  );
  // Barsel and Tjenestefri are paid or not per registration: a line each for 'med løn' and 'uden løn'.
  const unpaidLeave = absenceTypes.some((type) => isPaidOrUnpaid(type))
    ? await loadUnpaidLeave(db, companyId, ids, query)
    : new Map();
  return payrollRows(overview.employees, numbers, query, {
    payRules: { rules, totals: payRuleTotals(weeks) },
    timeBank: { used, banked },
    absenceTypes,
    unpaidLeave,
  });
}

/** The Danløn lines and what is missing for them (issue 28), for the check and the file alike. */
async function danloen(db: Db, companyId: string, query: PayrollQuery) {
  const rows = await loadRows(db, companyId, query);
  const [company] = await db
    .select({ vat: companies.vat })
    .from(companies)
    .where(eq(companies.id, companyId));
  // The CVR number's digits only: Danløn reads '12345678', and the company page allows 'DK12 34 56 78'.
  const cvr = (company?.vat ?? '').replace(/\D/g, '');
  return danloenLines(rows, cvr, await loadPayrollCodes(db, companyId));
}

/**
 * GET /api/timereg/payroll/check: what the export screen names before a Danløn download (issue 28): whether the
 * CVR number is missing, the employees with hours but no Medarbejdernr. and the categories with hours but no
 * lønart, for the same filters as the file.
 */
export async function checkPayroll(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: PayrollQuery,
): Promise<DanloenMissing> {
  return (await danloen(deps.db, ctx.companyId, query)).missing;
}

function isComplete(missing: DanloenMissing): boolean {
  return !missing.cvr && missing.employees.length === 0 && missing.categories.length === 0;
}

/** The Danish sentence naming what is missing, for the refusal's message. */
function missingText(missing: DanloenMissing): string {
  const parts: string[] = [PAYROLL_CODE_MESSAGES.danloenIncomplete];
  if (missing.cvr) parts.push(PAYROLL_CODE_MESSAGES.missingCvr);
  if (missing.employees.length > 0) {
    parts.push(`${PAYROLL_CODE_MESSAGES.missingNumbers} ${missing.employees.join(', ')}.`);
  }
  if (missing.categories.length > 0) {
    parts.push(`${PAYROLL_CODE_MESSAGES.missingCodes} ${missing.categories.join(', ')}.`);
  }
  return parts.join(' ');
}

/**
 * The Danløn file (issue 28): `CVR-nummer;medarbejdernummer;lønart;enheder;sats;beløb`, no header, CRLF after
 * every line, Windows-1252 (the format Danløn reads). Refused (PAYROLL_DANLOEN_INCOMPLETE, naming what is
 * missing) rather than written without an employee's or a category's hours: a payroll run must not silently
 * lose pay.
 */
async function exportDanloen(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: PayrollQuery,
): Promise<{ fileName: string; file: Readable }> {
  const { lines, missing } = await danloen(deps.db, ctx.companyId, query);
  if (!isComplete(missing)) throw new AppError('PAYROLL_DANLOEN_INCOMPLETE', missingText(missing));
  const former = query.inactive ? '-tidligere' : '';
  return {
    fileName: `danloen${former}-${query.from}-${query.to}.csv`,
    // Encoded line by line as the response reads it (Windows-1252, as Danløn reads it).
    file: Readable.from(lines.map((line) => iconv.encode(`${line}\r\n`, 'win1252'))),
  };
}

/**
 * GET /api/timereg/payroll.csv ('Lønudtræk', decision 029): one row per employee and pay category over a period,
 * in the 'standard' layout: UTF-8 with a byte order mark, ';' between fields, CRLF line ends, a header row,
 * hours with two decimals and a decimal comma, dates as YYYY-MM-DD. The figures are Overblik's (the same
 * rules), so a payroll run and the screen never disagree. With `inactive`, the former employees'. With
 * `layout=danloen`, the Danløn file instead (issue 28).
 */
export async function exportPayroll(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: PayrollQuery,
): Promise<{ fileName: string; file: Readable; contentType: string }> {
  if (query.layout === 'danloen') {
    return { ...(await exportDanloen(deps, ctx, query)), contentType: 'text/csv; charset=windows-1252' };
  }
  const rows = await loadRows(deps.db, ctx.companyId, query);
  // fast-csv quotes and escapes (nothing written by hand, DESIGN.md), one row at a time into the response.
  // includeEndRowDelimiter: the last line ends with CRLF like the others (issue 23).
  const csv = format({
    delimiter: ';',
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
    writeBOM: true,
    quoteColumns: false,
  });
  const lines = [
    [...PAYROLL_COLUMNS],
    ...rows.map((row) => [
      row.employeeNumber,
      row.name,
      row.code,
      row.label,
      payrollHours(row.hours),
      String(row.count),
      row.from,
      row.to,
    ]),
  ];
  const source = Readable.from(lines);
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  const former = query.inactive ? '-tidligere' : '';
  return {
    fileName: `loenudtraek${former}-${query.from}-${query.to}.csv`,
    file: csv,
    contentType: 'text/csv; charset=utf-8',
  };
}
