import { addDays, danishInstant, danishToday, danishWallClock } from '@kollega/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { AppConfig } from '../config/config';
import {
  agreements,
  checklists,
  companies,
  employeePayroll,
  employees,
  equipmentTypes,
  hrContacts,
  timeClocks,
  timeEntries,
  users,
} from '../db/schema/index';
import { uploadDocument } from '../features/employees/documents/upload-document';
import { cprAssociatedData } from '../features/employees/employee-record';
import { recomputeWarnings } from '../features/timereg/recompute-warnings';
import { createFieldCipherFromConfig, keyIdOf } from '../integrations/crypto/index';
import { createStorage } from '../integrations/storage/index';
import type { AdminContext } from '../plugins/auth/request-context';
import { demoAgreements, insertDemoAgreements } from '../testing/demo-agreements';
import { seedDemoBilling } from '../testing/demo-billing';
import {
  applyDemoTemplate,
  DEMO_OFFBOARDING_TEMPLATE,
  DEMO_ONBOARDING_TEMPLATE,
  insertDemoChecklist,
} from '../testing/demo-checklists';
import { demoEmployees } from '../testing/demo-employees';
import { demoEquipment, insertDemoEquipment } from '../testing/demo-equipment';
import { seedDemoHoliday } from '../testing/demo-holiday';
import { seedDemoNotifications } from '../testing/demo-notifications';
import { demoTimeEntries, insertDemoTimeEntries, monthsBack } from '../testing/demo-time-entries';
import { createCompanyWithOwner, createEmployee, findCompanyByVat, setPlan } from '../testing/factories';

/** Fixed values mark the demo company and its owner, so running the seed twice finds them instead of duplicating. */
export const DEMO_COMPANY_VAT = '11223344';
export const DEMO_OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
/** An employee with a login and app access, no admin role: gets the employee app for their own time registration. */
export const DEMO_EMPLOYEE = {
  email: 'demo-medarbejder@kollega.dk',
  password: 'Demo-kode-2024',
  firstName: 'Mads',
  lastName: 'Medarbejder',
};

/** How many colleagues the demo company has besides the owner and Mads. */
export const DEMO_EMPLOYEE_COUNT = 25;
const DEMO_DOMAIN = 'kollega-demo.dk';

