import { danishToday, type TimeBankResponse } from '@kollega/domain';
import type { AdminContext, MemberContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { assertRegistersTime } from '../timereg-employees';
import { loadTimeregEmployee } from '../timereg-record';
import { loadTimeBanks } from './time-bank-record';

/** The earliest date the bank is read from (time registration starts in 2024, decision 029's first date). */
const BANK_FROM = '2000-01-01';

async function bankOf(deps: TimeregDeps, companyId: string, employeeId: string): Promise<TimeBankResponse> {
  const asOf = danishToday();
  // Planned Afspadsering ahead counts: the balance is of everything registered, as the refusal judges it.
  const banks = await loadTimeBanks(deps.db, companyId, [employeeId], { from: BANK_FROM, to: '9999-12-31' });
  const bank = banks.get(employeeId);
  return { earned: bank?.earned ?? 0, spent: bank?.spent ?? 0, balance: bank?.balance ?? 0, asOf };
}

/** GET /api/timereg/employees/:employeeId/time-bank: an employee's afspadsering bank (decision 052). */
export async function getEmployeeTimeBank(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<TimeBankResponse> {
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, input.employeeId);
  return bankOf(deps, ctx.companyId, employee.id);
}

/** GET /api/me/timereg/time-bank: my afspadsering bank (decision 052). */
export async function getMyTimeBank(deps: TimeregDeps, ctx: MemberContext): Promise<TimeBankResponse> {
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, ctx.employeeId);
  assertRegistersTime(employee);
  return bankOf(deps, ctx.companyId, employee.id);
}
