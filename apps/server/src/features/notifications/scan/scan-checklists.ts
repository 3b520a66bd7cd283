import { addDays } from '@kollega/domain';
import { and, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { checklists, checklistTasks } from '../../../db/schema/index';
import type { NotificationDraft } from '../produce-notifications';
import type { PageScan } from './scan-context';

/** An overdue task is announced if its due date passed within this many days. */
const OVERDUE_LOOKBACK_DAYS = 30;

/**
 * Checklists (issue 26): an open task assigned to someone whose due date is in 3 days, and one past its due
 * date, to its assignee. Templates' tasks are not real tasks and are left out. One statement for the page.
 */
export const scanChecklists: PageScan = async (page) => {
  const dueSoon = addDays(page.today, 3);
  const rows = await page.db
    .select({
      id: checklistTasks.id,
      companyId: checklistTasks.companyId,
      title: checklistTasks.title,
      dueDate: checklistTasks.dueDate,
      assignee: checklistTasks.assignedToId,
      checklistId: checklists.id,
      checklist: checklists.title,
    })
    .from(checklistTasks)
    .innerJoin(
      checklists,
      and(eq(checklists.id, checklistTasks.checklistId), eq(checklists.companyId, checklistTasks.companyId)),
    )
    .where(
      and(
        inArray(checklistTasks.companyId, [...page.companyIds]),
        eq(checklists.isTemplate, false),
        eq(checklistTasks.checked, false),
        isNotNull(checklistTasks.assignedToId),
        or(
          eq(checklistTasks.dueDate, dueSoon),
          and(
            gte(checklistTasks.dueDate, addDays(page.today, -OVERDUE_LOOKBACK_DAYS)),
            lte(checklistTasks.dueDate, addDays(page.today, -1)),
          ),
        ),
      ),
    );
  const drafts: NotificationDraft[] = [];
  for (const row of rows) {
    if (!row.dueDate || !row.assignee) continue;
    const kind = row.dueDate === dueSoon ? 'checklist-task-due' : 'checklist-task-overdue';
    drafts.push({
      companyId: row.companyId,
      employeeId: row.assignee,
      kind,
      params: { task: row.title, checklist: row.checklist, dueOn: row.dueDate },
      link: `/onboarding-offboarding/${row.checklistId}`,
      dedupeKey: `${kind}:${row.id}:${row.dueDate}`,
    });
  }
  return drafts;
};