/** A one-page PDF, small but real, so the demo's contracts open in a PDF reader. */
function demoContractPdf(name: string): Buffer {
  const text = `Ansaettelseskontrakt - ${name.normalize('NFD').replace(/[^\x20-\x7e]/g, '')}`;
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Fills the demo company a newcomer can log into: the company (its CVR is one the offline CVR lookup knows) on
 * premium, its owner, Mads with a login and app access, and 25 colleagues of every employment type and status
 * with CPR numbers, contracts, exemptions, app users and a second admin. Safe to run twice: everything is found
 * by its fixed e-mail first. The browser tests run it before starting the server, so they share these factories.
 */
export async function seedDemo(app: App, config: AppConfig): Promise<void> {
  const db = app.database.db;
  const existing = await findCompanyByVat(db, DEMO_COMPANY_VAT);
  const companyId =
    existing?.id ??
    (
      await createCompanyWithOwner(app, {
        name: 'Kollega Demo ApS',
        address: 'Søndergade 3',
        zipcode: '2100',
        city: 'København Ø',
        vat: DEMO_COMPANY_VAT,
        owner: {
          ...DEMO_OWNER,
          firstName: 'Dorthe',
          lastName: 'Demo',
          jobPosition: 'Direktør',
          phone: '70112233',
        },
      })
    ).companyId;

  const [employeeLogin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMPLOYEE.email));
  if (!employeeLogin) {
    await createEmployee(app, companyId, {
      role: 'employee',
      firstName: DEMO_EMPLOYEE.firstName,
      lastName: DEMO_EMPLOYEE.lastName,
      login: { email: DEMO_EMPLOYEE.email, password: DEMO_EMPLOYEE.password },
    });
  }

  await setPlan(db, companyId, 'premium');
  if (!employeeLogin) {
    await db
      .update(employees)
      .set({ mobileAppAccess: true, employmentType: 'fullTime', startDate: '2021-04-01' })
      .where(sql`lower(${employees.email}) = ${DEMO_EMPLOYEE.email}`);
  }
  const added = await seedColleagues(app, config, companyId);
  const registered = await seedTimeRegistrations(app, companyId);
  const clockedIn = await seedRunningClock(app, companyId);
  const agreed = await seedAgreements(app, companyId);
  const equipped = await seedEquipment(app, companyId);
  const checklisted = await seedChecklists(app, companyId);
  const holidays = await seedDemoHoliday(app, await ownerContextOf(app, companyId));
  const numbered = await seedPayroll(app, companyId);
  // Premium with a test card and three paid months (issue 13), after the colleagues: the invoices count them.
  const invoiced = await seedDemoBilling(db, companyId, new Date(), config.billing.seller);
  const contact = await seedRecruitment(app, companyId);
  const unread = await seedDemoNotifications(
    app,
    companyId,
    (await ownerContextOf(app, companyId)).employeeId,
  );

  console.log(
    `${existing ? 'Found' : 'Created'} the demo company "Kollega Demo ApS" (CVR ${DEMO_COMPANY_VAT}).`,
  );
  console.log(`  Admin (owner): ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  console.log(`  Employee app:  ${DEMO_EMPLOYEE.email} / ${DEMO_EMPLOYEE.password}`);
  console.log(`  ${DEMO_EMPLOYEE_COUNT} colleagues (${added} added now) on the premium plan.`);
  console.log(`  Time registrations for the last 6 months (${registered} employee(s) filled now).`);
  if (clockedIn)
    console.log(`  ${DEMO_EMPLOYEE.firstName} is clocked in in the employee app since ${clockedIn}.`);
  console.log(
    `  Møder og aftaler: open, overdue, closed and followed-up of every type (${agreed} added now).`,
  );
  console.log(`  Udstyr: 6 categories with variants and items of every status (${equipped} added now).`);
  console.log(`  Onboarding/offboarding: two templates and running checklists (${checklisted} added now).`);
  console.log(`  Ferie: balances, a transfer to sign and ${holidays} holiday requests (added now).`);
  console.log(
    `  Abonnement: premium with a test card (Visa •••• 1111) and ${invoiced} invoices (added now).`,
  );
  console.log(`  Løn: lønarter for Danløn and a Medarbejdernr. for all ${numbered} employees.`);
  console.log(`  Rekruttering: the portal activated, with ${contact} as the company's HR contact.`);
  console.log(`  Notifikationer: the owner's bell shows ${unread} unread.`);
}

/**
 * Rekruttering (issue 14): an HR contact for the platform (when there is none yet) given to the demo company, and
 * its recruitment portal activated, so /rekruttering shows the paid variant. A company that already has a contact
 * keeps it. Returns the contact's name.
 */
/** Danløn's own standard lønarter for hours, so the demo company's Danløn file is complete (issue 28). */
const DEMO_PAYROLL_CODES = { NORMAL: '0010', OVERTID: '0020', FERIE: '0050', SYGDOM: '0060', FRI: '0070' };

/**
 * 'Lønarter' and a Medarbejdernr. for everyone (issue 28), so the demo company's Danløn file has nothing
 * missing. Numbers run from 1001 in the order the employees were made; a number already set is kept.
 */
async function seedPayroll(app: App, companyId: string): Promise<number> {
  const db = app.database.db;
  await db.update(companies).set({ payrollCodes: DEMO_PAYROLL_CODES }).where(eq(companies.id, companyId));
  const people = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(employees.createdAt, employees.id);
  const set = await db
    .select({ employeeId: employeePayroll.employeeId, employeeNumber: employeePayroll.employeeNumber })
    .from(employeePayroll)
    .where(eq(employeePayroll.companyId, companyId));
  const numbered = new Set(set.filter((row) => row.employeeNumber !== '').map((row) => row.employeeId));
  for (const [index, person] of people.entries()) {
    if (numbered.has(person.id)) continue;
    const employeeNumber = String(1001 + index);
    await db
      .insert(employeePayroll)
      .values({ companyId, employeeId: person.id, employeeNumber })
      .onConflictDoUpdate({
        target: [employeePayroll.companyId, employeePayroll.employeeId],
        set: { employeeNumber },
      });
  }
  return people.length;
}

async function seedRecruitment(app: App, companyId: string): Promise<string> {
  const db = app.database.db;
  // The CLI runs the seed across companies (cli/main.ts); the writes below name the demo company.
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  let [contact] = company?.hrContactId
    ? await db.select().from(hrContacts).where(eq(hrContacts.id, company.hrContactId))
    : await db.select().from(hrContacts).limit(1);
  if (!contact) {
    [contact] = await db
      .insert(hrContacts)
      .values({
        name: 'Hanne Holm',
        title: 'HR-partner og rekrutteringskonsulent',
        email: 'hanne.holm@kollega.dk',
        phone: '70203040',
      })
      .returning();
  }
  await db
    .update(companies)
    .set({ hrContactId: contact!.id, recruitmentPlatformActivated: true })
    .where(eq(companies.id, companyId));
  return contact!.name;
}

/**
 * Equipment (issue 11): 💻 Computer, 📱 Telefon, 🔑 Nøgler, 🚗 Firmabil … with variants and 40 items of every
 * status, a few with an inactive employee ('Skal returneres'); once: skipped when the company has categories.
 */
async function seedEquipment(app: App, companyId: string): Promise<number> {
  const db = app.database.db;
  const [existing] = await db
    .select({ id: equipmentTypes.id })
    .from(equipmentTypes)
    .where(eq(equipmentTypes.companyId, companyId))
    .limit(1);
  if (existing) return 0;
  const people = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(employees.createdAt, employees.id);
  const named = people.map((person) => ({ id: person.id, name: `${person.firstName} ${person.lastName}` }));
  return insertDemoEquipment(db, companyId, demoEquipment(named));
}

/**
 * Decision 024: the onboarding template ('Før første dag', 'Første dag', 'Første uge') and an offboarding one,
 * and checklists made from them in several states: not started, under way, completed, an offboarding. Once:
 * skipped when the company has any.
 */
async function seedChecklists(app: App, companyId: string): Promise<number> {
  const db = app.database.db;
  const [existing] = await db
    .select({ id: checklists.id })
    .from(checklists)
    .where(eq(checklists.companyId, companyId))
    .limit(1);
  if (existing) return 0;
  const people = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), ne(employees.employmentStatus, 'inactive')))
    .orderBy(employees.createdAt, employees.id)
    .limit(5);
  const today = danishToday();
  const name = (index: number) => {
    const person = people[index % Math.max(people.length, 1)];
    return person
      ? { id: person.id, name: `${person.firstName} ${person.lastName}` }
      : { id: null, name: 'ny kollega' };
  };
  const running = [
    applyDemoTemplate(DEMO_ONBOARDING_TEMPLATE, {
      title: `Onboarding af ${name(1).name}`,
      regardingId: name(1).id,
      date: addDays(today, 21),
    }),
    applyDemoTemplate(DEMO_ONBOARDING_TEMPLATE, {
      title: `Onboarding af ${name(2).name}`,
      regardingId: name(2).id,
      date: addDays(today, -2),
      checkedCount: 5,
    }),
    applyDemoTemplate(DEMO_ONBOARDING_TEMPLATE, {
      title: `Onboarding af ${name(3).name}`,
      regardingId: name(3).id,
      date: addDays(today, -60),
      checkedCount: 8,
    }),
    applyDemoTemplate(DEMO_OFFBOARDING_TEMPLATE, {
      title: `Offboarding af ${name(4).name}`,
      regardingId: name(4).id,
      date: addDays(today, 10),
      checkedCount: 1,
    }),
  ];
  const all = [DEMO_ONBOARDING_TEMPLATE, DEMO_OFFBOARDING_TEMPLATE, ...running];
  for (const demo of all) await insertDemoChecklist(db, companyId, demo);
  return all.length;
}

