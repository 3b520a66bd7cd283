import {
  DEFAULT_TIME_LOG_SETTING,
  danishToday,
  employeeOverview,
  type OverviewResponse,
  settingInForce,
  type TimeLogSetting,
} from '@kollega/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyDaysOff, employees, timeEntries, timeLogSettings } from '../../db/schema/index';
import { toSetting, toTimeEntry } from './timereg-record';

export interface OverviewQuery {
  from: string;
  to: string;
  employeeIds: string[] | null;
  /** time-registration §2 'show inactive': inactive employees with an end date instead of the active ones. */
  inactive: boolean;
}

/**
 * Overblik (time-registration §2, §4, §5): per employee the categories, norm, totals, average week and hours per
 * week over a period. A fixed number of queries whatever the number of employees (employees, entries, settings,
 * days off); the rules run in the domain. Listed: employees who register time (app access, not exempt, not
 * inactive), or with `inactive`, inactive ones with an end date, whose period is cut at that date.
 */
export async function overview(db: Db, companyId: string, query: OverviewQuery): Promise<OverviewResponse> {
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
        query.employeeIds
          ? inArray(employees.id, query.employeeIds.length ? query.employeeIds : [''])
          : undefined,
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName));
  if (people.length === 0) return { from: query.from, to: query.to, employees: [] };
  const ids = people.map((person) => person.id);

  const [entries, settingRows, daysOff] = await Promise.all([
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
          inArray(timeEntries.employeeId, ids),
          gte(timeEntries.date, query.from),
          lte(timeEntries.date, query.to),
        ),
      ),
    db
      .select()
      .from(timeLogSettings)
      .where(eq(timeLogSettings.companyId, companyId))
      .orderBy(asc(timeLogSettings.createdDate), asc(timeLogSettings.createdAt)),
    db
      .select({ date: companyDaysOff.date })
      .from(companyDaysOff)
      .where(eq(companyDaysOff.companyId, companyId)),
  ]);

  const entriesOf = new Map<string, ReturnType<typeof toTimeEntry>[]>();
  for (const row of entries) {
    const list = entriesOf.get(row.employeeId) ?? [];
    list.push(toTimeEntry(row));
    entriesOf.set(row.employeeId, list);
  }
  const companySettings: TimeLogSetting[] = settingRows
    .filter((row) => row.employeeId === null)
    .map(toSetting);
  const company = companySettings.length > 0 ? companySettings : [DEFAULT_TIME_LOG_SETTING];
  const today = danishToday();
  const companyDaysOffSet = new Set(daysOff.map((day) => day.date));

  const result: OverviewResponse['employees'] = [];
  for (const person of people) {
    const to = person.endDate && person.endDate < query.to ? person.endDate : query.to;
    if (to < query.from) continue;
    const individual = person.individualTimeLogSettings
      ? settingRows.filter((row) => row.employeeId === person.id).map(toSetting)
      : [];
    const settings = { company, individual };
    const computed = employeeOverview({
      entries: entriesOf.get(person.id) ?? [],
      from: query.from,
      to,
      norm: {
        settings,
        today,
        companyDaysOff: companyDaysOffSet,
        startDate: person.startDate,
        endDate: person.endDate,
      },
    });
    result.push({
      employeeId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      inactive: query.inactive,
      isPaidHourly: settingInForce(settings, to).isPaidHourly,
      ...computed,
    });
  }
  return { from: query.from, to: query.to, employees: result };
}
