import {
  DEFAULT_TIME_LOG_SETTING,
  danishToday,
  employeeOverview,
  employeeOverviewFromAggregates,
  type NormOptions,
  type OverviewResponse,
  overviewCalendar,
  type PeriodNorm,
  paidHourlyThroughout,
  periodNorm,
  pickSetting,
  type TimeLogSetting,
  type WeekTypeAggregate,
} from '@kollega/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { companyDaysOff, employees, timeEntries } from '../../db/schema/index';
import { loadSettingRows, toSetting, toTimeEntry } from './timereg-record';

interface AggregateRow {
  employeeId: string;
  monday: string;
  type: string;
  count: number;
  hours: number;
}

export interface OverviewQuery {
  from: string;
  to: string;
  employeeIds: string[] | null;
  /** time-registration §2 'show inactive': inactive employees with an end date instead of the active ones. */
  inactive: boolean;
}

/**
 * Overblik (time-registration §2, §4, §5): per employee the categories, norm, totals, average week and hours per
 * week over a period. A fixed number of queries whatever the number of employees (employees, one aggregate per
 * employee, ISO week and type, settings, days off); the rules run in the domain on those aggregates. Listed: employees who register time (app access, not exempt, not
 * inactive), or with `inactive`, inactive ones with an end date, whose period is cut at that date.
 */