/** The owner acting, as if from the browser (the holiday seed approves requests as an admin would). */
async function ownerContextOf(app: App, companyId: string): Promise<AdminContext> {
  const [owner] = await app.database.db
    .select({ userId: employees.userId, email: employees.email, employeeId: employees.id })
    .from(employees)
    .innerJoin(companies, eq(companies.ownerUserId, employees.userId))
    .where(and(eq(employees.companyId, companyId), eq(companies.id, companyId)));
  if (!owner?.userId) throw new Error('the demo company has no owner record');
  return {
    userId: owner.userId,
    sessionId: '',
    email: owner.email,
    emailVerified: true,
    isSuperadmin: false,
    twoFactorEnabled: false,
    impersonatedBy: null,
    requestId: 'seed-demo',
    companyId,
    employeeId: owner.employeeId,
    role: 'admin',
    isOwner: true,
    companyRequiresAdminTwoFactor: false,
    subscription: { plan: 'premium', status: 'active' },
  };
}

/** Agreements of every type and state (issue 10), once: skipped when the company has any. */
async function seedAgreements(app: App, companyId: string): Promise<number> {
  const db = app.database.db;
  const [existing] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(eq(agreements.companyId, companyId))
    .limit(1);
  if (existing) return 0;
  const people = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), ne(employees.employmentStatus, 'inactive')))
    .orderBy(employees.createdAt, employees.id);
  const named = people.map((person) => ({ id: person.id, name: `${person.firstName} ${person.lastName}` }));
  return insertDemoAgreements(db, companyId, demoAgreements(named));
}

