import {
  type PayRuleHours,
  type PayRules,
  payRuleWeeks,
  sumPayRuleCounts,
  sumPayRuleHours,
  type WeekPayRuleHours,
} from '@kollega/domain';
import { and, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { timeEntries } from '../../../db/schema/index';
import type { Reader } from '../../../services/context';

/**
 * The pay-rule hours per employee and ISO week over a period (issue 34): the work and overtime registrations
 * with their times, read in one query and split by the domain's `payRuleWeeks`. The period is the caller's
 * bounded Overblik range; nothing is read while the rule set is off.
 */
export async function loadPayRuleWeeks(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
  period: { from: string; to: string },
  rules: PayRules,
): Promise<Map<string, WeekPayRuleHours[]>> {
  const result = new Map<string, WeekPayRuleHours[]>();
  if (!rules.enabled || employeeIds.length === 0) return result;
  const rows = await (db as Db)
    .select({
      employeeId: timeEntries.employeeId,
      date: timeEntries.date,
      type: timeEntries.type,
      hours: timeEntries.hours,
      startTime: timeEntries.startTime,
      endTime: timeEntries.endTime,
      toTimeBank: timeEntries.toTimeBank,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        inArray(timeEntries.employeeId, [...employeeIds]),
        between(timeEntries.date, period.from, period.to),
        inArray(timeEntries.type, ['work', 'overtime']),
      ),
    );
  const byEmployee = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byEmployee.get(row.employeeId) ?? [];
    list.push(row);
    byEmployee.set(row.employeeId, list);
  }
  for (const [employeeId, entries] of byEmployee) result.set(employeeId, payRuleWeeks(entries, rules));
  return result;
}

/** Period totals per employee from the weeks. */
export function payRuleTotals(
  weeks: ReadonlyMap<string, WeekPayRuleHours[]>,
): Map<string, { hours: PayRuleHours; counts: PayRuleHours }> {
  return new Map(
    [...weeks].map(([employeeId, list]) => [
      employeeId,
      { hours: sumPayRuleHours(list), counts: sumPayRuleCounts(list) },
    ]),
  );
}
