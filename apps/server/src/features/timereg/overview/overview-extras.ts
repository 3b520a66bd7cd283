import {
  type EmployeeOverview,
  type OverviewQuery,
  type PayRules,
  payRuleCategoriesOf,
} from '@kollega/domain';
import type { Db } from '../../../db/database';
import { loadPayRuleWeeks } from '../payroll/pay-rule-hours';
import type { TimeBankTotals } from '../time-bank/time-bank-record';

/** What the running balance, the bank and the supplements are added to: an employee of either answer. */
export type OverviewExtras = Pick<EmployeeOverview, 'employeeId' | 'balance' | 'timeBank' | 'payRuleWeeks'>;

/**
 * Overblik's figures beside the norm (issue 34): each employee's afspadsering bank (decision 052) and, when the
 * company's pay rules are on, the supplement hours per ISO week (decision 045's `payRuleWeeks`). The bank and
 * the rule set come read (`loadTimeBanks` beside the aggregate, the rules with the company, decision 069); the
 * timed work and overtime take one more statement when the rules are on, whatever the number of employees.
 * Answers the rule set's categories in order, or undefined when it is off.
 */
export async function addBankAndSupplements(
  db: Db,
  companyId: string,
  query: OverviewQuery,
  employees: OverviewExtras[],
  read: { banks: ReadonlyMap<string, TimeBankTotals>; rules: PayRules },
): Promise<{ code: string; label: string }[] | undefined> {
  const ids = employees.map((employee) => employee.employeeId);
  if (ids.length === 0) return undefined;
  const { banks, rules } = read;
  for (const employee of employees) {
    const bank = banks.get(employee.employeeId);
    employee.timeBank = {
      earned: bank?.earned ?? 0,
      spent: bank?.spent ?? 0,
      balance: bank?.balance ?? 0,
      asOf: query.to,
    };
  }
  if (!rules.enabled) return undefined;
  const weeks = await loadPayRuleWeeks(db, companyId, ids, query, rules);
  for (const employee of employees) {
    employee.payRuleWeeks = (weeks.get(employee.employeeId) ?? []).map((week) => ({
      week: week.week,
      monday: week.monday,
      hours: { ...week.hours },
    }));
  }
  return payRuleCategoriesOf(rules);
}
