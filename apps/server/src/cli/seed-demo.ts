import type { Db } from '../db/database';
import { createCompany, findCompanyByVat } from '../testing/factories';

/** A fixed CVR number marks the demo company, so running the seed twice finds it instead of duplicating it. */
export const DEMO_COMPANY_VAT = '99999999';

/**
 * Fills the demo company a newcomer can look around in. The foundation has only the company itself;
 * each feature issue extends this seed with its own data (logins with accounts, staff with employees, …).
 */
export async function seedDemo(db: Db): Promise<void> {
  const existing = await findCompanyByVat(db, DEMO_COMPANY_VAT);
  const company =
    existing ??
    (await createCompany(db, {
      name: 'Demo Tømrer & Snedker ApS',
      address: 'Søndergade 12',
      zipcode: '8000',
      city: 'Aarhus C',
      vat: DEMO_COMPANY_VAT,
    }));
  console.log(
    `${existing ? 'Found' : 'Created'} the demo company "${company.name}" (CVR ${company.vat}, id ${company.id}).`,
  );
  console.log('Logins for it arrive with the accounts feature; until then there is nothing to sign in to.');
}
