import type { CompanyTwoFactorSetting } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import { AppError, notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited, type Writer } from '../../services/context';

/**
 * PUT /api/company/two-factor (decision 034): the owner's 'Kræv to-trinsbekræftelse for administratorer'. Only the
 * owner may change it, and only with two-factor on their own account first, so turning it on never locks the
 * owner out of the admin routes it protects. Every admin without it is sent to set it up at the next request.
 */
export async function updateTwoFactorSetting(
  deps: { db: Writer },
  ctx: AdminContext,
  input: CompanyTwoFactorSetting,
): Promise<CompanyTwoFactorSetting> {
  if (!ctx.isOwner) throw new AppError('OWNER_ONLY');
  if (input.requireAdminTwoFactor && !ctx.twoFactorEnabled) throw new AppError('TWO_FACTOR_OWNER_FIRST');
  return audited(deps.db, ctx, async (tx) => {
    const [before] = await tx
      .select({ requireAdminTwoFactor: companies.requireAdminTwoFactor })
      .from(companies)
      .where(eq(companies.id, ctx.companyId));
    if (!before) throw notFound();
    await tx
      .update(companies)
      .set({ requireAdminTwoFactor: input.requireAdminTwoFactor, updatedAt: new Date() })
      .where(eq(companies.id, ctx.companyId));
    return {
      result: { requireAdminTwoFactor: input.requireAdminTwoFactor },
      audit: {
        action: 'company.two_factor.update',
        entityType: 'company',
        entityId: ctx.companyId,
        details: { before, after: { requireAdminTwoFactor: input.requireAdminTwoFactor } },
      },
    };
  });
}
