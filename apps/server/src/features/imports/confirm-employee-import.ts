import { randomUUID } from 'node:crypto';
import {
  type EmployeeFieldChange,
  type ImportConfirmRequest,
  type ImportResult,
  type ImportRowParsed,
  REDACTED_EMPLOYEE_FIELDS,
  salaryKronerToOre,
} from '@kollega/domain';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, companies, employeePayroll, employees } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { keyIdOf } from '../../integrations/crypto/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { cprAssociatedData } from '../employees/public';
import type { ImportDeps } from './deps';
import { type PlannedRow, planEmployeeImport, toResult } from './plan-employee-import';

const BATCH = 500;

/** The columns a row sets; a blank optional cell leaves an updated employee's value as it is. */
function columnsOf(value: ImportRowParsed) {
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    jobPosition: value.jobPosition,
    startDate: value.startDate,
    ...(value.department !== undefined && { department: value.department }),
    ...(value.phone !== undefined && { phone: value.phone }),
    ...(value.employmentType !== undefined && { employmentType: value.employmentType }),
    ...(value.salary !== undefined && { salaryOre: salaryKronerToOre(value.salary) }),
  };
}

/**
 * The history's changes (the employee page reads them, `EMPLOYEE_FIELD_LABELS`): what the row set, with the CPR
 * number and the salary only as "changed", never their values (`REDACTED_EMPLOYEE_FIELDS`, DESIGN.md rule 5).
 */
function changesOf(value: ImportRowParsed): EmployeeFieldChange[] {
  const changes: EmployeeFieldChange[] = Object.entries(columnsOf(value)).map(([column, to]) => {
    const field = (column === 'salaryOre' ? 'salary' : column) as EmployeeFieldChange['field'];
    return (REDACTED_EMPLOYEE_FIELDS as ReadonlySet<string>).has(field)
      ? { field, from: null, to: null }
      : { field, from: '', to: String(to) };
  });
  if (value.cprNumber) changes.push({ field: 'cprNumber', from: null, to: null });
  return changes;
}

/**
 * POST /api/imports/employees/confirm (issue 28, decision 038): the rows are validated again, in one transaction
 * with the company row locked, so nothing changed since the preview slips through and two imports cannot pass
 * the plan limit together (docs/rules/employees.md#ruling-4). 'validRows' writes the valid rows and skips the rest;
 * 'allOrNothing' writes nothing if any row has a problem. Each written row gets its own audit row.
 */
export async function confirmEmployeeImport(
  deps: ImportDeps,
  ctx: AdminContext,
  input: ImportConfirmRequest,
): Promise<ImportResult> {
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, ctx.companyId))
      .for('update');
    const plan = await planEmployeeImport(tx, ctx, input);
    if (input.mode === 'allOrNothing' && plan.rows.some((row) => row.action === 'skip')) {
      throw new AppError('IMPORT_HAS_ERRORS');
    }
    const creates = plan.rows.filter(
      (row): row is PlannedRow & { value: ImportRowParsed } => row.action === 'create' && !!row.value,
    );
    const updates = plan.rows.filter((row) => row.action === 'update' && row.value && row.employeeId);
    if (plan.remaining !== null && creates.length > plan.remaining)
      throw new AppError('IMPORT_LIMIT_REACHED');

    const audit = (employeeId: string, action: string, row: PlannedRow & { value: ImportRowParsed }) => ({
      companyId: ctx.companyId,
      actorUserId: ctx.userId,
      impersonatorUserId: ctx.impersonatedBy,
      requestId: ctx.requestId,
      action,
      entityType: 'employee',
      entityId: employeeId,
      details: {
        source: 'import',
        row: row.row,
        email: row.value.email,
        ...(row.value.employeeNumber && { employeeNumber: row.value.employeeNumber }),
        changes: changesOf(row.value),
      },
    });

    const created = creates.map((row) => ({ id: randomUUID(), row }));
    for (let start = 0; start < created.length; start += BATCH) {
      const part = created.slice(start, start + BATCH);
      await tx.insert(employees).values(
        part.map(({ id, row }) => {
          const cpr = row.value.cprNumber
            ? deps.cipher.encrypt(row.value.cprNumber, cprAssociatedData(id))
            : null;
          return {
            id,
            companyId: ctx.companyId,
            email: row.value.email,
            ...columnsOf(row.value),
            cprEncrypted: cpr,
            cprKeyId: cpr ? keyIdOf(cpr) : null,
          };
        }),
      );
      const numbered = part.filter(({ row }) => row.value.employeeNumber);
      if (numbered.length > 0) {
        await tx.insert(employeePayroll).values(
          numbered.map(({ id, row }) => ({
            companyId: ctx.companyId,
            employeeId: id,
            employeeNumber: row.value.employeeNumber ?? '',
          })),
        );
      }
      await tx.insert(auditLog).values(part.map(({ id, row }) => audit(id, 'employee.create', row)));
    }

    for (const row of updates) {
      const value = row.value as ImportRowParsed;
      const employeeId = row.employeeId as string;
      const cpr = value.cprNumber
        ? deps.cipher.encrypt(value.cprNumber, cprAssociatedData(employeeId))
        : undefined;
      await tx
        .update(employees)
        .set({
          ...columnsOf(value),
          ...(cpr && { cprEncrypted: cpr, cprKeyId: keyIdOf(cpr) }),
          updatedAt: new Date(),
        })
        .where(and(eq(employees.id, employeeId), eq(employees.companyId, ctx.companyId)));
      if (value.employeeNumber) {
        await tx
          .insert(employeePayroll)
          .values({ companyId: ctx.companyId, employeeId, employeeNumber: value.employeeNumber })
          .onConflictDoUpdate({
            target: [employeePayroll.companyId, employeePayroll.employeeId],
            set: { employeeNumber: value.employeeNumber, updatedAt: sql`now()` },
          });
      }
    }
    for (let start = 0; start < updates.length; start += BATCH) {
      const part = updates.slice(start, start + BATCH) as (PlannedRow & { value: ImportRowParsed })[];
      if (part.length > 0) {
        await tx
          .insert(auditLog)
          .values(part.map((row) => audit(row.employeeId as string, 'employee.update', row)));
      }
    }
    return toResult(plan);
  });
}
