import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  addDays,
  DEFAULT_PAY_RULES,
  danishToday,
  emptyRegistrationTotals,
  HOLIDAY_DAY_HOURS,
  mondayOf,
  type OverviewQuery,
  type PayRules,
  type RegistrationTotals,
  TIME_ENTRY_TYPES,
  type TimeEntry,
  uncreditedAbsenceTypes,
} from '@kollega/domain';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { timeEntries } from '../../../db/schema/index';
import { inGroups, readBounds } from '../../../db/statement-priority';
import { absenceTypeSettingsOf } from '../absences/absence-type-settings';
import { payRulesOf } from '../payroll/pay-rules';
import { selectTimeregEmployees, type TimeregEmployeeRow } from '../timereg-employees';
import { loadSettingRows, type SettingRow, toTimeEntry } from '../timereg-record';

type Period = { from: string; to: string };

/**
 * A year's Overblik is one aggregate statement; a longer period is cut into chunks of 53 weeks, at Mondays so
 * every ISO week lies in one chunk, so no single statement holds the (PGlite) event loop for the whole period.
 * Background work cuts at 13 weeks (`readBounds`, decision 035).
 */
export function aggregateChunks(from: string, to: string, weeks = 53): Period[] {
  const chunks: Period[] = [];
  for (let start = from; start <= to; ) {
    const sunday = addDays(mondayOf(start), weeks * 7 - 1);
    const end = sunday < to ? sunday : to;
    chunks.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return chunks;
}

/** One employee's row of the aggregate over one chunk (arrays in TIME_ENTRY_TYPES order). */
interface TotalsRow {
  employeeId: string;
  counts: number[];
  hours: number[];
  holidayDays: number;
  /** The weeks (counted from the Monday of the period's first week) with work or overtime, and those hours. */
  workWeeks: number[] | null;
  workHours: number[] | null;
  /**
   * Per week: the hours that meet the norm on days before today (decision 029), and the part of them from the
   * first of a month on when a month begins within the week (null when none).
   */
  creditWeeks: number[] | null;
  creditHours: number[] | null;
  creditLateHours: (number | null)[] | null;
  /**
   * docs/rules/timereg.md#ruling-30, per week with past holiday: the weekdays holding it (bit 0 Monday), each
   * day 7.5 hours; per week with another credited absence before today: its days and hours ('weekday:hours',
   * comma-separated; a day may come more than once).
   */
  holidayWeeks: number[] | null;
  holidayWeekdays: number[] | null;
  absenceWeeks: number[] | null;
  absenceDays: string[] | null;
}

/** Where a week meets a month boundary: the months of its first and last days, and the day the later one starts. */
interface WeekMonths {
  early: string;
  late: string;
  /** The day of the week (0 Monday … 6 Sunday) the later month begins on; 7 when the week lies in one month. */
  lateFrom: number;
}

/**
 * The months of each week from `firstMonday` through the week holding `to`. A week lies in at most two months;
 * the aggregate sums the days from the later month's first day apart, so the monthly plus/minus needs no
 * month per registration (formatting a month per row cost a quarter of the statement on PGlite).
 */
function weekMonths(firstMonday: string, to: string): WeekMonths[] {
  const weeks: WeekMonths[] = [];
  for (let monday = firstMonday; monday <= to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    const sundayOfMonth = Number(sunday.slice(8));
    // A Sunday on the 1st–6th means the month began on the week's Tuesday–Sunday.
    weeks.push({
      early: monday.slice(0, 7),
      late: sunday.slice(0, 7),
      lateFrom: sundayOfMonth < 7 ? 7 - sundayOfMonth : 7,
    });
  }
  return weeks;
}

export interface OverviewData {
  people: TimeregEmployeeRow[];
  /** Per employee with registrations in the period: their totals per type and work hours per week. */
  totalsOf: Map<string, RegistrationTotals>;
  settingRows: SettingRow[];
  companyDaysOff: Set<string>;
  /** Issue 34: the optional absence types the company says do not stand in for the norm. */
  uncreditedTypes: ReadonlySet<string>;
  /** The company's pay rules (decision 045), for the supplements beside the figures. */
  payRules: PayRules;
}

/**
 * The company's own side of Overblik in one statement (decision 069): its absence types, its pay rules and its
 * days off, which were three statements (on PGlite each a transaction of its own, decision 033).
 */
async function loadOverviewCompany(
  db: Db,
  companyId: string,
): Promise<{ uncreditedTypes: ReadonlySet<string>; payRules: PayRules; daysOff: string[] }> {
  const [company] = await queryRows<{ absenceTypes: unknown; payRules: unknown; daysOff: string[] | null }>(
    db,
    sql`select c.absence_types as "absenceTypes", c.pay_rules as "payRules",
               (select array_agg(to_char(d.date, 'YYYY-MM-DD')) from company_days_off d
                where d.company_id = c.id) as "daysOff"
        from companies c
        where c.id = ${companyId}`,
  );
  return {
    // Issue 34 (decision 044): the absences that stand in for the norm are credited in plus/minus; the others not.
    uncreditedTypes: uncreditedAbsenceTypes(absenceTypeSettingsOf(company?.absenceTypes ?? null)),
    payRules: payRulesOf(company?.payRules ?? null),
    daysOff: company?.daysOff ?? [],
  };
}

/**
 * Everything Overblik reads, in a fixed number of queries whatever the number of employees (DESIGN.md rule 6):
 * the listed employees, one aggregate giving each employee's totals and work hours per week, settings and days
 * off.
 */
export async function loadOverviewData(
  db: Db,
  companyId: string,
  query: OverviewQuery,
  /**
   * The employees to compute, when the caller selects them (Rapporter: current and former; Overblik: still being
   * read, so the company's side below is read beside them).
   */
  listed?: TimeregEmployeeRow[] | Promise<TimeregEmployeeRow[]>,
): Promise<OverviewData> {
  // The company's side and the settings do not depend on who is listed: on PostgreSQL they are read beside the
  // employees and the aggregate, on connections of their own, one round trip fewer before the aggregate
  // (decision 083). (Awaited below; the empty catches only keep a failure from being reported as unhandled
  // meanwhile.)
  const companyRead = loadOverviewCompany(db, companyId);
  companyRead.catch(() => {});
  const settingsRead = loadSettingRows(db, companyId);
  settingsRead.catch(() => {});
  const people = await (listed ?? selectTimeregEmployees(db, companyId, query));
  if (people.length === 0) {
    await Promise.allSettled([companyRead, settingsRead]);
    return {
      people,
      totalsOf: new Map(),
      settingRows: [],
      companyDaysOff: new Set(),
      uncreditedTypes: new Set(),
      payRules: DEFAULT_PAY_RULES,
    };
  }
  const { uncreditedTypes, payRules, daysOff } = await companyRead;
  const notCredited = sql.join(
    ['overtime', ...uncreditedTypes].map((type) => sql`${type}`),
    sql`, `,
  );
  // The absences credited by the hour: every type but work, overtime, holiday and the uncredited ones, written
  // as what they are not, so that a row of work (most rows) fails at the first comparison.
  const notCreditedByTheHour = sql.join(
    ['work', 'overtime', 'holiday', ...uncreditedTypes].map((type) => sql`${type}`),
    sql`, `,
  );
  // Only the listed employees' rows; without a selection everyone's, and the ineligible are never looked up.
  // Background work reads a group of employees per statement (decision 035), each group's rows only.
  const bounds = readBounds();
  const groups = inGroups(people, bounds.employees);
  const employeeFilterOf = (group: readonly TimeregEmployeeRow[]) =>
    query.employeeIds || groups.length > 1
      ? sql`and e.employee_id in (${sql.join(
          group.map((person) => sql`${person.id}`),
          sql`, `,
        )})`
      : sql``;
  const firstMonday = mondayOf(query.from);
  // Plus/minus counts days before today only, like the norm (decision 029).
  const today = danishToday();
  const months = weekMonths(firstMonday, query.to);
  const dateAt = datesFrom(firstMonday);
  // Per week index (SQL arrays count from 1): the day of the week its later month begins on.
  const lateFrom = sql`(${`{${months.map((week) => week.lateFrom).join(',')}}`}::int[])`;
  const perType = (column: SQL) =>
    sql.join(
      TIME_ENTRY_TYPES.map((type) => sql`coalesce(sum(${column}) filter (where type = ${type}), 0)`),
      sql`, `,
    );
  // One row per employee: the inner query sums per employee, week and type (a few thousand groups for a
  // year of 100 employees), the outer one folds those into the totals per type and the weeks' work hours, so
  // the database sends 100 rows rather than one per week and type (reading rows is costly on PGlite).
  // Holiday counts per day, not per entry: `weekdays` marks the days of the week (bit 0 Monday … bit 6
  // Sunday) with a registration of the type, and its set bits are the distinct days, with no costly
  // count(distinct). The monthly plus/minus needs only the credit of the days from a month's first day on in
  // the week where that month begins (`late_h`, and the holiday bits from `lateFrom` on); the rest of the week
  // is the earlier month's.
  // docs/rules/timereg.md#ruling-30 needs each past day's absence credit (the domain takes out those of days
  // without norm, which only the settings know). Holiday counts 7.5 a day, so the weekday bits of a holiday
  // week are enough (`holidayWeekdays`); the other credited absences (a few hundred rows among the thousands)
  // bring their weekday and hours as a short text per week (`absenceDays`). They were a second statement over
  // the same rows; grouping them by day in this one cost as much again (decision 069).
  // The arrays come as JSON (`to_json`): the drivers parse JSON natively, where an array's text went through a
  // character-by-character parser in JavaScript, about a third of the request's JavaScript for reading rows
  // (decision 083). The same numbers: JSON and the array's text both print a float8 in its shortest exact form.
  const aggregateQuery = (chunk: Period, group: readonly TimeregEmployeeRow[]) => {
    // A chunk that ends before today (every period up to yesterday, the usual Overblik) has only past days: its
    // "before today" sums are its plain sums, so the inner query computes them once instead of again under a
    // filter (about a tenth of the statement on PGlite, decision 075). The answer is the same either way.
    const allPast = chunk.to < today;
    const beforeToday = allPast ? sql`` : sql` and e.date < ${today}::date`;
    const pastH = allPast ? sql`h` : sql`past_h`;
    const pastDays = allPast ? sql`weekdays` : sql`past_days`;
    const pastColumns = allPast
      ? sql``
      : sql`sum(e.hours) filter (where e.date < ${today}::date) as past_h,
                   bit_or(1 << ((e.date - ${firstMonday}::date) % 7)) filter (where e.date < ${today}::date) as past_days,`;
    return queryRows<TotalsRow>(
      db,
      sql`select "employeeId",
                 to_json(array[${perType(sql`n`)}]::int[]) as counts,
                 to_json(array[${perType(sql`h`)}]::float8[]) as hours,
                 coalesce(sum(bit_count(weekdays::bit(7))) filter (where type = 'holiday'), 0)::int as "holidayDays",
                 to_json(array_agg(week) filter (where type in ('work', 'overtime'))) as "workWeeks",
                 to_json(array_agg(h::float8) filter (where type in ('work', 'overtime'))) as "workHours",
                 to_json(array_agg(week) filter (where type not in (${notCredited}) and ${pastH} is not null)) as "creditWeeks",
                 to_json(array_agg(case when type = 'holiday'
                                then coalesce(bit_count(${pastDays}::bit(7)), 0) * ${HOLIDAY_DAY_HOURS}::float8
                                else ${pastH} end::float8)
                   filter (where type not in (${notCredited}) and ${pastH} is not null)) as "creditHours",
                 to_json(array_agg(case when type = 'holiday'
                                then bit_count((${pastDays} >> ${lateFrom}[week + 1])::bit(7)) * ${HOLIDAY_DAY_HOURS}::float8
                                else late_h end::float8)
                   filter (where type not in (${notCredited}) and ${pastH} is not null)) as "creditLateHours",
                 to_json(array_agg(week) filter (where type = 'holiday' and ${pastDays} is not null)) as "holidayWeeks",
                 to_json(array_agg(${pastDays}) filter (where type = 'holiday' and ${pastDays} is not null)) as "holidayWeekdays",
                 to_json(array_agg(week) filter (where absence_days is not null)) as "absenceWeeks",
                 to_json(array_agg(absence_days) filter (where absence_days is not null)) as "absenceDays"
          from (
            select e.employee_id as "employeeId", (e.date - ${firstMonday}::date) / 7 as week, e.type,
                   count(*) as n, sum(e.hours) as h,
                   bit_or(1 << ((e.date - ${firstMonday}::date) % 7)) as weekdays,
                   ${pastColumns}
                   sum(e.hours) filter (where (e.date - ${firstMonday}::date) % 7
                                                >= ${lateFrom}[(e.date - ${firstMonday}::date) / 7 + 1]${beforeToday}) as late_h,
                   string_agg(((e.date - ${firstMonday}::date) % 7) || ':' || e.hours, ',')
                     filter (where e.type not in (${notCreditedByTheHour})${beforeToday}) as absence_days
            from time_entries e
            where e.company_id = ${companyId}
              and e.date between ${chunk.from} and ${chunk.to}
              ${employeeFilterOf(group)}
              ${endDateCut(group, chunk)}
            group by 1, 2, 3
          ) per_week
          group by 1`,
    );
  };
  const totalsOf = new Map<string, RegistrationTotals>();
  let first = true;
  for (const chunk of aggregateChunks(query.from, query.to, bounds.weeks ?? undefined)) {
    for (const group of groups) {
      // PGlite runs each statement on the main thread: a turn of the event loop between the chunks.
      if (!first) await nextTurn();
      first = false;
      for (const row of await aggregateQuery(chunk, group)) addChunkRow(totalsOf, row, months, dateAt);
    }
  }
  return {
    people,
    totalsOf,
    settingRows: await settingsRead,
    companyDaysOff: new Set(daysOff),
    uncreditedTypes,
    payRules,
  };
}

/**
 * Registrations after an employee's end date do not count (time-registration §5: an inactive employee's logs
 * only up to it). Only the listed employees whose end date falls before the chunk's end need the cut; most
 * periods have none, and then the statement needs no join at all (joining the employees to every
 * registration cost about a third of the statement's time on PostgreSQL).
 */
function endDateCut(people: readonly TimeregEmployeeRow[], chunk: Period): SQL {
  const ending = people.filter((person) => person.endDate !== null && person.endDate < chunk.to);
  if (ending.length === 0) return sql``;
  const ends = sql.join(
    ending.map((person) => sql`(${person.id}::uuid, ${person.endDate}::date)`),
    sql`, `,
  );
  return sql`and not exists (select from (values ${ends}) as ending(employee_id, end_date)
                             where ending.employee_id = e.employee_id and e.date > ending.end_date)`;
}

/**
 * The date `offset` days after `monday`, each worked out once per request (at most once per day of the period):
 * formatting a date per absence day was a few milliseconds of every Overblik (decision 069).
 */
function datesFrom(monday: string): (offset: number) => string {
  const dates: string[] = [];
  return (offset) => {
    dates[offset] ??= addDays(monday, offset);
    return dates[offset];
  };
}

/** Adds one chunk's row to the employee's totals (the chunks are disjoint: a week lies in one chunk). */
function addChunkRow(
  totalsOf: Map<string, RegistrationTotals>,
  row: TotalsRow,
  months: readonly WeekMonths[],
  dateAt: (offset: number) => string,
): void {
  let totals = totalsOf.get(row.employeeId);
  if (!totals) {
    totals = emptyRegistrationTotals();
    totalsOf.set(row.employeeId, totals);
  }
  for (const [index, type] of TIME_ENTRY_TYPES.entries()) {
    totals.byType[type] ??= { count: 0, hours: 0 };
    totals.byType[type].count += row.counts[index] ?? 0;
    totals.byType[type].hours += row.hours[index] ?? 0;
  }
  totals.holidayDays += row.holidayDays;
  const { weekHours } = totals;
  const hours = row.workHours ?? [];
  for (const [index, week] of (row.workWeeks ?? []).entries()) {
    // Work and overtime come as a row each: add them.
    weekHours[week] = (weekHours[week] ?? 0) + (hours[index] ?? 0);
  }
  const credit = row.creditHours ?? [];
  const late = row.creditLateHours ?? [];
  const addToMonth = (month: string, hours: number) =>
    totals.creditMonthHours.set(month, (totals.creditMonthHours.get(month) ?? 0) + hours);
  for (const [index, week] of (row.creditWeeks ?? []).entries()) {
    const hours = credit[index] ?? 0;
    totals.creditWeekHours[week] = (totals.creditWeekHours[week] ?? 0) + hours;
    const lateHours = late[index] ?? 0;
    const { early, late: lateMonth } = months[week]!;
    addToMonth(early, hours - lateHours);
    if (lateHours !== 0) addToMonth(lateMonth, lateHours);
  }
  const credits = new Map<string, number>(totals.absenceCredits ?? []);
  const addCredit = (week: number, weekday: number, hours: number) => {
    const date = dateAt(week * 7 + weekday);
    credits.set(date, (credits.get(date) ?? 0) + hours);
  };
  const holidayWeekdays = row.holidayWeekdays ?? [];
  for (const [index, week] of (row.holidayWeeks ?? []).entries()) {
    const bits = holidayWeekdays[index] ?? 0;
    for (let weekday = 0; weekday < 7; weekday += 1) {
      if (bits & (1 << weekday)) addCredit(week, weekday, HOLIDAY_DAY_HOURS);
    }
  }
  const absenceDays = row.absenceDays ?? [];
  for (const [index, week] of (row.absenceWeeks ?? []).entries()) {
    for (const day of (absenceDays[index] ?? '').split(',')) {
      const [weekday, hours] = day.split(':');
      addCredit(week, Number(weekday), Number(hours));
    }
  }
  if (credits.size > 0) totals.absenceCredits = credits;
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
  const read = (ids: readonly string[], period: Period) =>
    db
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
          inArray(timeEntries.employeeId, [...ids]),
          gte(timeEntries.date, period.from),
          lte(timeEntries.date, period.to),
        ),
      );
  // One statement for a request; bounded ones for background work (decision 035). Unordered either way.
  const bounds = readBounds();
  const periods = bounds.weeks === null ? [range] : aggregateChunks(range.from, range.to, bounds.weeks);
  const rows: Awaited<ReturnType<typeof read>> = [];
  for (const period of periods)
    for (const ids of inGroups(employeeIds, bounds.employees)) rows.push(...(await read(ids, period)));
  for (const row of rows) {
    const list = entriesOf.get(row.employeeId) ?? [];
    list.push(toTimeEntry(row));
    entriesOf.set(row.employeeId, list);
  }
  return entriesOf;
}
