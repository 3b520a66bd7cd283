import type { ProfileResponse, profileUpdateSchema } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { employees, users } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { audited, type Writer } from '../../../services/context';
import { ownEmployee, profileAudit, toProfileResponse } from './profile-record';

type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/** PUT /api/profile: first name, last name and job title (hr-core §2); the login's display name follows. */
export async function updateProfile(
  deps: { db: Writer },
  ctx: MemberContext,
  input: ProfileUpdateInput,
): Promise<ProfileResponse> {
  return audited(deps.db, ctx, async (tx) => {
    const [before] = await tx.select().from(employees).where(ownEmployee(ctx)).for('update');
    if (!before) throw notFound();
    const changes = { firstName: input.firstName, lastName: input.lastName, jobPosition: input.jobPosition };
    const [after] = await tx
      .update(employees)
      .set({ ...changes, updatedAt: new Date() })
      .where(ownEmployee(ctx))
      .returning();
    if (!after) throw notFound();
    await tx
      .update(users)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: new Date() })
      .where(eq(users.id, ctx.userId));
    return {
      result: toProfileResponse(after),
      audit: profileAudit(ctx, 'profile.update', {
        before: { firstName: before.firstName, lastName: before.lastName, jobPosition: before.jobPosition },
        after: changes,
      }),
    };
  });
}
