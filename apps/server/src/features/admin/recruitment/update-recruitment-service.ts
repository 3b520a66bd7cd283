import type { AdminRecruitmentService, RecruitmentServiceInput } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAdminAudit } from '../../../db/admin-audit';
import type { Db } from '../../../db/database';
import { recruitmentServices } from '../../../db/schema/index';
import { isUuid } from '../../../db/uuid';
import { notFound } from '../../../errors/app-error';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { toService } from './recruitment-service-record';

/** PUT /api/admin/recruitment-services/:serviceId: a service's text and prices. */
export async function updateRecruitmentService(
  deps: { db: Db },
  ctx: SessionContext,
  input: { serviceId: string } & RecruitmentServiceInput,
): Promise<AdminRecruitmentService> {
  const { serviceId, ...service } = input;
  if (!isUuid(serviceId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(recruitmentServices)
      .where(eq(recruitmentServices.id, serviceId))
      .for('update');
    if (!before) throw notFound();
    const [row] = await tx
      .update(recruitmentServices)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(recruitmentServices.id, before.id))
      .returning();
    if (!row) throw new Error('update of recruitment_services returned no row');
    await recordAdminAudit(tx, ctx, {
      subjectCompanyId: null,
      action: 'recruitment-service.update',
      entityType: 'recruitment-service',
      entityId: row.id,
      details: { before: toService(before), after: service },
    });
    return toService(row);
  });
}
