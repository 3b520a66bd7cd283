import { canRegister, compareDanish, type EmploymentStatus } from '@kollega/domain';
import { and, eq, exists, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { employees, timeEntries } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Reader } from '../../services/context';
import type { TimeregEmployee } from './timereg-record';

export interface TimeregSelection {
  /**
   * 'Tidligere medarbejdere' (time-registration §2 'show inactive', issue 17): former employees instead, read
   * only: inactive or deleted ones with an end date or with registrations, kept for the five-year retention
   * (docs/rules/timereg.md#ruling-14).
   */
  inactive: boolean;
  /** Only these (null: everyone listed). */
  employeeIds?: readonly string[] | null;
}

/** Time-registration §5 in SQL: app access, not exempt, not inactive, not deleted (`listedBy` and the scan's page). */
function registersTime(): SQL | undefined {
  return and(
    isNull(employees.deletedAt),
    eq(employees.mobileAppAccess, true),
    eq(employees.timeRegistrationExempt, false),
    ne(employees.employmentStatus, 'inactive'),
  );
}

/**
 * Who time registration lists (time-registration §5): employees who register time (app access, not exempt,
 * not inactive, not deleted), or with `inactive` the former employees: inactive or deleted, with an end date
 * (§2) or with registrations (docs/rules/timereg.md#ruling-14: their records stay reachable). The one place the rule is
 * written in SQL; `assertRegistersTime` is the same rule for one loaded employee.
 */
function listedBy(companyId: string, selection: TimeregSelection): SQL | undefined {
  const hasRegistrations = exists(
    sql`(select 1 from ${timeEntries} where ${timeEntries.companyId} = ${companyId}
         and ${timeEntries.employeeId} = ${employees.id} limit 1)`,
  );
  return and(
    eq(employees.companyId, companyId),
    selection.inactive
      ? and(
          or(eq(employees.employmentStatus, 'inactive'), isNotNull(employees.deletedAt)),
          or(isNotNull(employees.endDate), hasRegistrations),
        )
      : registersTime(),
    selection.employeeIds ? inArray(employees.id, [...selection.employeeIds]) : undefined,
  );
}

/**
 * The same rule as a condition on `employees`, for another feature's query (the dashboard, through public.ts):
 * the company's employees who register time.
 */
export function registersTimeCondition(companyId: string): SQL | undefined {
  return listedBy(companyId, { inactive: false });
}

/**
 * The same rule for the employees of several companies at once: the notification scan reads a page of companies
 * in one statement (decision 040), in the job only, never on the request path.
 */
export function registersTimeInCompanies(companyIds: readonly string[]): SQL | undefined {
  return and(inArray(employees.companyId, [...companyIds]), registersTime());
}

const TIMEREG_EMPLOYEE_COLUMNS = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  employmentStatus: employees.employmentStatus,
  startDate: employees.startDate,
  endDate: employees.endDate,
  profilePhotoKey: employees.profilePhotoKey,
  individualTimeLogSettings: employees.individualTimeLogSettings,
  deletedAt: employees.deletedAt,
};
export type TimeregEmployeeRow = Pick<typeof employees.$inferSelect, keyof typeof TIMEREG_EMPLOYEE_COLUMNS>;

/** The employees time registration lists, in Danish name order (PGlite sorts only by the C collation). */
export async function selectTimeregEmployees(
  db: Reader,
  companyId: string,
  selection: TimeregSelection,
): Promise<TimeregEmployeeRow[]> {
  // A selection of nobody (or only malformed ids) selects nobody.
  if (selection.employeeIds?.length === 0) return [];
  const rows = await db
    .select(TIMEREG_EMPLOYEE_COLUMNS)
    .from(employees)
    .where(listedBy(companyId, selection));
  return rows.sort(
    (a, b) =>
      compareDanish(a.firstName, b.firstName) ||
      compareDanish(a.lastName, b.lastName) ||
      a.id.localeCompare(b.id),
  );
}

/** How many employees register time: what the subscription charges for (docs/rules/billing.md#ruling-5). */
export async function countTimeregEmployees(db: Reader, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(listedBy(companyId, { inactive: false }));
  return row?.count ?? 0;
}

/** time-registration §5: only employees with app access, not exempt and not inactive register time. */
export function assertRegistersTime(employee: TimeregEmployee): void {
  const registers = canRegister({
    employmentStatus: employee.employmentStatus as EmploymentStatus,
    mobileAccess: employee.mobileAppAccess,
    timeRegistrationExempt: employee.timeRegistrationExempt,
  });
  if (!registers) throw new AppError('NOT_ELIGIBLE');
}
