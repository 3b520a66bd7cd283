import type { EmployeeDetail } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import type { EmployeeDeps } from './deps';
import { toDetail } from './employee-record';
import { loadVisibleEmployee } from './visibility';

/** GET /api/employees/:employeeId: the detail tabs' record, the CPR number masked. */
export async function getEmployee(
  deps: { db: Reader } & Pick<EmployeeDeps, 'cipher'>,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<EmployeeDetail> {
  const { row, ownerUserId } = await loadVisibleEmployee(deps.db, ctx, input.employeeId);
  return toDetail(row, { ownerUserId, ctx, cipher: deps.cipher });
}