/**
 * The last six months of registrations for everyone who registers time and has none yet, one of them working
 * far too much (so Overblik and Overskridelser show 48- and 11-hour warnings), then their warnings computed; and
 * one of them registered sick today.
 */
async function seedTimeRegistrations(app: App, companyId: string): Promise<number> {
  const db = app.database.db;
  const today = danishToday();
  const from = monthsBack(today, 6);
  const to = addDays(today, -1);
  const people = await db
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.mobileAppAccess, true),
        eq(employees.timeRegistrationExempt, false),
        ne(employees.employmentStatus, 'inactive'),
      ),
    )
    .orderBy(employees.email);
  let filled = 0;
  let sickToday: string | null = null;
  for (const [index, person] of people.entries()) {
    const [existing] = await db
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.employeeId, person.id)))
      .limit(1);
    if (existing) continue;
    const entries = demoTimeEntries({
      from,
      to,
      seed: 1000 + index,
      profile: index === 0 ? 'overworked' : 'normal',
    });
    await insertDemoTimeEntries(
      db,
      { companyId, employeeId: person.id, authorUserId: null, authorName: 'Demo' },
      entries,
    );
    await db.transaction((tx) => recomputeWarnings(tx, companyId, person.id, today));
    filled += 1;
    // Someone other than Mads (whose own app the browser tests use) and the overworked one is ill today, so the
    // dashboard's 'Fravær i dag' has someone to show.
    if (index > 0 && person.email !== DEMO_EMPLOYEE.email) sickToday = person.id;
  }
  if (sickToday) {
    await insertDemoTimeEntries(
      db,
      { companyId, employeeId: sickToday, authorUserId: null, authorName: 'Demo' },
      [
        {
          date: today,
          type: 'sickLeave',
          hours: 7.5,
          startTime: null,
          endTime: null,
          breakWasIncluded: false,
        },
      ],
    );
  }
  return filled;
}

