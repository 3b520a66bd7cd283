import { addDays, agreementDateTime, copenhagenMoment, isWorkingDay, nextWorkingDay } from '@kollega/domain';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { agreementAttendees, agreements } from '../../../db/schema/index';
import type { NotificationDraft } from '../produce-notifications';
import type { KindScan } from './scan-context';

/**
 * The reminder the working day before an agreement (issue 26): on a working day, every open agreement from
 * tomorrow up to and including the next working day (so Friday reminds of Saturday's, Sunday's and Monday's),
 * to the person it is about and its attendees.
 */
export const scanAgreementReminders: KindScan = async (scan) => {
  if (!isWorkingDay(scan.today)) return [];
  const last = nextWorkingDay(addDays(scan.today, 1));
  const [y1, m1, d1] = addDays(scan.today, 1).split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = addDays(last, 1).split('-').map(Number) as [number, number, number];
  const from = copenhagenMoment(y1, m1, d1, 0);
  const until = copenhagenMoment(y2, m2, d2, 0);
  const rows = await scan.db
    .select({
      id: agreements.id,
      title: agreements.title,
      startsAt: agreements.startsAt,
      regardingId: agreements.regardingId,
    })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, scan.companyId),
        eq(agreements.isClosed, false),
        gte(agreements.startsAt, from),
        lt(agreements.startsAt, until),
      ),
    );
  if (rows.length === 0) return [];
  const attendees = await scan.db
    .select({ agreementId: agreementAttendees.agreementId, employeeId: agreementAttendees.employeeId })
    .from(agreementAttendees)
    .where(
      and(
        eq(agreementAttendees.companyId, scan.companyId),
        inArray(
          agreementAttendees.agreementId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const drafts: NotificationDraft[] = [];
  for (const row of rows) {
    const { date, time } = agreementDateTime(row.startsAt);
    const people = new Set(
      [row.regardingId, ...attendees.filter((a) => a.agreementId === row.id).map((a) => a.employeeId)].filter(
        (id): id is string => !!id,
      ),
    );
    for (const employeeId of people) {
      drafts.push({
        companyId: scan.companyId,
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
