import { MY_PROFILE_FIELD_LABELS, MY_PROFILE_FIELDS } from '@kollega/domain';
import type { AuditEntry } from '../../../db/audit';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { Tx } from '../../../services/context';
import { adminRecipients, produceNotifications } from '../../notifications/public';

export interface ProfileChangeNotice {
  employeeId: string;
  employeeName: string;
  /** The changed fields' keys; their values stay in the change's own audit row. */
  fields: string[];
}

const isProfileField = (field: string): field is (typeof MY_PROFILE_FIELDS)[number] =>
  (MY_PROFILE_FIELDS as readonly string[]).includes(field);

/**
 * The one place the admins are told that an employee changed their own details (issue 27): a notification of kind
 * 'employee-profile-changed' to every admin but the employee, in the change's transaction, naming the fields and
 * never their values (issue 26, decision 040); answers the audit row that records it.
 */
export async function notifyAdminsOfProfileChange(
  tx: Tx,
  ctx: MemberContext,
  notice: ProfileChangeNotice,
  at: Date = new Date(),
): Promise<AuditEntry> {
  const admins = await adminRecipients(tx, ctx.companyId);
  const fields = notice.fields.map((field) =>
    isProfileField(field) ? MY_PROFILE_FIELD_LABELS[field] : field,
  );
  await produceNotifications(
    tx,
    admins
      .filter((id) => id !== notice.employeeId)
      .map((employeeId) => ({
        companyId: ctx.companyId,
        employeeId,
        kind: 'employee-profile-changed' as const,
        params: { employee: notice.employeeName, fields: fields.join(', ') },
        link: `/medarbejdere/${notice.employeeId}`,
        // Each change is its own event: two changes the same day are two notifications.
        dedupeKey: `employee-profile-changed:${notice.employeeId}:${at.toISOString()}`,
      })),
    at,
  );
  return {
    action: 'me.profile.admins_notified',
    entityType: 'employee',
    entityId: notice.employeeId,
    details: { employeeName: notice.employeeName, fields: notice.fields, admins: admins.length },
  };
}