/**
 * Mads clocked in this morning (decision 030): 'Mødt ind nu' above Registreringer has someone to show, and the
 * employee app shows 'Slut arbejdsdag'. Three hours ago, but not before today's midnight, so the registration it
 * becomes never meets the seeded ones (they end yesterday). Left alone when he already has a clock.
 */
async function seedRunningClock(app: App, companyId: string): Promise<string | null> {
  const db = app.database.db;
  const [mads] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), sql`lower(${employees.email}) = ${DEMO_EMPLOYEE.email}`));
  if (!mads) return null;
  const now = new Date();
  const midnight = danishInstant(danishToday(now), '00:00');
  const startedAt = new Date(Math.max(midnight.getTime(), now.getTime() - 3 * 3_600_000));
  const inserted = await db
    .insert(timeClocks)
    .values({ companyId, employeeId: mads.id, startedAt })
    .onConflictDoNothing()
    .returning({ startedAt: timeClocks.startedAt });
  return inserted[0] ? danishWallClock(startedAt).time : null;
}

async function seedColleagues(app: App, config: AppConfig, companyId: string): Promise<number> {
  const db = app.database.db;
  const cipher = createFieldCipherFromConfig(config);
  const storage = createStorage(config);
  const [owner] = await db
    .select({ employeeId: employees.id, userId: employees.userId, email: employees.email })
    .from(employees)
    .innerJoin(companies, eq(companies.ownerUserId, employees.userId))
    .where(eq(employees.companyId, companyId));
  if (!owner?.userId) throw new Error('the demo company has no owner record');
  // The owner acting, as if from the browser: uploads go through the same service and audit trail.
  const ownerContext: AdminContext = {
    userId: owner.userId,
    sessionId: '',
    email: owner.email,
    emailVerified: true,
    isSuperadmin: false,
    twoFactorEnabled: false,
    impersonatedBy: null,
    requestId: 'seed-demo',
    companyId,
    employeeId: owner.employeeId,
    role: 'admin',
    isOwner: true,
    companyRequiresAdminTwoFactor: false,
    subscription: { plan: 'premium', status: 'active' },
  };

  let added = 0;
  for (const [index, demo] of demoEmployees(DEMO_EMPLOYEE_COUNT, { domain: DEMO_DOMAIN }).entries()) {
    const [found] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.email, demo.email)));
    if (found) continue;
    // A second admin, and a few app users with a login (password as the owner's) to try the employee side.
    const isAdmin = index === 1;
    const hasAppAccess = !isAdmin && index % 5 === 0 && demo.fields.employmentStatus !== 'inactive';
    const { employee } = await createEmployee(app, companyId, {
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      role: isAdmin ? 'admin' : 'employee',
      ...(isAdmin || hasAppAccess ? { login: { email: demo.email, password: DEMO_OWNER.password } } : {}),
      fields: {
        ...demo.fields,
        mobileAppAccess: hasAppAccess,
        timeRegistrationExempt: hasAppAccess ? false : demo.fields.timeRegistrationExempt,
      },
    });
    const encrypted = cipher.encrypt(demo.cprNumber, cprAssociatedData(employee.id));
    await db
      .update(employees)
      .set({ cprEncrypted: encrypted, cprKeyId: keyIdOf(encrypted) })
      .where(eq(employees.id, employee.id));
    if (demo.hasContract && !demo.fields.exemptFromEmploymentContract) {
      await uploadDocument({ db, storage, log: app.log }, ownerContext, {
        employeeId: employee.id,
        kind: 'employmentContract',
        upload: {
          fileName: `Ansættelseskontrakt ${demo.firstName} ${demo.lastName}.pdf`,
          data: demoContractPdf(`${demo.firstName} ${demo.lastName}`),
        },
      });
    }
    added += 1;
  }
  return added;
}
