import { type AnonymiseResult, danishToday, hasLeft } from '@kollega/domain';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadVisibleEmployee } from '../../employees/public';
import { anonymiseEmployee } from './anonymise-employee';
import type { RetentionDeps } from './deps';

/**
 * POST /api/privacy/retention/employees/:employeeId/anonymise, 'Anonymisér nu' (issue 33, GDPR art. 17): an
 * owner or admin anonymises someone who has left (end date before today; 409 otherwise) at once, without waiting
 * for the retention: personal data, documents and their agreements' texts go; time registrations and holiday
 * figures stay (docs/rules/timereg.md#ruling-14). Not the owner, not oneself, not twice.
 */
export async function anonymiseNow(
  deps: RetentionDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<AnonymiseResult> {
  const at = deps.now();
  const today = danishToday(at);
  const result = await anonymiseEmployee(deps, ctx, {
    at,
    agreementTexts: true,
    reason: 'manual',
    load: async (tx) => {
      const { row, ownerUserId } = await loadVisibleEmployee(tx, ctx, input.employeeId, { forUpdate: true });
      if (row.anonymisedAt !== null) throw new AppError('EMPLOYEE_ALREADY_ANONYMISED');
      if (row.id === ctx.employeeId || (row.userId !== null && row.userId === ownerUserId)) {
        throw new AppError('CANNOT_ANONYMISE_OWNER_OR_SELF');
      }
      if (!hasLeft(row.endDate, today)) throw new AppError('EMPLOYEE_NOT_ENDED');
      return row;
    },
  });
  // The load either returns the row or throws, so there is always a result.
  if (!result) throw new AppError('CONFLICT');
  return result;
}
