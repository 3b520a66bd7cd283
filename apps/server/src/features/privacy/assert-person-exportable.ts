import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { loadVisibleEmployee } from '../employees/public';

/**
 * Before 'Eksportér persondata' is queued: the person is an employee of the caller's company that their plan
 * shows, otherwise 404 at once (a malformed id, a deleted or another company's employee look the same), so no job
 * is recorded for somebody the admin may not see.
 */
export async function assertPersonExportable(
  db: Reader,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<void> {
  await loadVisibleEmployee(db, ctx, input.employeeId);
}
