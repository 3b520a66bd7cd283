import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { companies, employees } from '../../db/schema/index';

/**
 * The counts of the company list and the data card, as SQL aggregates over a company's current employees (not
 * deleted). "Registers time" is time-registration §5's rule (app access, not exempt, not inactive); an admin is
 * an employee with the admin role or the company's creator (time-registration §6).
 */
const current = isNull(employees.deletedAt);
const notInactive = ne(employees.employmentStatus, 'inactive');
export const registersTime: SQL = and(
  eq(employees.mobileAppAccess, true),
  eq(employees.timeRegistrationExempt, false),
  notInactive,
) as SQL;
export const isAdmin: SQL = or(
  eq(employees.role, 'admin'),
  eq(employees.userId, companies.ownerUserId),
) as SQL;

export const employeeCountsSelection = {
  employeeCount: sql<number>`count(${employees.id}) filter (where ${current} and ${notInactive})`.mapWith(
    Number,
  ),
  timeregCount: sql<number>`count(${employees.id}) filter (where ${current} and ${registersTime})`.mapWith(
    Number,
  ),
  adminCount: sql<number>`count(${employees.id}) filter (where ${current} and ${isAdmin})`.mapWith(Number),
};
