import {
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  IMPORT_FIELDS,
  type ImportField,
  importSheetColumns,
  visibleEmployees,
} from '@kollega/domain';
import { and, asc, eq } from 'drizzle-orm';
import { employeePayroll, employees } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { WorkbookFile } from '../../../plugins/send-attachment';
import { audited } from '../../../services/context';
import type { EmployeeDeps } from '../deps';
import { cprAssociatedData, notDeleted, planOf } from '../employee-record';
import { ownerUserIdOf } from '../plan-visibility';

const danish = new Intl.Collator('da', { sensitivity: 'base' });

/** `YYYY-MM-DD` as a date Excel shows as that day (midnight UTC, so no time zone moves it a day). */
const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/**
 * GET /api/employees/export.xlsx ('Eksportér (XLSX)', issue 28): the visible employees (docs/rules/employees.md#ruling-4: the ones
 * the plan hides are left out, like on the list) with the employee import's columns and labels
 * (`IMPORT_FIELDS`), so the file can be imported again. The CPR column only with `cpr` and only for the owner
 * (anyone else gets EXPORT_CPR_OWNER_ONLY); otherwise it is left out. Every export is audit-logged, and one with
 * CPR numbers gets a second row saying so (DESIGN.md rule 5), before the file leaves; the route streams the
 * workbook into the response (`sendWorkbook`), each row written out as it is added.
 */
export async function exportEmployees(
  deps: Pick<EmployeeDeps, 'db' | 'cipher'>,
  ctx: AdminContext,
  input: { cpr: boolean },
): Promise<WorkbookFile> {
  const ownerUserId = await ownerUserIdOf(deps.db, ctx.companyId);
  if (input.cpr && ctx.userId !== ownerUserId) throw new AppError('EXPORT_CPR_OWNER_ONLY');
  const rows = await deps.db
    .select({
      id: employees.id,
      userId: employees.userId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      phone: employees.phone,
      cprEncrypted: employees.cprEncrypted,
      startDate: employees.startDate,
      jobPosition: employees.jobPosition,
      department: employees.department,
      employmentType: employees.employmentType,
      salaryOre: employees.salaryOre,
      employeeNumber: employeePayroll.employeeNumber,
    })
    .from(employees)
    .leftJoin(
      employeePayroll,
      and(eq(employeePayroll.employeeId, employees.id), eq(employeePayroll.companyId, employees.companyId)),
    )
    .where(and(eq(employees.companyId, ctx.companyId), notDeleted()))
    .orderBy(asc(employees.createdAt), asc(employees.id));
  const isOwner = (row: (typeof rows)[number]) => row.userId !== null && row.userId === ownerUserId;
  const visible = visibleEmployees(planOf(ctx), rows, isOwner);
  visible.sort(
    (a, b) =>
      danish.compare(a.firstName, b.firstName) ||
      danish.compare(a.lastName, b.lastName) ||
      a.id.localeCompare(b.id),
  );

  await audited(deps.db, ctx, async () => ({
    result: undefined,
    audit: [
      {
        action: 'employee.export',
        entityType: 'company',
        entityId: ctx.companyId,
        details: { count: visible.length, cpr: input.cpr },
      },
      ...(input.cpr
        ? [
            {
              action: 'employee.export.cpr',
              entityType: 'company',
              entityId: ctx.companyId,
              details: { count: visible.filter((row) => row.cprEncrypted).length },
            },
          ]
        : []),
    ],
  }));

  const fields = IMPORT_FIELDS.filter((field) => input.cpr || field !== 'cprNumber');
  return {
    fileName: 'medarbejdere.xlsx',
    write(workbook) {
      const sheet = workbook.addWorksheet('Medarbejdere', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = importSheetColumns(fields);
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for (const row of visible) {
        const values: Record<ImportField, string | number | Date | null> = {
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          cprNumber:
            input.cpr && row.cprEncrypted
              ? deps.cipher.decrypt(row.cprEncrypted, cprAssociatedData(row.id))
              : null,
          startDate: asDate(row.startDate),
          jobPosition: row.jobPosition,
          department: row.department,
          employeeNumber: row.employeeNumber ?? '',
          employmentType: row.employmentType
            ? (EMPLOYMENT_TYPE_LABELS[row.employmentType as EmploymentType] ?? row.employmentType)
            : '',
          // Kroner, as the import reads it (the database keeps øre).
          salary: row.salaryOre === null ? null : row.salaryOre / 100,
        };
        sheet.addRow(values).commit();
      }
      sheet.commit();
    },
  };
}
