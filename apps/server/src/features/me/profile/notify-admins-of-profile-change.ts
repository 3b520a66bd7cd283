import type { AuditEntry } from '../../../db/audit';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { Tx } from '../../../services/context';

export interface ProfileChangeNotice {
  employeeId: string;
  employeeName: string;
  /** The changed fields' keys; their values stay in the change's own audit row. */
  fields: string[];
}

/**
 * The one place the admins are told that an employee changed their own details (issue 27). Notifications are being
 * built in parallel (decision 041): until they land, this writes the audit row `me.profile.admins_notified`, which
 * the activity log shows; the notifications feature replaces the body of this function, and nothing else.
 */
export function notifyAdminsOfProfileChange(
  _tx: Tx,
  _ctx: MemberContext,
  notice: ProfileChangeNotice,
): AuditEntry {
  return {
    action: 'me.profile.admins_notified',
    entityType: 'employee',
    entityId: notice.employeeId,
    details: { employeeName: notice.employeeName, fields: notice.fields },
  };
}
