import { type AgreementDetail, FILES_PER_OWNER_MAX } from '@kollega/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { agreementAttendees, agreementFiles, employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { loadAgreement, NO_EMPLOYEE, toFile, toListItem, toPerson } from './agreement-record';

const PERSON_COLUMNS = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  profilePhotoKey: employees.profilePhotoKey,
  deletedAt: employees.deletedAt,
};

async function regardingOf(db: Reader, companyId: string, employeeId: string | null) {
  if (!employeeId) return NO_EMPLOYEE;
  const [employee] = await db
    .select(PERSON_COLUMNS)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return employee ?? NO_EMPLOYEE;
}

/** GET /api/agreements/:agreementId: the detail page (hr-core §2), notes included (admins only). */
export async function getAgreement(
  deps: { db: Reader },
  ctx: AdminContext,
  input: { agreementId: string },
): Promise<AgreementDetail> {
  const { db } = deps;
  const row = await loadAgreement(db, ctx, input.agreementId);
  const regarding = await regardingOf(db, ctx.companyId, row.regardingId);
  const attendees = await db
    .select({ savedName: agreementAttendees.employeeName, employee: PERSON_COLUMNS })
    .from(agreementAttendees)
    .leftJoin(
      employees,
      and(eq(employees.companyId, ctx.companyId), eq(employees.id, agreementAttendees.employeeId)),
    )
    .where(and(eq(agreementAttendees.companyId, ctx.companyId), eq(agreementAttendees.agreementId, row.id)))
    .orderBy(asc(agreementAttendees.employeeName), asc(agreementAttendees.id));
  const files = await db
    .select()
    .from(agreementFiles)
    .where(and(eq(agreementFiles.companyId, ctx.companyId), eq(agreementFiles.agreementId, row.id)))
    .orderBy(desc(agreementFiles.uploadedAt), desc(agreementFiles.id))
    .limit(FILES_PER_OWNER_MAX);
  return {
    ...toListItem(row, toPerson(row.regardingName, regarding)),
    location: row.location,
    attendees: attendees.map((attendee) => toPerson(attendee.savedName, attendee.employee)),
    summary: row.summary,
    notes: row.notes,
    files: files.map(toFile),
    calendarUrl: `/api/agreements/${row.id}/calendar.ics`,
    createdAt: row.createdAt.toISOString(),
  };
}
