import { and, eq, inArray, isNull } from 'drizzle-orm';
import { agreementAttendees, employees } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import { loadAgreement } from '../agreement-record';
import { agreementCalendar, type CalendarPerson } from './agreement-calendar';

/** A file name longer than this is cut: file systems stop at 255 bytes, and æøå take two. */
const FILE_NAME_MAX = 100;

/**
 * The agreement's title as a file name (issue 24): '1 til 1 med Niels - Q4' stays as it is; markup is dropped,
 * and path and reserved characters (/ \ : * ? " < > |, control characters) become spaces, so the name can
 * neither climb directories nor break a Windows save dialog.
 */
export function icsFileName(title: string): string {
  const safe = title
    .replace(/<[^>]*>/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, FILE_NAME_MAX)
    .trim();
  return `${safe || 'aftale'}.ics`;
}

/**
 * GET /api/agreements/:agreementId/calendar.ics: 'Download til kalender'. One event; the admin who downloads it
 * is its ORGANIZER and Vedrørende and Deltagere its ATTENDEEs with their work e-mail (issue 24), so the
 * calendar can invite them. A deleted employee has no e-mail left and is not named.
 */
export async function agreementIcs(
  deps: { db: Reader; baseUrl: string },
  ctx: AdminContext,
  input: { agreementId: string },
): Promise<{ fileName: string; body: string }> {
  const row = await loadAgreement(deps.db, ctx, input.agreementId);
  const attendeeRows = await deps.db
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
  const people = await deps.db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
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
    if (!found?.email) return null;
    return { name: `${found.firstName} ${found.lastName}`.trim(), email: found.email };
  };
  const organizer = person(ctx.employeeId) ?? { name: '', email: ctx.email };
  const attendees = ids
    .filter((id) => id !== ctx.employeeId)
    .map(person)
    .filter((found): found is CalendarPerson => found !== null);
  const body = agreementCalendar([{ ...row, organizer, attendees }], { baseUrl: deps.baseUrl });
  return { fileName: icsFileName(row.title), body };
}
