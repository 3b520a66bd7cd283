import {
  type AgreementSharingState,
  agreementPreparationSchema,
  isPreparationOpen,
  type MyMeeting,
  preparationFormFor,
  type SavedPreparation,
} from '@kollega/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { agreementAttendees, agreementSharing, agreements, employees } from '../../../db/schema/index';
import { independentReads, type Reader } from '../../../services/context';

export type AgreementSharingRow = typeof agreementSharing.$inferSelect;

/**
 * The columns of an agreement the employee side ever reads: 'Noter' (`notes`) is deliberately not among them, so
 * no employee answer can carry it (issue 27: Noter never).
 */
export const MEETING_COLUMNS = {
  id: agreements.id,
  title: agreements.title,
  agreementType: agreements.agreementType,
  startsAt: agreements.startsAt,
  location: agreements.location,
  isClosed: agreements.isClosed,
  regardingId: agreements.regardingId,
  regardingName: agreements.regardingName,
  summary: agreements.summary,
};
export interface MeetingRow {
  id: string;
  title: string;
  agreementType: string;
  startsAt: Date;
  location: string;
  isClosed: boolean;
  regardingId: string | null;
  regardingName: string;
  summary: string;
}

/** The sharing rows of some agreements of the caller's company, by agreement id. */
export async function sharingOf(
  db: Reader,
  ctx: { companyId: string },
  agreementIds: readonly string[],
): Promise<Map<string, AgreementSharingRow>> {
  if (agreementIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(agreementSharing)
    .where(
      and(
        eq(agreementSharing.companyId, ctx.companyId),
        inArray(agreementSharing.agreementId, [...agreementIds]),
      ),
    );
  return new Map(rows.map((row) => [row.agreementId, row]));
}

/** A stored preparation as shown; a row that no longer parses (the form changed) shows as none. */
export function toSavedPreparation(row: AgreementSharingRow | undefined): SavedPreparation | null {
  if (!row?.preparation || !row.preparedAt) return null;
  const parsed = agreementPreparationSchema.safeParse(row.preparation);
  return parsed.success ? { answers: parsed.data, preparedAt: row.preparedAt.toISOString() } : null;
}

export function toSharingState(
  agreement: { agreementType: string },
  row: AgreementSharingRow | undefined,
): AgreementSharingState {
  return {
    shareSummary: row?.shareSummary ?? false,
    preparationForm: preparationFormFor(agreement.agreementType),
    preparation: toSavedPreparation(row),
  };
}

/** Today's name of each linked employee (the saved name once the employee is deleted), per agreement. */
async function attendeeNamesOf(
  db: Reader,
  ctx: { companyId: string },
  agreementIds: readonly string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (agreementIds.length === 0) return names;
  const rows = await db
    .select({
      agreementId: agreementAttendees.agreementId,
      savedName: agreementAttendees.employeeName,
      firstName: employees.firstName,
      lastName: employees.lastName,
      deletedAt: employees.deletedAt,
    })
    .from(agreementAttendees)
    .leftJoin(
      employees,
      and(eq(employees.companyId, ctx.companyId), eq(employees.id, agreementAttendees.employeeId)),
    )
    .where(
      and(
        eq(agreementAttendees.companyId, ctx.companyId),
        inArray(agreementAttendees.agreementId, [...agreementIds]),
      ),
    )
    .orderBy(asc(agreementAttendees.employeeName), asc(agreementAttendees.id));
  for (const row of rows) {
    const name =
      row.firstName !== null && !row.deletedAt
        ? `${row.firstName} ${row.lastName ?? ''}`.trim()
        : row.savedName;
    names.set(row.agreementId, [...(names.get(row.agreementId) ?? []), name]);
  }
  return names;
}

/**
 * The employee's view of their agreements. The Beskrivelse and the preparation belong to the employee the
 * agreement regards: an attendee of a colleague's meeting sees when, what and who, nothing of its content.
 */
export async function toMyMeetings(
  db: Reader,
  ctx: { companyId: string },
  myEmployeeId: string,
  rows: readonly MeetingRow[],
  now: Date,
): Promise<MyMeeting[]> {
  const ids = rows.map((row) => row.id);
  const [sharing, attendees] = await independentReads(db, [
    () => sharingOf(db, ctx, ids),
    () => attendeeNamesOf(db, ctx, ids),
  ]);
  return rows.map((row) => {
    const regardsMe = row.regardingId === myEmployeeId;
    const share = sharing.get(row.id);
    const form = regardsMe ? preparationFormFor(row.agreementType) : null;
    return {
      id: row.id,
      title: row.title,
      agreementType: row.agreementType,
      startsAt: row.startsAt.toISOString(),
      location: row.location,
      isClosed: row.isClosed,
      regardingName: row.regardingName,
      regardsMe,
      attendees: attendees.get(row.id) ?? [],
      sharedSummary: regardsMe && share?.shareSummary ? row.summary : null,
      preparationForm: form,
      preparationOpen: form !== null && isPreparationOpen(row, now),
      preparation: regardsMe ? toSavedPreparation(share) : null,
    };
  });
}
