import {
  canCreateEmployee,
  employeeFullName,
  employeeLimit,
  IMPORT_MESSAGES,
  type ImportResult,
  type ImportRowParsed,
  type ImportRowsRequest,
  rowProblem,
  validateImportRow,
} from '@kollega/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { companies, employeePayroll, employees } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { notOwner, planOfContext } from '../employees/public';

export interface PlannedRow {
  row: number;
  action: 'create' | 'update' | 'skip';
  problems: string[];
  name: string;
  email: string;
  value?: ImportRowParsed;
  /** For an update: the employee it updates. */
  employeeId?: string;
}

export interface ImportPlan {
  rows: PlannedRow[];
  /** How many more employees the plan allows; null: unlimited. */
  remaining: number | null;
}

const IN_CHUNK = 1000;
function chunks<T>(items: readonly T[], size = IN_CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Every row's fate, decided exactly as 'Opret medarbejder' decides one (issue 28): the form's schema, then the
 * server's checks, the work e-mail unique in every company (docs/rules/employees.md#ruling-1) and within the file. A row that
 * matches an employee of this company by work e-mail or medarbejdernr. is an update when the admin asked for
 * updates and otherwise refused like a second creation would be. Reads only; the preview and the confirm both
 * call it, the confirm inside its own transaction with the company row locked.
 */
export async function planEmployeeImport(
  tx: Reader,
  ctx: AdminContext,
  input: ImportRowsRequest,
): Promise<ImportPlan> {
  const rows: PlannedRow[] = input.rows.map(({ row, values }) => {
    const result = validateImportRow(values);
    const name = employeeFullName({ firstName: values.firstName ?? '', lastName: values.lastName ?? '' });
    const email = (values.email ?? '').trim().toLowerCase();
    if (!result.ok) {
      return {
        row,
        action: 'skip',
        name,
        email,
        problems: result.problems.map((p) => rowProblem(row, p.message)),
      };
    }
    return { row, action: 'create', name, email: result.value.email, problems: [], value: result.value };
  });

  // Within the file: the first row with an e-mail or number keeps it, later ones are refused.
  const firstByEmail = new Map<string, number>();
  const firstByNumber = new Map<string, number>();
  for (const planned of rows) {
    if (!planned.value) continue;
    const earlierEmail = firstByEmail.get(planned.value.email);
    const number = planned.value.employeeNumber;
    const earlierNumber = number ? firstByNumber.get(number) : undefined;
    if (earlierEmail !== undefined)
      planned.problems.push(rowProblem(planned.row, IMPORT_MESSAGES.emailTwiceInFile(earlierEmail)));
    else firstByEmail.set(planned.value.email, planned.row);
    if (number && earlierNumber !== undefined) {
      planned.problems.push(rowProblem(planned.row, IMPORT_MESSAGES.numberTwiceInFile(earlierNumber)));
    } else if (number) firstByNumber.set(number, planned.row);
  }

  const [company] = await tx
    .select({ ownerUserId: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  if (!company) throw new AppError('NOT_FOUND');

  // docs/rules/employees.md#ruling-1: every stored e-mail counts, deleted records' and other companies' too (the unique index).
  const emails = [...firstByEmail.keys()];
  // The company's own holders (to update, or a deleted record's address) in its scope; the rest of the
  // installation only through a function that says which addresses are taken, never by whom (decision 033).
  const holders = new Map<string, { companyId: string; id: string; deleted: boolean }>();
  for (const part of chunks(emails)) {
    const own = await tx
      .select({
        email: sql<string>`lower(${employees.email})`,
        id: employees.id,
        deletedAt: employees.deletedAt,
      })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), inArray(sql`lower(${employees.email})`, part)));
    for (const holder of own) {
      holders.set(holder.email, {
        companyId: ctx.companyId,
        id: holder.id,
        deleted: holder.deletedAt !== null,
      });
    }
    const elsewhere = part.filter((email) => !holders.has(email));
    if (elsewhere.length === 0) continue;
    const taken = await queryRows<{ email: string }>(
      tx,
      sql`select email from kollega_work_emails_taken(${sql.param(elsewhere)}::text[]) as email`,
    );
    for (const { email } of taken) holders.set(email, { companyId: '', id: '', deleted: false });
  }

  const numbers = [...firstByNumber.keys()];
  const byNumber = new Map<string, string>();
  const numberOf = new Map<string, string>();
  for (const part of chunks(numbers)) {
    const found = await tx
      .select({ employeeId: employeePayroll.employeeId, number: employeePayroll.employeeNumber })
      .from(employeePayroll)
      .innerJoin(employees, eq(employees.id, employeePayroll.employeeId))
      .where(
        and(
          eq(employeePayroll.companyId, ctx.companyId),
          inArray(employeePayroll.employeeNumber, part),
          isNull(employees.deletedAt),
        ),
      );
    for (const entry of found) byNumber.set(entry.number, entry.employeeId);
  }
  for (const [number, id] of byNumber) numberOf.set(id, number);

  for (const planned of rows) {
    const value = planned.value;
    if (!value) continue;
    const holder = holders.get(value.email);
    const ownByEmail =
      holder && holder.companyId === ctx.companyId && !holder.deleted ? holder.id : undefined;
    const ownByNumber = value.employeeNumber ? byNumber.get(value.employeeNumber) : undefined;
    const problem = (message: string) => planned.problems.push(rowProblem(planned.row, message));
    if (holder && !ownByEmail) problem(IMPORT_MESSAGES.emailInUse);
    else if (ownByEmail && ownByNumber && ownByEmail !== ownByNumber)
      problem(IMPORT_MESSAGES.matchesTwoEmployees);
    else if (ownByEmail || ownByNumber) {
      if (!input.updateExisting)
        problem(ownByEmail ? IMPORT_MESSAGES.emailInUse : IMPORT_MESSAGES.numberInUse);
      else if (!ownByEmail) problem(IMPORT_MESSAGES.emailCannotChange);
      else {
        planned.action = 'update';
        planned.employeeId = ownByEmail;
      }
    }
    if (planned.problems.length > 0) {
      planned.action = 'skip';
      planned.employeeId = undefined;
    }
  }

  const limit = employeeLimit(planOfContext(ctx));
  let remaining: number | null = null;
  if (Number.isFinite(limit)) {
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, ctx.companyId),
          notOwner(company.ownerUserId),
          isNull(employees.deletedAt),
        ),
      );
    const count = counted?.count ?? 0;
    remaining = canCreateEmployee(planOfContext(ctx), count) ? limit - count : 0;
  }
  return { rows, remaining };
}

export function toResult(plan: ImportPlan): ImportResult {
  const count = (action: string) => plan.rows.filter((row) => row.action === action).length;
  return {
    rows: plan.rows.map(({ row, action, problems, name, email }) => ({ row, action, problems, name, email })),
    created: count('create'),
    updated: count('update'),
    skipped: count('skip'),
    remaining: plan.remaining,
  };
}
