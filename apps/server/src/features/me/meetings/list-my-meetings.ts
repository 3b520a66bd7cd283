import { MY_MEETINGS_PAST_MAX, MY_MEETINGS_UPCOMING_MAX, type MyMeetings } from '@kollega/domain';
import { and, asc, desc, eq, exists, gte, lt, or } from 'drizzle-orm';
import { agreementAttendees, agreementSharing, agreements } from '../../../db/schema/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { MeDeps } from '../deps';
import { loadMyself } from '../my-record';
import { MEETING_COLUMNS, toMyMeetings } from './meeting-record';

/**
 * GET /api/me/meetings ('Mig' → Møder, issue 27): the coming agreements that regard the caller or that they
 * attend, soonest first, and the past ones that regard them whose referat an admin shared, newest first
 * (decision 041). Both lists are bounded.
 */
export async function listMyMeetings(
  deps: Pick<MeDeps, 'db'>,
  ctx: MemberContext,
  _input: Record<string, never> = {},
  now: Date = new Date(),
): Promise<MyMeetings> {
  const me = await loadMyself(deps.db, ctx);
  const attending = exists(
    deps.db
      .select({ id: agreementAttendees.id })
      .from(agreementAttendees)
      .where(
        and(
          eq(agreementAttendees.companyId, ctx.companyId),
          eq(agreementAttendees.agreementId, agreements.id),
          eq(agreementAttendees.employeeId, me.id),
        ),
      ),
  );
  const upcoming = await deps.db
    .select(MEETING_COLUMNS)
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, ctx.companyId),
        gte(agreements.startsAt, now),
        or(eq(agreements.regardingId, me.id), attending),
      ),
    )
    .orderBy(asc(agreements.startsAt), asc(agreements.id))
    .limit(MY_MEETINGS_UPCOMING_MAX);
  const past = await deps.db
    .select(MEETING_COLUMNS)
    .from(agreements)
    .innerJoin(
      agreementSharing,
      and(eq(agreementSharing.companyId, ctx.companyId), eq(agreementSharing.agreementId, agreements.id)),
    )
    .where(
      and(
        eq(agreements.companyId, ctx.companyId),
        lt(agreements.startsAt, now),
        eq(agreements.regardingId, me.id),
        eq(agreementSharing.shareSummary, true),
      ),
    )
    .orderBy(desc(agreements.startsAt), desc(agreements.id))
    .limit(MY_MEETINGS_PAST_MAX);
  return {
    upcoming: await toMyMeetings(deps.db, ctx, me.id, upcoming, now),
    past: await toMyMeetings(deps.db, ctx, me.id, past, now),
  };
}
