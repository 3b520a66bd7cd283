import type { EmployeeSettings, EmployeeSettingsResponse } from '@kollega/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminContext } from '../../plugins/auth/request-context';
import { withTransaction } from '../../services/context';
import { applySettings } from './apply-settings';
import type { EmployeeDeps } from './deps';
import { sendPasswordSetupMails } from './password-setup-mail';
import { loadVisibleEmployee } from './visibility';

/** PUT /api/employees/:employeeId/settings: the Indstillinger tab (hr-core §3 settings, §4, §7 setclaim and mobileaccess). */
export async function updateEmployeeSettings(
  deps: Pick<EmployeeDeps, 'db' | 'mailer' | 'baseUrl'> & { log: FastifyBaseLogger },
  ctx: AdminContext,
  input: { employeeId: string } & EmployeeSettings,
): Promise<EmployeeSettingsResponse> {
  const { employeeId, ...settings } = input;
  const applied = await withTransaction(deps.db, async (tx) => {
    const { row, ownerUserId } = await loadVisibleEmployee(tx, ctx, employeeId, { forUpdate: true });
    return applySettings(tx, ctx, row, ownerUserId, settings);
  });
  let passwordSetupMailSent = false;
  if (applied.passwordSetup) {
    try {
      passwordSetupMailSent = await sendPasswordSetupMails(deps, ctx, [applied.passwordSetup]);
    } catch (error) {
      deps.log.error({ err: error, employeeId }, 'password-setup e-mail failed');
    }
  }
  return { settings: applied.settings, hasLogin: applied.row.userId !== null, passwordSetupMailSent };
}
