import type { AdminContext } from '../../../plugins/auth/request-context';
import type { Tx } from '../../../services/context';
import { produceNotifications } from '../../notifications/public';

/**
 * 'Ny opgave' (issue 26): a real checklist's task given to someone other than the admin who gave it, announced to
 * the assignee inside the change's transaction; once per task and assignee.
 */
export async function announceTaskAssigned(
  tx: Tx,
  ctx: AdminContext,
  input: {
    checklist: { id: string; title: string; isTemplate: boolean };
    task: { id: string; title: string; dueDate: string | null };
    assigneeId: string | null;
  },
): Promise<void> {
  if (!input.assigneeId || input.checklist.isTemplate || input.assigneeId === ctx.employeeId) return;
  await produceNotifications(
    tx,
    [
      {
        companyId: ctx.companyId,
        employeeId: input.assigneeId,
        kind: 'checklist-task-assigned',
        params: { task: input.task.title, checklist: input.checklist.title, dueOn: input.task.dueDate },
        link: `/onboarding-offboarding/${input.checklist.id}`,
        dedupeKey: `checklist-task-assigned:${input.task.id}:${input.assigneeId}`,
      },
    ],
    new Date(),
  );
}
