import type { CompanyResponse } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import type { Reader } from '../../services/context';

type CompanyRow = typeof companies.$inferSelect;

export function toCompanyResponse(row: CompanyRow): CompanyResponse {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    vat: row.vat,
    billing: {
      useAlternativeBillingAddress: row.useAlternativeBillingAddress,
      billingName: row.billingName,
      billingAddress: row.billingAddress,
      billingZipcode: row.billingZipcode,
      billingCity: row.billingCity,
      billingVat: row.billingVat,
      billingEmail: row.billingEmail,
    },
  };
}

/** The caller's own company (the id comes from the verified context only, DESIGN.md rule 1), or 404. */
export async function loadOwnCompany(db: Reader, companyId: string): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return row;
}
