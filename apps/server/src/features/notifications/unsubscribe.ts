import { NOTIFICATION_KIND_LABELS, NOTIFICATION_MESSAGES, type NotificationKind } from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import { AppError } from '../../errors/app-error';
import type { NotificationDeps } from './deps';
import { storeNotificationPreferences } from './preferences';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/**
 * The one-click unsubscribe (GET from the mail's link, POST from the mail client, RFC 8058): the signed token's
 * person no longer gets the kind at all ('off'), without signing in. Audited as the person's own change.
 */
export async function unsubscribe(
  deps: Pick<NotificationDeps, 'db' | 'unsubscribeSecret' | 'now'>,
  input: { token: string; requestId: string },
): Promise<{ kind: NotificationKind; message: string }> {
  const subject = verifyUnsubscribeToken(deps.unsubscribeSecret, input.token);
  if (!subject) throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.unsubscribeInvalid);
  await withCompany(subject.companyId, async () => {
    const [person] = await deps.db
      .select({ userId: employees.userId })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, subject.companyId),
          eq(employees.id, subject.employeeId),
          isNull(employees.deletedAt),
        ),
      )
      .limit(1);
    if (!person) throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.unsubscribeInvalid);
    await storeNotificationPreferences(
      deps.db,
      {
        companyId: subject.companyId,
        userId: person.userId,
        impersonatedBy: null,
        requestId: input.requestId,
      },
      subject,
      [{ kind: subject.kind, delivery: 'off' }],
      { action: 'notification.unsubscribe', at: deps.now() },
    );
  });
  return {
    kind: subject.kind,
    message: NOTIFICATION_MESSAGES.unsubscribed(NOTIFICATION_KIND_LABELS[subject.kind]),
  };
}
