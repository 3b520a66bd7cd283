import { addDays, agreementDateTime, copenhagenMoment, isWorkingDay, nextWorkingDay } from '@kollega/domain';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { agreementAttendees, agreements } from '../../../db/schema/index';
import type { NotificationDraft } from '../produce-notifications';
import type { PageScan } from './scan-context';

/**
 * The reminder the working day before an agreement (issue 26): on a working day, every open agreement from
 * tomorrow up to and including the next working day (so Friday reminds of Saturday's, Sunday's and Monday's),
 * to the person it is about and its attendees. Two statements for the page.
 */
export const scanAgreementReminders: PageScan = async (page) => {
  if (!isWorkingDay(page.today)) return [];
  const last = nextWorkingDay(addDays(page.today, 1));
  const [y1, m1, d1] = addDays(page.today, 1).split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = addDays(last, 1).split('-').map(Number) as [number, number, number];
  const from = copenhagenMoment(y1, m1, d1, 0);
  const until = copenhagenMoment(y2, m2, d2, 0);
  const rows = await page.db
    .select({
      id: agreements.id,
      companyId: agreements.companyId,
      title: agreements.title,
      startsAt: agreements.startsAt,
      regardingId: agreements.regardingId,
    })
    .from(agreements)
    .where(
      and(
        inArray(agreements.companyId, [...page.companyIds]),
        eq(agreements.isClosed, false),
        gte(agreements.startsAt, from),
        lt(agreements.startsAt, until),
      ),
    );
  if (rows.length === 0) return [];
  const attendees = await page.db
    .select({
      agreementId: agreementAttendees.agreementId,
      companyId: agreementAttendees.companyId,
      employeeId: agreementAttendees.employeeId,
    })
    .from(agreementAttendees)
    .where(
      and(
        inArray(agreementAttendees.companyId, [...new Set(rows.map((row) => row.companyId))]),
        inArray(
          agreementAttendees.agreementId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const attendeesOf = new Map<string, (string | null)[]>();
  for (const attendee of attendees) {
    const key = `${attendee.companyId}:${attendee.agreementId}`;
    attendeesOf.set(key, [...(attendeesOf.get(key) ?? []), attendee.employeeId]);
  }
  const drafts: NotificationDraft[] = [];
  for (const row of rows) {
    const { date, time } = agreementDateTime(row.startsAt);
    const people = new Set(
      [row.regardingId, ...(attendeesOf.get(`${row.companyId}:${row.id}`) ?? [])].filter(
        (id): id is string => !!id,
      ),
    );
    for (const employeeId of people) {
      drafts.push({
        companyId: row.companyId,
        employeeId,
        kind: 'agreement-reminder',
        params: { title: row.title, date, time },
        link: `/aftaler/${row.id}`,
        dedupeKey: `agreement-reminder:${row.id}:${row.startsAt.toISOString()}`,
      });
    }
  }
  return drafts;
};
