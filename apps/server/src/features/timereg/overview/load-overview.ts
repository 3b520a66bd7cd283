import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  addDays,
  mondayOf,
  type OverviewQuery,
  type TimeEntry,
  type WeekTypeAggregate,
} from '@kollega/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { companyDaysOff, timeEntries } from '../../../db/schema/index';
import { selectTimeregEmployees, type TimeregEmployeeRow } from '../timereg-employees';
import { loadSettingRows, type SettingRow, toTimeEntry } from '../timereg-record';

type Period = { from: string; to: string };

/**
 * A year's Overblik is one aggregate statement; a longer period is cut into chunks of 53 weeks, at Mondays so
 * every ISO week lies in one chunk, so no single statement holds the (PGlite) event loop for the whole period.
 */
const WEEKS_PER_STATEMENT = 53;

export function aggregateChunks(from: string, to: string): Period[] {
  const chunks: Period[] = [];
  for (let start = from; start <= to; ) {
    const sunday = addDays(mondayOf(start), WEEKS_PER_STATEMENT * 7 - 1);
    const end = sunday < to ? sunday : to;
    chunks.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return chunks;
}

interface AggregateRow {
  employeeId: string;
  monday: string;
  type: string;
  count: number;
  hours: number;
}

export interface OverviewData {
  people: TimeregEmployeeRow[];
  /** Per employee: their registrations summed per ISO week and type. */
  aggregatesOf: Map<string, WeekTypeAggregate[]>;
  settingRows: SettingRow[];
  companyDaysOff: Set<string>;
}

/**
 * Everything Overblik reads, in a fixed number of queries whatever the number of employees (DESIGN.md rule 6):
 * the listed employees, one aggregate per employee, ISO week and type, the holiday days, settings and days off.
 */
export async function loadOverviewData(
  db: Db,
  companyId: string,
  query: OverviewQuery,
): Promise<OverviewData> {
  const people = await selectTimeregEmployees(db, companyId, query);
  if (people.length === 0) {
    return { people, aggregatesOf: new Map(), settingRows: [], companyDaysOff: new Set() };
  }
  // Only the listed employees' rows; without a selection everyone's, and the ineligible are never looked up.
  const employeeFilter = query.employeeIds
    ? sql`and e.employee_id in (${sql.join(
        people.map((person) => sql`${person.id}`),
        sql`, `,
      )})`
    : sql``;
  const aggregateQuery = (chunk: Period) =>
    // Cut at each employee's end date (time-registration §5: an inactive employee's logs only up to it).
    queryRows<AggregateRow>(
      db,
      sql`select e.employee_id as "employeeId", (e.date - (extract(isodow from e.date)::int - 1))::text as monday,
                 e.type, count(*)::int as count, sum(e.hours)::float8 as hours
          from time_entries e
          join employees p on p.id = e.employee_id and p.company_id = e.company_id
          where e.company_id = ${companyId}
            and e.date between ${chunk.from} and ${chunk.to}
            and (p.end_date is null or e.date <= p.end_date)
            ${employeeFilter}
          group by 1, 2, 3`,
    );
  // Holiday counts per day, not per entry (a second holiday entry on a day adds no hours): the distinct days,
  // only over the few holiday rows.
  const holidayQuery = (chunk: Period) =>
    queryRows<{ employeeId: string; monday: string; days: number }>(
      db,
      sql`select e.employee_id as "employeeId", (e.date - (extract(isodow from e.date)::int - 1))::text as monday,
                 count(distinct e.date)::int as days
          from time_entries e
          join employees p on p.id = e.employee_id and p.company_id = e.company_id
          where e.company_id = ${companyId} and e.type = 'holiday'
            and e.date between ${chunk.from} and ${chunk.to}
            and (p.end_date is null or e.date <= p.end_date)
            ${employeeFilter}
          group by 1, 2`,
    );
  const [settingRows, daysOff] = await Promise.all([
    loadSettingRows(db, companyId),
    db
      .select({ date: companyDaysOff.date })
      .from(companyDaysOff)
      .where(eq(companyDaysOff.companyId, companyId)),
  ]);
  const aggregates: AggregateRow[] = [];
  const holidayDays: { employeeId: string; monday: string; days: number }[] = [];
  for (const [index, chunk] of aggregateChunks(query.from, query.to).entries()) {
    // PGlite runs each statement on the main thread: a turn of the event loop between the chunks.
    if (index > 0) await nextTurn();
    const [rows, holidays] = await Promise.all([aggregateQuery(chunk), holidayQuery(chunk)]);
    aggregates.push(...rows);
    holidayDays.push(...holidays);
  }

  const holidayDaysOf = new Map(holidayDays.map((row) => [`${row.employeeId}|${row.monday}`, row.days]));
  const aggregatesOf = new Map<string, WeekTypeAggregate[]>();
  for (const row of aggregates) {
    const list = aggregatesOf.get(row.employeeId) ?? [];
    const days = row.type === 'holiday' ? (holidayDaysOf.get(`${row.employeeId}|${row.monday}`) ?? 0) : 0;
    list.push({ ...row, days, type: row.type as WeekTypeAggregate['type'] });
    aggregatesOf.set(row.employeeId, list);
  }
  return {
    people,
    aggregatesOf,
    settingRows,
    companyDaysOff: new Set(daysOff.map((day) => day.date)),
  };
}

/** Every registration of the given employees in the period, for those whose pay form changes within it. */
export async function loadOverviewEntries(
  db: Db,
  companyId: string,
  employeeIds: readonly string[],
  range: { from: string; to: string },
): Promise<Map<string, TimeEntry[]>> {
  const entriesOf = new Map<string, TimeEntry[]>();
  if (employeeIds.length === 0) return entriesOf;
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
        inArray(timeEntries.employeeId, [...employeeIds]),
        gte(timeEntries.date, range.from),
        lte(timeEntries.date, range.to),
      ),
    );
  for (const row of rows) {
    const list = entriesOf.get(row.employeeId) ?? [];
    list.push(toTimeEntry(row));
    entriesOf.set(row.employeeId, list);
  }
  return entriesOf;
}