export async function overview(db: Db, companyId: string, query: OverviewQuery): Promise<OverviewResponse> {
  // A selection of nobody (or only malformed ids) selects nobody.
  if (query.employeeIds?.length === 0) return { from: query.from, to: query.to, employees: [] };
  const people = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      startDate: employees.startDate,
      endDate: employees.endDate,
      individualTimeLogSettings: employees.individualTimeLogSettings,
    })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        isNull(employees.deletedAt),
        query.inactive
          ? and(eq(employees.employmentStatus, 'inactive'), isNotNull(employees.endDate))
          : and(
              eq(employees.mobileAppAccess, true),
              eq(employees.timeRegistrationExempt, false),
              ne(employees.employmentStatus, 'inactive'),
            ),
        query.employeeIds ? inArray(employees.id, query.employeeIds) : undefined,
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName));
  if (people.length === 0) return { from: query.from, to: query.to, employees: [] };
  const ids = people.map((person) => person.id);

  // Only the listed employees' rows; without a selection everyone's, and the ineligible are dropped below.
  const employeeFilter = query.employeeIds
    ? sql`and e.employee_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const [aggregates, holidayDays, settingRows, daysOff] = await Promise.all([
    // One aggregate for everyone: per employee, ISO week and type (DESIGN.md rule 6), cut at each employee's
    // end date (time-registration §5: an inactive employee's logs only up to it).
    queryRows<AggregateRow>(
      db,
      sql`select e.employee_id as "employeeId", (e.date - (extract(isodow from e.date)::int - 1))::text as monday,
                 e.type, count(*)::int as count, sum(e.hours)::float8 as hours
          from time_entries e
          join employees p on p.id = e.employee_id and p.company_id = e.company_id
          where e.company_id = ${companyId}
            and e.date between ${query.from} and ${query.to}
            and (p.end_date is null or e.date <= p.end_date)
            ${employeeFilter}
          group by 1, 2, 3`,
    ),
    // Holiday counts per day, not per entry (a second holiday entry on a day adds no hours): the distinct
    // days, only over the few holiday rows.
    queryRows<{ employeeId: string; monday: string; days: number }>(
      db,
      sql`select e.employee_id as "employeeId", (e.date - (extract(isodow from e.date)::int - 1))::text as monday,
                 count(distinct e.date)::int as days
          from time_entries e
          join employees p on p.id = e.employee_id and p.company_id = e.company_id
          where e.company_id = ${companyId} and e.type = 'holiday'
            and e.date between ${query.from} and ${query.to}
            and (p.end_date is null or e.date <= p.end_date)
            ${employeeFilter}
          group by 1, 2`,
    ),
    loadSettingRows(db, companyId),
    db
      .select({ date: companyDaysOff.date })
      .from(companyDaysOff)
      .where(eq(companyDaysOff.companyId, companyId)),
  ]);

  const holidayDaysOf = new Map(holidayDays.map((row) => [`${row.employeeId}|${row.monday}`, row.days]));
  const aggregatesOf = new Map<string, WeekTypeAggregate[]>();
  for (const row of aggregates) {
    const list = aggregatesOf.get(row.employeeId) ?? [];
    const days = row.type === 'holiday' ? (holidayDaysOf.get(`${row.employeeId}|${row.monday}`) ?? 0) : 0;
    list.push({ ...row, days, type: row.type as WeekTypeAggregate['type'] });
    aggregatesOf.set(row.employeeId, list);
  }
  // The company's settings are one shared list (not per employee): the domain caches per setting object.
  const companySettings: TimeLogSetting[] = settingRows
    .filter((row) => row.employeeId === null)
    .map(toSetting);
  const company = companySettings.length > 0 ? companySettings : [DEFAULT_TIME_LOG_SETTING];
  const today = danishToday();
  const companyDaysOffSet = new Set(daysOff.map((day) => day.date));
  const calendar = overviewCalendar(query.from, query.to);

  const plans = people.flatMap((person) => {
    const to = person.endDate && person.endDate < query.to ? person.endDate : query.to;
    if (to < query.from) return [];
    const individual = person.individualTimeLogSettings
      ? settingRows.filter((row) => row.employeeId === person.id).map(toSetting)
      : [];
    const settings = { company, individual };
    const norm = {
      settings,
      today,
      companyDaysOff: companyDaysOffSet,
      startDate: person.startDate,
      endDate: person.endDate,
    };
    return [{ person, to, settings, norm, paidHourly: paidHourlyThroughout(settings, query.from, to) }];
  });
  // The rare employee whose pay form changes within the period needs every registration, day by day.
  const mixed = plans.filter((plan) => plan.paidHourly === 'mixed').map((plan) => plan.person.id);
  const entriesOf = new Map<string, ReturnType<typeof toTimeEntry>[]>();
  if (mixed.length > 0) {
    const rows = await db
      .select({
        id: timeEntries.id,
        employeeId: timeEntries.employeeId,
        date: timeEntries.date,
        type: timeEntries.type,
        hours: timeEntries.hours,
        startTime: timeEntries.startTime,
        endTime: timeEntries.endTime,
      })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.companyId, companyId),
          inArray(timeEntries.employeeId, mixed),
          gte(timeEntries.date, query.from),
          lte(timeEntries.date, query.to),
        ),
      );
    for (const row of rows) {
      const list = entriesOf.get(row.employeeId) ?? [];
      list.push(toTimeEntry(row));
      entriesOf.set(row.employeeId, list);
    }
  }

  // Employees with the company's norm week and the same employment dates owe the same norm: worked out once.
  const norms = new Map<string, PeriodNorm>();
  const sharedNorm = (person: (typeof people)[number], to: string, norm: NormOptions): PeriodNorm => {
    const key = `${person.individualTimeLogSettings ? person.id : 'company'}|${person.startDate}|${person.endDate}|${to}`;
    let found = norms.get(key);
    if (!found) {
      found = periodNorm(calendar, query.from, to, norm);
      norms.set(key, found);
    }
    return found;
  };

  const result: OverviewResponse['employees'] = plans.map(({ person, to, settings, norm, paidHourly }) => {
    const computed =
      paidHourly === 'mixed'
        ? employeeOverview({ entries: entriesOf.get(person.id) ?? [], from: query.from, to, calendar, norm })
        : employeeOverviewFromAggregates({
            aggregates: aggregatesOf.get(person.id) ?? [],
            from: query.from,
            to,
            calendar,
            norm,
            isPaidHourly: paidHourly,
            periodNorm: sharedNorm(person, to, norm),
          });
    return {
      employeeId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      inactive: query.inactive,
      isPaidHourly: pickSetting(settings, to).isPaidHourly,
      ...computed,
    };
  });
  return { from: query.from, to: query.to, employees: result };
}
