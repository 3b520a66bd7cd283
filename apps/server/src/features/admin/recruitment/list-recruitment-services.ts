import type { AdminRecruitmentService } from '@kollega/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { recruitmentServices } from '../../../db/schema/index';
import { toService } from './recruitment-service-record';

/** GET /api/admin/recruitment-services: the price list as stored (time-registration §9). */
export async function listRecruitmentServices(deps: {
  db: Db;
}): Promise<{ services: AdminRecruitmentService[] }> {
  const rows = await deps.db.select().from(recruitmentServices).orderBy(asc(recruitmentServices.sortOrder));
  return { services: rows.map(toService) };
}
