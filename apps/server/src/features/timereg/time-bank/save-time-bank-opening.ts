import {
  TIME_BANK_MESSAGES,
  type TimeBankOpeningInput,
  type TimeBankResponse,
  timeBankRefusal,
  timeBankRefusalText,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { employees } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { audited } from '../../../services/context';
import type { TimeregDeps } from '../deps';
import { loadTimeregEmployee } from '../timereg-record';
import { bankOf } from './get-employee-time-bank';
import { loadBankEntries, loadTimeBankOpening, loadTimeBankSettings } from './time-bank-record';

/**
 * PUT /api/timereg/employees/:employeeId/time-bank-opening: the afspadsering bank's opening balance
 * ('Startsaldo (timer)', 'Pr. dato'; decision 052), hours carried in from before Kollega. No date removes it.
 * Negative only when the company allows a negative balance (400 on the field), and, as every change to the
 * bank, refused (409 TIME_BANK_NEGATIVE) when it would leave Afspadsering already registered uncovered.
 * Audit-logged with the opening before and after; answers the bank as GET .../time-bank does.
 */
export async function saveTimeBankOpening(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: TimeBankOpeningInput & { employeeId: string },
): Promise<TimeBankResponse> {
  const after = input.date === null ? null : { hours: input.hours, date: input.date };
  await audited(deps.db, ctx, async (tx) => {
    // The employee's row is locked, as every change to the bank locks it, so a registration saved meanwhile is
    // judged against the opening balance this save writes.
    const employee = await loadTimeregEmployee(tx, ctx.companyId, input.employeeId, { forUpdate: true });
    const before = await loadTimeBankOpening(tx, ctx.companyId, employee.id);
    if (before?.hours === after?.hours && before?.date === after?.date)
      return { result: undefined, audit: [] };
    const settings = await loadTimeBankSettings(tx, ctx.companyId);
    if (!settings.allowNegative) {
      if (after && after.hours < 0) {
        throw new AppError('VALIDATION_ERROR', TIME_BANK_MESSAGES.openingNegative, {
          details: [{ path: 'body.hours', message: TIME_BANK_MESSAGES.openingNegative }],
        });
      }
      const entries = await loadBankEntries(tx, ctx.companyId, employee.id);
      const refusal = timeBankRefusal(entries, entries, { before, after });
      if (refusal) throw new AppError('TIME_BANK_NEGATIVE', timeBankRefusalText(refusal));
    }
    await tx
      .update(employees)
      .set({ timeBankOpeningHours: after?.hours ?? null, timeBankOpeningDate: after?.date ?? null })
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, employee.id)));
    return {
      result: undefined,
      audit: {
        action: 'timereg.time-bank-opening',
        entityType: 'employee',
        entityId: employee.id,
        details: { from: before, to: after },
      },
    };
  });
  return bankOf(deps.db, ctx.companyId, input.employeeId);
}
