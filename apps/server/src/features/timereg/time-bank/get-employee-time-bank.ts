import { danishToday, type TimeBankResponse } from '@kollega/domain';
import type { AdminContext, MemberContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import type { TimeregDeps } from '../deps';
import { assertRegistersTime } from '../timereg-employees';
import { loadTimeregEmployee } from '../timereg-record';
import { loadTimeBankOpening, loadTimeBanks } from './time-bank-record';

/** The earliest date the bank is read from (time registration starts in 2024, decision 029's first date). */
const BANK_FROM = '2000-01-01';

export async function bankOf(db: Reader, companyId: string, employeeId: string): Promise<TimeBankResponse> {
  const asOf = danishToday();
  const opening = await loadTimeBankOpening(db, companyId, employeeId);
  // Planned Afspadsering ahead counts: the balance is of everything registered, as the refusal judges it. With
  // an opening balance, earned and spent count from its date, so opening + earned − spent is the balance.
  const banks = await loadTimeBanks(db, companyId, [employeeId], {
    from: opening?.date ?? BANK_FROM,
    to: '9999-12-31',
  });
  const bank = banks.get(employeeId);
  return { earned: bank?.earned ?? 0, spent: bank?.spent ?? 0, balance: bank?.balance ?? 0, asOf, opening };
}

/** GET /api/timereg/employees/:employeeId/time-bank: an employee's afspadsering bank (decision 052). */
export async function getEmployeeTimeBank(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<TimeBankResponse> {
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, input.employeeId);
  return bankOf(deps.db, ctx.companyId, employee.id);
}

/** GET /api/me/timereg/time-bank: my afspadsering bank (decision 052). */
export async function getMyTimeBank(deps: TimeregDeps, ctx: MemberContext): Promise<TimeBankResponse> {
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, ctx.employeeId);
  assertRegistersTime(employee);
  return bankOf(deps.db, ctx.companyId, employee.id);
}
