import type { billingDetailsSchema, CompanyResponse } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { companies } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited, type Writer } from '../../services/context';
import { toCompanyResponse } from './company-record';

type BillingDetailsInput = z.output<typeof billingDetailsSchema>;

/**
 * PUT /api/company/billing (time-registration §5). Invoices go to the company's own name and address unless an
 * alternative billing address is chosen; switching it off clears the alternative fields, so no stale address
 * lingers to be used later. The billing e-mail is always kept.
 */
export async function updateBilling(
  deps: { db: Writer },
  ctx: AdminContext,
  input: BillingDetailsInput,
): Promise<CompanyResponse> {
  const billing = input.useAlternativeBillingAddress
    ? {
        useAlternativeBillingAddress: true,
        billingName: input.billingName,
        billingAddress: input.billingAddress,
        billingZipcode: input.billingZipcode,
        billingCity: input.billingCity,
        billingVat: input.billingVat,
        billingEmail: input.billingEmail,
      }
    : {
        useAlternativeBillingAddress: false,
        billingName: '',
        billingAddress: '',
        billingZipcode: '',
        billingCity: '',
        billingVat: '',
        billingEmail: input.billingEmail,
      };
  return audited(deps.db, ctx, async (tx) => {
    const [after] = await tx
      .update(companies)
      .set({ ...billing, updatedAt: new Date() })
      .where(eq(companies.id, ctx.companyId))
      .returning();
    if (!after) throw notFound();
    return {
      result: toCompanyResponse(after),
      audit: {
        action: 'company.billing.update',
        entityType: 'company',
        entityId: ctx.companyId,
        details: billing,
      },
    };
  });
}
