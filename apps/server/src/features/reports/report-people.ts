import { compareDanish, type IsoDate, type ReportPerson } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { employees } from '../../db/schema/index';

/** An employee as the reports see them: the employment dates and type, the department and the name. */
export interface ReportEmployee extends ReportPerson {
  id: string;
  name: string;
  department: string;
  individualTimeLogSettings: boolean;
  deleted: boolean;
}

/**
 * Every employee record of the company, deleted ones too (a deleted employee with registrations keeps the name
 * and employment dates, docs/rules/timereg.md#ruling-14, and was part of the headcount while employed). A record without a start
 * date counts from the day it was created.
 */
export async function loadReportEmployees(
  db: Pick<Db, 'select'>,
  companyId: string,
): Promise<ReportEmployee[]> {
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      department: employees.department,
      employmentType: employees.employmentType,
      startDate: employees.startDate,
      endDate: employees.endDate,
      createdAt: employees.createdAt,
      deletedAt: employees.deletedAt,
      individualTimeLogSettings: employees.individualTimeLogSettings,
    })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    department: row.department.trim(),
    employmentType: row.employmentType,
    startDate: row.startDate ?? (row.createdAt.toISOString().slice(0, 10) as IsoDate),
    endDate: row.endDate,
    individualTimeLogSettings: row.individualTimeLogSettings,
    deleted: row.deletedAt !== null,
  }));
}

/** The departments of the company's current records, for the filter ('' is 'Uden afdeling'). */
export function departmentsOf(people: readonly ReportEmployee[]): string[] {
  return [...new Set(people.filter((person) => !person.deleted).map((person) => person.department))].sort(
    compareDanish,
  );
}

/** Whether a record is in the chosen department (every record when none is chosen). */
export const inDepartment = (department: string | undefined) => (person: { department: string }) =>
  department === undefined || person.department === department.trim();
