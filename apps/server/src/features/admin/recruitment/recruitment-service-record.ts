import type { AdminRecruitmentService } from '@kollega/domain';
import type { recruitmentServices } from '../../../db/schema/index';

export type RecruitmentServiceRow = typeof recruitmentServices.$inferSelect;
export const toService = (row: RecruitmentServiceRow): AdminRecruitmentService => ({
  id: row.id,
  title: row.title,
  description: row.description,
  priceNormalKr: row.priceNormalKr,
  pricePremiumplusKr: row.pricePremiumplusKr,
  sortOrder: row.sortOrder,
});
