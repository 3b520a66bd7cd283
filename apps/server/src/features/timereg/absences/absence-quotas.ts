import {
  ABSENCE_TYPE_MESSAGES,
  type AbsenceBalancesResponse,
  type AbsenceTypeSettings,
  absenceBalances,
  danishToday,
  type IsoDate,
  isOptionalAbsenceType,
  isQuotaAbsenceType,
  isTypeEnabled,
  type QuotaAbsenceType,
  type QuotaDay,
  quotaDaysOf,
  quotaRefusal,
  quotaRefusalText,
  scheduledHours,
  settingInForce,
  type TimeEntryType,
  type TimeLogSettingSources,
} from '@kollega/domain';
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { employees, timeEntries } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext, MemberContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import { nowOf, type TimeregDeps } from '../deps';
import { assertRegistersTime } from '../timereg-employees';
import { loadSettingSources, loadTimeregEmployee, type TimeregEmployee } from '../timereg-record';
import { loadAbsenceTypeSettings } from './absence-type-settings';

/** The quota days each registration of `types` in the years `fromYear`–`toYear` uses, per type. */
async function quotaDaysUsed(
  db: Reader,
  employee: Pick<TimeregEmployee, 'id' | 'companyId'>,
  types: readonly QuotaAbsenceType[],
  years: { from: number; to: number },
  sources: TimeLogSettingSources,
  excludeEntryId?: string,
): Promise<Partial<Record<QuotaAbsenceType, QuotaDay[]>>> {
  if (types.length === 0) return {};
  const rows = await (db as Db)
    .select({ id: timeEntries.id, date: timeEntries.date, type: timeEntries.type, hours: timeEntries.hours })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, employee.companyId),
        eq(timeEntries.employeeId, employee.id),
        inArray(timeEntries.type, [...types]),
        gte(timeEntries.date, `${years.from}-01-01`),
        lte(timeEntries.date, `${years.to}-12-31`),
        excludeEntryId ? ne(timeEntries.id, excludeEntryId) : undefined,
      ),
    );
  const used: Partial<Record<QuotaAbsenceType, QuotaDay[]>> = {};
  for (const row of rows) {
    const type = row.type as QuotaAbsenceType;
    const days = quotaDaysOf(Number(row.hours), scheduledHours(settingInForce(sources, row.date), row.date));
    const list = used[type] ?? [];
    list.push({ date: row.date, days });
    used[type] = list;
  }
  return used;
}

async function birthDateOf(db: Reader, employee: Pick<TimeregEmployee, 'id' | 'companyId'>) {
  const [row] = await (db as Db)
    .select({ dateOfBirth: employees.dateOfBirth })
    .from(employees)
    .where(and(eq(employees.companyId, employee.companyId), eq(employees.id, employee.id)));
  return row?.dateOfBirth ?? null;
}

/**
 * Issue 34 (decision 044): before an absence is saved, its type must be one the company uses (409
 * ABSENCE_TYPE_NOT_ENABLED; a registration keeping the type it had stays changeable after the company stops
 * using it) and it must fit the year's quota (409 ABSENCE_QUOTA_EXCEEDED, naming the year and the days).
 */
export async function assertAbsenceAllowed(
  tx: Reader,
  employee: Pick<TimeregEmployee, 'id' | 'companyId'>,
  type: TimeEntryType,
  days: readonly { date: IsoDate; hours: number }[],
  options: { sources: TimeLogSettingSources; excludeEntryId?: string; previousType?: string },
): Promise<void> {
  if (!isOptionalAbsenceType(type)) return;
  const settings: AbsenceTypeSettings = await loadAbsenceTypeSettings(tx, employee.companyId);
  if (!isTypeEnabled(settings, type) && options.previousType !== type) {
    throw new AppError('ABSENCE_TYPE_NOT_ENABLED', ABSENCE_TYPE_MESSAGES.notEnabledNamed(type));
  }
  if (!isQuotaAbsenceType(type) || days.length === 0) return;
  const dates = days.map((day) => day.date).sort();
  const years = { from: Number(dates[0]!.slice(0, 4)), to: Number(dates.at(-1)!.slice(0, 4)) };
  const used = await quotaDaysUsed(tx, employee, [type], years, options.sources, options.excludeEntryId);
  const adding = days.map((day) => ({
    date: day.date,
    days: quotaDaysOf(day.hours, scheduledHours(settingInForce(options.sources, day.date), day.date)),
  }));
  const refusal = quotaRefusal({
    settings,
    type,
    birthDate: await birthDateOf(tx, employee),
    existing: used[type] ?? [],
    adding,
  });
  if (refusal) throw new AppError('ABSENCE_QUOTA_EXCEEDED', quotaRefusalText(type, refusal));
}

async function balancesOf(
  deps: TimeregDeps,
  companyId: string,
  employeeId: string,
  year: number | undefined,
  own: boolean,
): Promise<AbsenceBalancesResponse> {
  const employee = await loadTimeregEmployee(deps.db, companyId, employeeId);
  if (own) assertRegistersTime(employee);
  const theYear = year ?? Number(danishToday(nowOf(deps)).slice(0, 4));
  const settings = await loadAbsenceTypeSettings(deps.db, companyId);
  const types = (['careDay', 'seniorDay'] as const).filter((type) => settings[type].enabled);
  const sources = await loadSettingSources(deps.db, companyId, employee);
  const used = await quotaDaysUsed(deps.db, employee, types, { from: theYear, to: theYear }, sources);
  return {
    year: theYear,
    balances: absenceBalances({
      settings,
      year: theYear,
      birthDate: await birthDateOf(deps.db, employee),
      used,
    }),
  };
}

/** GET /api/timereg/employees/:employeeId/absence-balances: the employee page's 'Omsorgsdage 1 af 2'. */
export function getEmployeeAbsenceBalances(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: { employeeId: string; year?: number },
): Promise<AbsenceBalancesResponse> {
  return balancesOf(deps, ctx.companyId, input.employeeId, input.year, false);
}

/** GET /api/me/timereg/absence-balances: the employee app's own balances. */
export function getMyAbsenceBalances(
  deps: TimeregDeps,
  ctx: MemberContext,
  input: { year?: number },
): Promise<AbsenceBalancesResponse> {
  return balancesOf(deps, ctx.companyId, ctx.employeeId, input.year, true);
}
