// Companies whose data the notification scan acts on, inserted in bulk (a few statements per table whatever the
// number of companies): the kill -9 test and the 1,000-company bench (issue 26) both start from it.
import { addDays } from '@kollega/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  agreementAttendees,
  agreements,
  checklistGroups,
  checklists,
  checklistTasks,
  companies,
  employees,
  equipment,
  equipmentTypes,
  equipmentVariants,
  notificationPreferences,
  subscriptions,
  users,
} from '../db/schema/index';

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest of these tables. */
const CHUNK = 1_000;

async function insertChunked<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    out.push(...(await insert(rows.slice(start, start + CHUNK))));
  return out;
}

export interface NotificationSeed {
  companyIds: string[];
  /** Per company: its owner (an admin with a login) and its employees, each with a login and a task due. */
  people: {
    companyId: string;
    ownerId: string;
    ownerEmail: string;
    employees: { id: string; email: string; task: string }[];
  }[];
}

/**
 * `count` companies of an owner and `size` employees with logins. At `today` (Copenhagen) each employee has an
 * open checklist task due in exactly 3 days and has chosen e-mail for that kind (so each is one mail; unless
 * `mailEmployees` is false: then it stays in the app, the default); each
 * owner gets two items that expired 5 days ago (e-mail by default), one that expires in 10 days (the digest)
 * and a meeting tomorrow with them as attendee (in the app).
 */
