import {
  addDays,
  type DashboardTimereg,
  danishToday,
  mondayOf,
  TIME_REGISTRATION_START,
  TIMEREG_APPROVAL_WEEKS,
} from '@kollega/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import type { DashboardSources } from './deps';

/**
 * Time registration's block as one column, `[users, weeks, elevenHours, fortyEightHours]`: how many employees
 * register time (none: the teaser), the weeks waiting for approval, and the unread 11- and 48-hour warnings. A week
 * waits when it is one of the last 8 finished weeks (decision 032: what to act on now, and a bounded read of the
 * registrations), an employee who registers time has registrations in it, it is not locked (time-registration §4:
 * from the week of the latest of 2024-08-05, the start date and the company's lock date) and it is not approved.
 * Every subquery is uncorrelated, so the column can ride along with any statement of the company (decision 073:
 * the dashboard's employees' read carries it) and is computed once, not per row. The approved weeks are taken
 * off with EXCEPT, one read of them, not a `not exists` per waiting week: with few approved weeks the planner
 * rescanned the table for each of the ~700 weeks, and on the embedded database each scan's start asks the file
 * system for the table’s size (decision 084).
 */
export function dashboardTimeregColumn(
  ctx: Pick<AdminContext, 'companyId'>,
  sources: Pick<DashboardSources, 'registersTime'>,
  now: Date = new Date(),
): SQL<number[]> {
  const registersTime = sources.registersTime(ctx.companyId);
  const thisMonday = mondayOf(danishToday(now));
  const firstMonday = addDays(thisMonday, -7 * TIMEREG_APPROVAL_WEEKS);
  const start = TIME_REGISTRATION_START;
  const cid = ctx.companyId;
  // Written out with table names and aliases: in a select without joins Drizzle leaves columns unqualified.
  const unread = (type: string) =>
    sql`(select count(*)::int from time_log_warnings w inner join employees on employees.company_id = ${cid} and employees.id = w.employee_id and employees.deleted_at is null where w.company_id = ${cid} and w.read = false and w.type = ${type})`;
  const lockDate = sql`(select c.time_registration_lock_date from companies c where c.id = ${cid})`;
  const lockFrom = sql`greatest(${start}::date, coalesce(employees.start_date, ${start}::date), coalesce(${lockDate}, ${start}::date))`;
  return sql<number[]>`array[
    (select count(*)::int from employees where ${registersTime}),
    (select count(*)::int from (
        select te.employee_id, te.date - (extract(isodow from te.date)::int - 1) as week_start
        from time_entries te
        inner join employees on employees.company_id = ${cid} and employees.id = te.employee_id
        where te.company_id = ${cid} and ${registersTime}
          and te.date < ${thisMonday}::date and te.date >= ${firstMonday}::date
          and te.date >= ${lockFrom} - (extract(isodow from ${lockFrom})::int - 1)
        except
        select aw.employee_id, aw.week_start from approved_weeks aw
        where aw.company_id = ${cid} and aw.week_start < ${thisMonday}::date and aw.week_start >= ${firstMonday}::date
      ) as waiting),
    ${unread('11HourWarning')},
    ${unread('48HourWarning')}
  ]`;
}

/** The block from `dashboardTimeregColumn`'s value; none (no row carried it) is the teaser, as no users is. */
export function dashboardTimereg(column: readonly number[] | null | undefined): DashboardTimereg {
  const [users = 0, weeks = 0, elevenHours = 0, fortyEightHours = 0] = column ?? [];
  if (users === 0) return { inUse: false };
  return { inUse: true, weeksAwaitingApproval: weeks, unreadWarnings: { elevenHours, fortyEightHours } };
}

/** Time registration's block in a statement of its own (the notification scan's waiting weeks use it alone). */
export async function loadDashboardTimereg(
  db: Reader,
  ctx: Pick<AdminContext, 'companyId'>,
  sources: Pick<DashboardSources, 'registersTime'>,
  now: Date = new Date(),
): Promise<DashboardTimereg> {
  const [row] = await db
    .select({ timereg: dashboardTimeregColumn(ctx, sources, now) })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  return dashboardTimereg(row?.timereg);
}
