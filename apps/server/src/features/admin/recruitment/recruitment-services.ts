import type { AdminRecruitmentService, RecruitmentServiceInput } from '@kollega/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { recruitmentServices } from '../../../db/schema/index';
import { isUuid } from '../../../db/uuid';
import { notFound } from '../../../errors/app-error';
import type { SessionContext } from '../../../plugins/auth/request-context';
import { recordAdminAudit } from '../admin-audit';

type Row = typeof recruitmentServices.$inferSelect;
const toService = (row: Row): AdminRecruitmentService => ({
  id: row.id,
  title: row.title,
  description: row.description,
  priceNormalKr: row.priceNormalKr,
  pricePremiumplusKr: row.pricePremiumplusKr,
  sortOrder: row.sortOrder,
});

/** GET /api/admin/recruitment-services: the price list as stored (time-registration §9). */
export async function listRecruitmentServices(db: Db): Promise<{ services: AdminRecruitmentService[] }> {
  const rows = await db.select().from(recruitmentServices).orderBy(asc(recruitmentServices.sortOrder));
  return { services: rows.map(toService) };
}

/** PUT /api/admin/recruitment-services/:serviceId: a service's text and prices. */
export async function updateRecruitmentService(
  db: Db,
  ctx: SessionContext,
  serviceId: string,
  input: RecruitmentServiceInput,
): Promise<AdminRecruitmentService> {
  if (!isUuid(serviceId)) throw notFound();
  return db.transaction(async (tx) => {
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
      details: { before: toService(before), after: input },
    });
    return toService(row);
  });
}
