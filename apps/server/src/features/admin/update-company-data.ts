import type { AdminCompanyData, AdminCompanyDetail } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../db/admin-audit';
import type { Db } from '../../db/database';
import { companies, hrContacts } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import { notFound } from '../../errors/app-error';
import type { SessionContext } from '../../plugins/auth/request-context';
import { loadCompany } from './company-record';
import { getCompany } from './get-company';

/** PUT /api/admin/companies/:companyId/data ('Gem data'): the HR contact and the recruitment portal flag. */
export async function updateCompanyData(
  deps: { db: Db },
  ctx: SessionContext,
  input: { companyId: string } & AdminCompanyData,
): Promise<AdminCompanyDetail> {
  const { companyId, ...data } = input;
  await withCompany(companyId, () =>
    deps.db.transaction(async (tx) => {
      const company = await loadCompany(tx, companyId, { forUpdate: true });
      if (data.hrContactId) {
        const [contact] = await tx
          .select({ id: hrContacts.id })
          .from(hrContacts)
          .where(eq(hrContacts.id, data.hrContactId));
        if (!contact) throw notFound();
      }
      await tx
        .update(companies)
        .set({
          hrContactId: data.hrContactId,
          recruitmentPlatformActivated: data.recruitmentPlatformActivated,
          updatedAt: new Date(),
        })
        .where(eq(companies.id, company.id));
      await recordAdminAudit(tx, ctx, {
        subjectCompanyId: company.id,
        action: 'company.data.update',
        entityType: 'company',
        entityId: company.id,
        details: {
          before: {
            hrContactId: company.hrContactId,
            recruitmentPlatformActivated: company.recruitmentPlatformActivated,
          },
          after: data,
        },
      });
    }),
  );
  return getCompany(deps, ctx, { companyId });
}
