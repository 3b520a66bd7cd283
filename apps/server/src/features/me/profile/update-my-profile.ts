import { MY_PROFILE_FIELDS, type MyProfile, type MyProfileUpdateParsed } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { employees } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { audited } from '../../../services/context';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { notifyAdminsOfProfileChange } from './notify-admins-of-profile-change';
import { toMyProfile } from './to-my-profile';

/**
 * PUT /api/me/profile: the employee changes their contact fields and 'Nærmeste pårørende'. The audit row lists the
 * changed fields with before and after (as an admin's change does), and the admins are told
 * (`notifyAdminsOfProfileChange`). Nothing changed: nothing written.
 */
export async function updateMyProfile(
  deps: Pick<MeDeps, 'db' | 'cipher'>,
  ctx: MemberContext,
  input: MyProfileUpdateParsed,
): Promise<MyProfile> {
  return audited(deps.db, ctx, async (tx) => {
    const before = await loadMyself(tx, ctx);
    await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, before.id)).for('update');
    const changes: Record<string, { before: string; after: string }> = {};
    for (const field of MY_PROFILE_FIELDS) {
      if (before[field] !== input[field]) changes[field] = { before: before[field], after: input[field] };
    }
    const fields = Object.keys(changes);
    if (fields.length === 0) return { result: toMyProfile(before, deps.cipher), audit: [] };
    const [after] = await tx
      .update(employees)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(employees.id, before.id), eq(employees.companyId, ctx.companyId)))
      .returning();
    if (!after) throw notFound();
    return {
      result: toMyProfile(after, deps.cipher),
      audit: [
        { action: 'me.profile.update', entityType: 'employee', entityId: after.id, details: { changes } },
        await notifyAdminsOfProfileChange(tx, ctx, {
          employeeId: after.id,
          employeeName: `${after.firstName} ${after.lastName}`,
          fields,
        }),
      ],
    };
  });
}
