import { agreementDateTime } from '@kollega/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { agreementAttendees, agreements, employees } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { Tx } from '../../../services/context';
import { produceNotifications } from '../../notifications/public';
import { agreementCalendar, type CalendarPerson } from './agreement-calendar';

export type AgreementChange = 'booked' | 'changed' | 'cancelled';

/**
 * The invitation by e-mail (issue 26): when an agreement is booked, changed or deleted, the person it is about
 * and its attendees who can sign in get a notification whose e-mail carries an iTIP calendar file, METHOD:REQUEST
 * (the same UID as the download and the feed, SEQUENCE raised by each change, so calendars update the event
 * instead of adding one) or METHOD:CANCEL. Called inside the action's transaction, before a deletion's delete.
 */
export async function announceAgreement(
  tx: Tx,
  ctx: AdminContext,
  input: { agreementId: string; change: AgreementChange; baseUrl: string },
): Promise<void> {
  const [row] =
    input.change === 'changed'
      ? await tx
          .update(agreements)
          .set({ invitationSequence: sql`${agreements.invitationSequence} + 1` })
          .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, input.agreementId)))
          .returning()
      : await tx
          .select()
          .from(agreements)
          .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.id, input.agreementId)));
  if (!row) return;
  const attendeeRows = await tx
    .select({ employeeId: agreementAttendees.employeeId })
    .from(agreementAttendees)
    .where(and(eq(agreementAttendees.companyId, ctx.companyId), eq(agreementAttendees.agreementId, row.id)));
  const ids = [
    ...new Set(
      [row.regardingId, ...attendeeRows.map((attendee) => attendee.employeeId)].filter(
        (id): id is string => !!id,
      ),
    ),
  ];
  const people = await tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      userId: employees.userId,
    })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, ctx.companyId),
        isNull(employees.deletedAt),
        inArray(employees.id, [...ids, ctx.employeeId]),
      ),
    );
  const person = (id: string): CalendarPerson | null => {
    const found = people.find((candidate) => candidate.id === id);
    return found?.email ? { name: `${found.firstName} ${found.lastName}`.trim(), email: found.email } : null;
  };
  const organizer = person(ctx.employeeId) ?? { name: '', email: ctx.email };
  const attendees = ids
    .filter((id) => id !== ctx.employeeId)
    .map(person)
    .filter((found): found is CalendarPerson => found !== null);
  const cancelled = input.change === 'cancelled';
  const calendar = agreementCalendar(
    [{ ...row, organizer, attendees, sequence: row.invitationSequence + (cancelled ? 1 : 0), cancelled }],
    { baseUrl: input.baseUrl, method: cancelled ? 'CANCEL' : 'REQUEST' },
  );
  const { date, time } = agreementDateTime(row.startsAt);
  const recipients = people.filter(
    (found) => found.userId && found.id !== ctx.employeeId && ids.includes(found.id),
  );
  await produceNotifications(
    tx,
    recipients.map((recipient) => ({
      companyId: ctx.companyId,
      employeeId: recipient.id,
      kind: 'agreement-invitation' as const,
      params: {
        title: row.title,
        date,
        time,
        location: row.location,
        sequence: row.invitationSequence,
        cancelled: cancelled ? 1 : 0,
      },
      link: cancelled ? null : `/aftaler/${row.id}`,
      dedupeKey: `agreement-invitation:${row.id}:${cancelled ? 'cancel' : row.invitationSequence}`,
      calendar,
    })),
    new Date(),
  );
}
