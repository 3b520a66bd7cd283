import { and, eq } from 'drizzle-orm';
import type { AuditActor } from '../../../db/audit';
import { employees } from '../../../db/schema/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';

/**
 * Who changes registrations: an admin ('create_entry' in the change log) or the employee themselves from the
 * employee app ('add_entry'). The name is stored with each change so the log reads the same later.
 */
export interface EntryActor extends AuditActor {
  userId: string;
  authorName: string;
  kind: 'admin' | 'employee';
}

/** The person acting, with the name the change log keeps (their email when they have no employee record name). */
export async function loadEntryActor(
  tx: Reader,
  ctx: MemberContext,
  kind: EntryActor['kind'],
): Promise<EntryActor> {
  const [me] = await tx
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, ctx.employeeId)));
  return { ...ctx, kind, authorName: me ? `${me.firstName} ${me.lastName}`.trim() : ctx.email };
}
