import {
  addDays,
  type DashboardTimereg,
  danishToday,
  mondayOf,
  TIME_REGISTRATION_START,
  TIMEREG_APPROVAL_WEEKS,
} from '@kollega/domain';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import type { DashboardSources } from './deps';

/**
 * Time registration's block, in one statement: how many employees register time (none: the teaser), the weeks
 * waiting for approval, and the unread 11- and 48-hour warnings. A week waits when it is one of the last 8 finished
 * weeks (decision 032: what to act on now, and a bounded read of the registrations), an employee who registers
 * time has registrations in it, it is not locked (time-registration §4: from the week of the latest of
 * 2024-08-05, the start date and the company's lock date) and it is not approved.
 */
export async function loadDashboardTimereg(
  db: Reader,
  ctx: Pick<AdminContext, 'companyId'>,
  sources: Pick<DashboardSources, 'registersTime'>,
  now: Date = new Date(),
): Promise<DashboardTimereg> {
  const registersTime = sources.registersTime(ctx.companyId);
  const thisMonday = mondayOf(danishToday(now));
  const firstMonday = addDays(thisMonday, -7 * TIMEREG_APPROVAL_WEEKS);
  const start = TIME_REGISTRATION_START;
  const cid = ctx.companyId;
  // Written out with table names and aliases: in a select without joins Drizzle leaves columns unqualified.
  const unread = (type: string) =>
    sql<number>`(select count(*)::int from time_log_warnings w inner join employees on employees.company_id = ${cid} and employees.id = w.employee_id and employees.deleted_at is null where w.company_id = ${cid} and w.read = false and w.type = ${type})`;
  const lockFrom = sql`greatest(${start}::date, coalesce(employees.start_date, ${start}::date), coalesce(companies.time_registration_lock_date, ${start}::date))`;
  const [row] = await db
    .select({
      users: sql<number>`(select count(*)::int from employees where ${registersTime})`,
      weeks: sql<number>`(select count(*)::int from (
        select distinct te.employee_id, te.date - (extract(isodow from te.date)::int - 1) as week_start
        from time_entries te
        inner join employees on employees.company_id = ${cid} and employees.id = te.employee_id
        where te.company_id = ${cid} and ${registersTime}
          and te.date < ${thisMonday}::date and te.date >= ${firstMonday}::date
          and te.date >= ${lockFrom} - (extract(isodow from ${lockFrom})::int - 1)
      ) as waiting
      where not exists (select 1 from approved_weeks aw where aw.company_id = ${cid}
        and aw.employee_id = waiting.employee_id and aw.week_start = waiting.week_start))`,
      elevenHours: unread('11HourWarning'),
      fortyEightHours: unread('48HourWarning'),
    })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  if (!row || row.users === 0) return { inUse: false };
  return {
    inUse: true,
    weeksAwaitingApproval: row.weeks,
    unreadWarnings: { elevenHours: row.elevenHours, fortyEightHours: row.fortyEightHours },
  };
}
