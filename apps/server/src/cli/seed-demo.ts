import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { users } from '../db/schema/index';
import { createCompanyWithOwner, findCompanyByVat } from '../testing/factories';

/** Fixed values mark the demo company and its owner, so running the seed twice finds them instead of duplicating. */
export const DEMO_COMPANY_VAT = '11223344';
export const DEMO_OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };

/**
 * Fills the demo company a newcomer can log into. So far: the company (its CVR is one the offline CVR lookup
 * knows), its owner as admin on freemium. Each feature issue extends this seed with its own data.
 */
export async function seedDemo(app: App): Promise<void> {
  const db = app.database.db;
  const existing = await findCompanyByVat(db, DEMO_COMPANY_VAT);
  if (!existing) {
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
    });
  }
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER.email));
  console.log(
    `${existing ? 'Found' : 'Created'} the demo company "Kollega Demo ApS" (CVR ${DEMO_COMPANY_VAT}).`,
  );
  console.log(
    owner ? `Log in with ${DEMO_OWNER.email} / ${DEMO_OWNER.password}` : 'Its owner login is missing.',
  );
}
