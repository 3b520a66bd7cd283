import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { users } from '../db/schema/index';
import { createCompanyWithOwner, createEmployee, findCompanyByVat } from '../testing/factories';

/** Fixed values mark the demo company and its owner, so running the seed twice finds them instead of duplicating. */
export const DEMO_COMPANY_VAT = '11223344';
export const DEMO_OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
/** An employee with a login but no admin role: sees the employee screen. */
export const DEMO_EMPLOYEE = {
  email: 'demo-medarbejder@kollega.dk',
  password: 'Demo-kode-2024',
  firstName: 'Mads',
  lastName: 'Medarbejder',
};

/**
 * Fills the demo company a newcomer can log into. So far: the company (its CVR is one the offline CVR lookup
 * knows), its owner as admin on freemium, and one employee with a login. Each feature issue extends this seed.
 * The browser tests run it before starting the server, so they share these factories.
 */
export async function seedDemo(app: App): Promise<void> {
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

  console.log(
    `${existing ? 'Found' : 'Created'} the demo company "Kollega Demo ApS" (CVR ${DEMO_COMPANY_VAT}).`,
  );
  console.log(`  Admin (owner): ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  console.log(`  Employee:      ${DEMO_EMPLOYEE.email} / ${DEMO_EMPLOYEE.password}`);
}
