import { COMPANY_MESSAGES, type CompanyResponse, companyUpdateSchema } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { companies } from '../../db/schema/index';
import { AppError, notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited, type Writer } from '../../services/context';
import { toCompanyResponse } from './company-record';

/**
 * PUT /api/company. The contract has no `vat` (it is read-only after sign-up, hr-core §2); the form may still
 * send the number it shows, so it is accepted when unchanged and refused with 'CVR-nr. kan ikke ændres' when not.
 */
export const companyUpdateRequestSchema = companyUpdateSchema.extend({
  vat: z.string().trim().optional(),
});
export type CompanyUpdateInput = z.output<typeof companyUpdateRequestSchema>;

export async function updateCompany(
  deps: { db: Writer },
  ctx: AdminContext,
  input: CompanyUpdateInput,
): Promise<CompanyResponse> {
  return audited(deps.db, ctx, async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, ctx.companyId)).for('update');
    if (!before) throw notFound();
    if (input.vat !== undefined && input.vat !== before.vat) {
      throw new AppError('VAT_READ_ONLY', COMPANY_MESSAGES.vatReadOnly, {
        details: [{ path: 'body.vat', message: COMPANY_MESSAGES.vatReadOnly }],
      });
    }
    const changes = { name: input.name, address: input.address, zipcode: input.zipcode, city: input.city };
    const [after] = await tx
      .update(companies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(companies.id, ctx.companyId))
      .returning();
    if (!after) throw notFound();
    return {
      result: toCompanyResponse(after),
      audit: {
        action: 'company.update',
        entityType: 'company',
        entityId: ctx.companyId,
        details: {
          before: { name: before.name, address: before.address, zipcode: before.zipcode, city: before.city },
          after: changes,
        },
      },
    };
  });
}
