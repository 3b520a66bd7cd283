import { danishToday, type HolidayRequestDto, type HolidaySettings, noticeGuidance } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { employees, holidayLedger, holidayRequests, holidaySettings } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import { loadInCompany, type Reader, type Tx } from '../../services/context';

/**
 * The holiday feature's shared loading: the employee, the company's settings, a request or ledger row by id
 * (fetch-or-404: another company's id is 404 like a missing one), and the request as the API returns it.
 */

export type RequestRow = typeof holidayRequests.$inferSelect;
export type LedgerDbRow = typeof holidayLedger.$inferSelect;

export interface HolidayEmployee {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  startDate: string | null;
  endDate: string | null;
  employmentStatus: string;
  /** When the employee was added to Kollega: registrations are known from then on. */
  createdAt: Date;
}

export const employeeColumns = {
  id: employees.id,
  userId: employees.userId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  department: employees.department,
  startDate: employees.startDate,
  endDate: employees.endDate,
  employmentStatus: employees.employmentStatus,
  createdAt: employees.createdAt,
};

export const nameOf = (employee: Pick<HolidayEmployee, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`.trim();

/** An employee of the company (not deleted), or 404 like another company's. */
export async function loadHolidayEmployee(
  db: Reader,
  companyId: string,
  employeeId: string,
): Promise<HolidayEmployee> {
  if (!isUuid(employeeId)) throw notFound();
  const [row] = await db
    .select(employeeColumns)
    .from(employees)
    .where(
      and(eq(employees.companyId, companyId), eq(employees.id, employeeId), isNull(employees.deletedAt)),
    );
  if (!row) throw notFound();
  return row;
}

/** The company's current employees (not deleted): the condition of every read of them all. */
export const currentEmployeesOf = (companyId: string) =>
  and(eq(employees.companyId, companyId), isNull(employees.deletedAt));
/** Their order ('by name') and bound, shared by every read of them all. */
export const COMPANY_EMPLOYEES_ORDER = [employees.firstName, employees.lastName] as const;
export const COMPANY_EMPLOYEES_LIMIT = 5000;

/** Every current employee of the company, by name (the dashboard, the calendar, the export). */
export function loadCompanyEmployees(db: Reader, companyId: string): Promise<HolidayEmployee[]> {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(currentEmployeesOf(companyId))
    .orderBy(...COMPANY_EMPLOYEES_ORDER)
    .limit(COMPANY_EMPLOYEES_LIMIT);
}

export const DEFAULT_SETTINGS: HolidaySettings = {
  allowAdvance: false,
  extraDays: 0,
  extraDaysPeriod: 'calendarYear',
};

export async function loadHolidaySettings(db: Reader, companyId: string): Promise<HolidaySettings> {
  const [row] = await db.select().from(holidaySettings).where(eq(holidaySettings.companyId, companyId));
  return holidaySettingsOf(row);
}

/** A company's settings row as the rules use it; no row is the defaults. */
/** The columns of the company's settings row that the balances depend on. */
export type HolidaySettingsRow = Pick<
  typeof holidaySettings.$inferSelect,
  'allowAdvance' | 'extraDays' | 'extraDaysPeriod'
>;

export function holidaySettingsOf(row: HolidaySettingsRow | null | undefined): HolidaySettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    allowAdvance: row.allowAdvance,
    extraDays: row.extraDays,
    extraDaysPeriod: row.extraDaysPeriod === 'holidayYear' ? 'holidayYear' : 'calendarYear',
  };
}

export function toRequestDto(
  row: RequestRow,
  employee: Pick<HolidayEmployee, 'id' | 'firstName' | 'lastName' | 'department'>,
): HolidayRequestDto {
  return {
    id: row.id,
    employee: { id: employee.id, name: nameOf(employee), department: employee.department },
    bucket: row.bucket === 'extra' ? 'extra' : 'holiday',
    from: row.fromDate,
    to: row.toDate,
    days: row.days,
    note: row.note,
    status: row.status as HolidayRequestDto['status'],
    decisionComment: row.decisionComment,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    noticeWarning:
      row.status === 'pending' ? noticeGuidance(row.fromDate, row.toDate, danishToday(row.createdAt)) : null,
  };
}

/** Serializes the holiday actions of one employee (two requests or approvals at once cannot both pass the checks). */
export async function lockEmployee(tx: Tx, companyId: string, employeeId: string): Promise<void> {
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .for('update');
}

/** A request of the company, locked for the change; with `employeeId` only that employee's own. 404 otherwise. */
export async function loadRequestForUpdate(
  tx: Tx,
  companyId: string,
  requestId: string,
  employeeId?: string,
): Promise<RequestRow> {
  return loadInCompany(tx, holidayRequests, { companyId }, requestId, {
    forUpdate: true,
    where: employeeId ? eq(holidayRequests.employeeId, employeeId) : undefined,
  });
}

/** Writes `values` to a request of the company and returns it as it is now (404 when it is not there). */
export async function updateRequest(
  tx: Tx,
  companyId: string,
  requestId: string,
  values: Partial<typeof holidayRequests.$inferInsert>,
): Promise<RequestRow> {
  const [row] = await tx
    .update(holidayRequests)
    .set(values)
    .where(and(eq(holidayRequests.companyId, companyId), eq(holidayRequests.id, requestId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** An admin's ledger row of the company, locked for the change, or 404. */
export async function loadLedgerRow(tx: Tx, companyId: string, ledgerId: string): Promise<LedgerDbRow> {
  return loadInCompany(tx, holidayLedger, { companyId }, ledgerId, { forUpdate: true });
}

/** The audit row of a change to a request. */
export const requestAudit = (id: string, action: string, details: Record<string, unknown> = {}) => ({
  action,
  entityType: 'holidayRequest',
  entityId: id,
  details,
});

/** The audit row of a change to an employee's ledger (it is filed under the employee). */
export const ledgerAudit = (employeeId: string, action: string, details: Record<string, unknown>) => ({
  action,
  entityType: 'employee',
  entityId: employeeId,
  details,
});
