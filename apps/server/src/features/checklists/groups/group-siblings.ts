import { and, eq } from 'drizzle-orm';
import { checklistGroups } from '../../../db/schema/index';
import type { Siblings } from '../positions';

export const groupSiblings = (companyId: string, checklistId: string): Siblings => ({
  id: checklistGroups.id,
  position: checklistGroups.position,
  scope: and(eq(checklistGroups.companyId, companyId), eq(checklistGroups.checklistId, checklistId)),
});
