import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog, companies } from '../db/schema/index';

/**
 * The one set of data factories, used by the integration tests, the browser tests' set-up and the demo seed
 * (CONVENTIONS.md). Each writes through the same tables and audit trail the services use.
 */
export interface CompanyInput {
  name?: string;
  address?: string;
  zipcode?: string;
  city?: string;
  vat?: string;
}

let sequence = 0;

export async function createCompany(db: Db, input: CompanyInput = {}) {
  sequence += 1;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.name ?? `Testfirma ${sequence} ApS`,
        address: input.address ?? 'Vestergade 1',
        zipcode: input.zipcode ?? '8000',
        city: input.city ?? 'Aarhus C',
        vat: input.vat ?? String(10_000_000 + sequence),
      })
      .returning();
    if (!company) throw new Error('insert into companies returned no row');
    await tx.insert(auditLog).values({
      companyId: company.id,
      action: 'company.create',
      entityType: 'company',
      entityId: company.id,
      details: { name: company.name },
    });
    return company;
  });
}

export async function findCompanyByVat(db: Db, vat: string) {
  const [company] = await db.select().from(companies).where(eq(companies.vat, vat)).limit(1);
  return company;
}