export async function seedNotificationCompanies(
  db: Db,
  options: { count: number; size: number; today: string; tag: string; mailEmployees?: boolean },
): Promise<NotificationSeed> {
  const { count, size, today, tag } = options;
  const companyRows = await insertChunked(
    Array.from({ length: count }, (_, index) => ({ name: `Notifikation ${tag} ${index + 1} ApS`, vat: '' })),
    (chunk) => db.insert(companies).values(chunk).returning({ id: companies.id }),
  );
  const companyIds = companyRows.map((row) => row.id);
  await insertChunked(
    companyIds.map((companyId) => ({ companyId })),
    (chunk) => db.insert(subscriptions).values(chunk).returning({ id: subscriptions.companyId }),
  );
  const emailOf = (c: number, p: number) => `n-${tag}-${c}-${p}@notify.bench.dk`;
  const userRows = await insertChunked(
    companyIds.flatMap((_, c) =>
      Array.from({ length: size + 1 }, (_, p) => ({ name: '', email: emailOf(c, p), emailVerified: true })),
    ),
    (chunk) => db.insert(users).values(chunk).returning({ id: users.id, email: users.email }),
  );
  const userOf = new Map(userRows.map((row) => [row.email, row.id]));
  const employeeRows = await insertChunked(
    companyIds.flatMap((companyId, c) =>
      Array.from({ length: size + 1 }, (_, p) => ({
        companyId,
        userId: userOf.get(emailOf(c, p)) as string,
        firstName: p === 0 ? 'Ejer' : `Ansat${p}`,
        lastName: `Firma${c + 1}`,
        jobPosition: p === 0 ? 'Direktør' : 'Tømrer',
        email: emailOf(c, p),
        role: p === 0 ? ('admin' as const) : ('employee' as const),
      })),
    ),
    (chunk) =>
      db
        .insert(employees)
        .values(chunk)
        .returning({ id: employees.id, companyId: employees.companyId, email: employees.email }),
  );
  const idOf = new Map(employeeRows.map((row) => [row.email, row.id]));
  // The owner is the company's owner login, as complete-signup makes it.
  for (let start = 0; start < companyIds.length; start += CHUNK) {
    await db
      .update(companies)
      .set({
        ownerUserId: sql`(select e.user_id from employees e where e.company_id = ${companies.id} and e.role = 'admin' limit 1)`,
      })
      .where(inArray(companies.id, companyIds.slice(start, start + CHUNK)));
  }

  const people: NotificationSeed['people'] = companyIds.map((companyId, c) => ({
    companyId,
    ownerId: idOf.get(emailOf(c, 0)) as string,
    ownerEmail: emailOf(c, 0),
    employees: Array.from({ length: size }, (_, index) => ({
      id: idOf.get(emailOf(c, index + 1)) as string,
      email: emailOf(c, index + 1),
      task: `Opgave ${tag} ${c + 1}-${index + 1}`,
    })),
  }));

  const lists = await insertChunked(
    people.map((company) => ({
      companyId: company.companyId,
      kind: 'onboarding' as const,
      title: 'Onboarding',
    })),
    (chunk) =>
      db.insert(checklists).values(chunk).returning({ id: checklists.id, companyId: checklists.companyId }),
  );
  const groups = await insertChunked(
    lists.map((list) => ({
      companyId: list.companyId,
      checklistId: list.id,
      title: 'Første uge',
      position: 'a0',
    })),
    (chunk) =>
      db.insert(checklistGroups).values(chunk).returning({
        id: checklistGroups.id,
        companyId: checklistGroups.companyId,
        checklistId: checklistGroups.checklistId,
      }),
  );
  const groupOf = new Map(groups.map((group) => [group.companyId, group]));
  const due = addDays(today, 3);
  await insertChunked(
    people.flatMap((company) => {
      const group = groupOf.get(company.companyId)!;
      return company.employees.map((person, index) => ({
        companyId: company.companyId,
        checklistId: group.checklistId,
        groupId: group.id,
        title: person.task,
        position: `a${String(index).padStart(4, '0')}`,
        dueDate: due,
        assignedToId: person.id,
      }));
    }),
    (chunk) => db.insert(checklistTasks).values(chunk).returning({ id: checklistTasks.id }),
  );
  await insertChunked(
    ((options.mailEmployees ?? true) ? people : []).flatMap((company) =>
      company.employees.map((person) => ({
        companyId: company.companyId,
        employeeId: person.id,
        kind: 'checklist-task-due',
        delivery: 'e-mail',
      })),
    ),
    (chunk) => db.insert(notificationPreferences).values(chunk).returning({ id: notificationPreferences.id }),
  );

  const types = await insertChunked(
    companyIds.map((companyId) => ({ companyId, name: 'Bærbar', icon: 'laptop' })),
    (chunk) =>
      db
        .insert(equipmentTypes)
        .values(chunk)
        .returning({ id: equipmentTypes.id, companyId: equipmentTypes.companyId }),
  );
  const variants = await insertChunked(
    types.map((type) => ({ companyId: type.companyId, equipmentTypeId: type.id, name: 'ThinkPad' })),
    (chunk) =>
      db.insert(equipmentVariants).values(chunk).returning({
        id: equipmentVariants.id,
        companyId: equipmentVariants.companyId,
        typeId: equipmentVariants.equipmentTypeId,
      }),
  );
  await insertChunked(
    variants.flatMap((variant) =>
      [-5, -5, 10].map((days, index) => ({
        companyId: variant.companyId,
        equipmentTypeId: variant.typeId,
        equipmentVariantId: variant.id,
        serialNumber: `SN-${index + 1}`,
        endDate: addDays(today, days),
      })),
    ),
    (chunk) => db.insert(equipment).values(chunk).returning({ id: equipment.id }),
  );

  const tomorrow = new Date(`${addDays(today, 1)}T09:00:00Z`);
  const meetings = await insertChunked(
    people.map((company) => ({
      companyId: company.companyId,
      title: '1 til 1',
      startsAt: tomorrow,
      agreementType: 'oneOnOne',
      regardingId: company.employees[0]?.id ?? null,
      regardingName: 'Ansat1',
    })),
    (chunk) =>
      db.insert(agreements).values(chunk).returning({ id: agreements.id, companyId: agreements.companyId }),
  );
  const ownerOf = new Map(people.map((company) => [company.companyId, company.ownerId]));
  await insertChunked(
    meetings.map((meeting) => ({
      companyId: meeting.companyId,
      agreementId: meeting.id,
      employeeId: ownerOf.get(meeting.companyId) as string,
      employeeName: 'Ejer',
    })),
    (chunk) => db.insert(agreementAttendees).values(chunk).returning({ id: agreementAttendees.id }),
  );
  return { companyIds, people };
}
