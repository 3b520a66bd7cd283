import type { MyChecklistTask, MyChecklistTasks } from '@kollega/domain';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { listTasksAssignedTo, setTaskCheckedByAssignee } from '../../checklists/public';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';

/** GET /api/me/tasks: 'Mig' → Opgaver, the checklist tasks whose 'Ansvarlig' is the caller (decision 041). */
export async function listMyChecklistTasks(
  deps: Pick<MeDeps, 'db'>,
  ctx: MemberContext,
): Promise<MyChecklistTasks> {
  const me = await loadMyself(deps.db, ctx);
  return listTasksAssignedTo(deps.db, ctx, me.id);
}

/** PUT /api/me/tasks/:taskId: tick one of my tasks off, or untick it; only the caller's own (else 404). */
export async function checkMyTask(
  deps: Pick<MeDeps, 'db'>,
  ctx: MemberContext,
  input: { taskId: string; checked: boolean },
): Promise<MyChecklistTask> {
  const me = await loadMyself(deps.db, ctx);
  return setTaskCheckedByAssignee(deps.db, ctx, { employeeId: me.id, ...input });
}
