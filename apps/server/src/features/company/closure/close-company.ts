import {
  CLOSURE_GRACE_DAYS,
  CLOSURE_MESSAGES,
  type CloseCompanyRequest,
  type CompanyClosure,
  closureNameMatches,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { audited, type Writer } from '../../../services/context';

export interface ClosureDeps {
  db: Writer;
  /** The clock (tests move it). */
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/company/closure, 'Luk konto' (issue 33, decision 051): only the owner, who types the company's name.
 * From now on billing skips the company (run-billing-jobs reads `closed_at`), its users can only read and export
 * (request-context's `refuseChangesWhileClosed`), and the closure job deletes its data CLOSURE_GRACE_DAYS later
 * unless the owner reopens it first.
 */
export async function closeCompany(
  deps: ClosureDeps,
  ctx: AdminContext,
  input: CloseCompanyRequest,
): Promise<CompanyClosure> {
  if (!ctx.isOwner) throw new AppError('CLOSURE_OWNER_ONLY');
  return audited(deps.db, ctx, async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, ctx.companyId)).for('update');
    if (!company) throw notFound();
    if (company.closedAt) throw new AppError('COMPANY_ALREADY_CLOSED');
    if (!closureNameMatches(input.confirmName, company.name)) {
      throw new AppError('CLOSURE_NAME_MISMATCH', CLOSURE_MESSAGES.confirmNameMismatch, {
        details: [{ path: 'body.confirmName', message: CLOSURE_MESSAGES.confirmNameMismatch }],
      });
    }
    const closedAt = deps.now();
    const deleteAfter = new Date(closedAt.getTime() + CLOSURE_GRACE_DAYS * DAY_MS);
    await tx
      .update(companies)
      .set({ closedAt, closureDeleteAfter: deleteAfter, updatedAt: closedAt })
      .where(eq(companies.id, ctx.companyId));
    return {
      result: { closedAt: closedAt.toISOString(), deleteAfter: deleteAfter.toISOString() },
      audit: {
        action: 'company.closure.close',
        entityType: 'company',
        entityId: ctx.companyId,
        details: { deleteAfter: deleteAfter.toISOString() },
      },
    };
  });
}

/**
 * DELETE /api/company/closure, 'Genåbn konto': the owner undoes the closure before the data is deleted. Billing
 * picks the company up again at its next run (a billing date that passed while closed is charged then).
 */
export async function reopenCompany(deps: ClosureDeps, ctx: AdminContext): Promise<{ reopened: true }> {
  if (!ctx.isOwner) throw new AppError('CLOSURE_OWNER_ONLY');
  return audited(deps.db, ctx, async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, ctx.companyId)).for('update');
    if (!company) throw notFound();
    if (!company.closedAt || company.closureDeletedAt) throw new AppError('COMPANY_NOT_CLOSED');
    await tx
      .update(companies)
      .set({ closedAt: null, closureDeleteAfter: null, updatedAt: deps.now() })
      .where(eq(companies.id, ctx.companyId));
    return {
      result: { reopened: true as const },
      audit: {
        action: 'company.closure.reopen',
        entityType: 'company',
        entityId: ctx.companyId,
        details: { closedAt: company.closedAt.toISOString() },
      },
    };
  });
}
