import { danishToday, type Plan, planSchema } from '@kollega/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { strToU8, unzipSync, type Zippable, zipSync } from 'fflate';
import { recordAudit } from '../../../db/audit';
import { billingTransactions, companies, employees, subscriptions } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import { renderTransactionInvoice } from '../../../integrations/invoices/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { buildPersonDataExport, type PersonDataExportDeps } from '../build-person-data-export';

/** A company's people read at most (the plan's largest is far below). */
const MAX_PEOPLE = 2_000;
/** Invoices read at most: more than fifteen years of monthly charges. */
const MAX_INVOICES = 200;

export interface CompanyDataExportDeps extends PersonDataExportDeps {
  /** The seller of the configuration, for invoices completed before the seller was fixed on the row. */
  seller: { name: string; address: string; cvr: string; email: string };
}

/**
 * 'Eksportér alle data' on the closing screen (issue 33, decision 051): one ZIP with `virksomhed.json` (the company's
 * data), `medarbejdere/<navn>/…` (each employee's 'Eksportér persondata' unpacked: JSON, files, PDF summary; each
 * audit-logged on the person as the single export is) and `fakturaer/` (Kollega's invoices as PDF). Built in memory
 * like the person export. The people are those the company's plan shows (docs/rules/employees.md#ruling-4): the
 * job's requester carries no subscription, so the plan is read here; people it hides are counted, not exported.
 */
export async function buildCompanyDataExport(
  deps: CompanyDataExportDeps,
  ctx: AdminContext,
): Promise<{ fileName: string; file: Buffer }> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, ctx.companyId));
  if (!company) throw new Error('company of the export job not found');
  const [subscription] = await deps.db
    .select({ plan: subscriptions.plan, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, ctx.companyId));
  const plan: Plan = planSchema.safeParse(subscription?.plan).success
    ? (subscription?.plan as Plan)
    : 'freemium';
  const requester: AdminContext = { ...ctx, subscription: { plan, status: 'active' } };
  const people = await deps.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), isNull(employees.deletedAt)))
    .orderBy(asc(employees.createdAt))
    .limit(MAX_PEOPLE);
  const zip: Zippable = {};
  const folders = new Set<string>();
  let hiddenByPlan = 0;
  for (const person of people) {
    let exported: { fileName: string; file: Buffer };
    try {
      exported = await buildPersonDataExport(deps, requester, { employeeId: person.id });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      hiddenByPlan += 1;
      continue;
    }
    const { fileName, file } = exported;
    let folder = `medarbejdere/${fileName.replace(/\.zip$/, '')}`;
    for (let n = 2; folders.has(folder); n += 1)
      folder = `medarbejdere/${fileName.replace(/\.zip$/, '')} (${n})`;
    folders.add(folder);
    for (const [path, bytes] of Object.entries(unzipSync(new Uint8Array(file))))
      zip[`${folder}/${path}`] = bytes;
  }
  const invoices = await deps.db
    .select()
    .from(billingTransactions)
    .where(
      and(eq(billingTransactions.companyId, ctx.companyId), isNotNull(billingTransactions.invoiceNumber)),
    )
    .orderBy(asc(billingTransactions.invoiceNumber))
    .limit(MAX_INVOICES);
  for (const row of invoices) {
    const invoice = await renderTransactionInvoice(row, deps.seller);
    if (invoice) zip[`fakturaer/${invoice.fileName}`] = new Uint8Array(invoice.data);
  }
  const exportedAt = deps.now();
  zip['virksomhed.json'] = strToU8(
    JSON.stringify(
      {
        exportedAt: exportedAt.toISOString(),
        company: {
          name: company.name,
          address: company.address,
          zipcode: company.zipcode,
          city: company.city,
          vat: company.vat,
          billing: {
            useAlternativeBillingAddress: company.useAlternativeBillingAddress,
            billingName: company.billingName,
            billingAddress: company.billingAddress,
            billingZipcode: company.billingZipcode,
            billingCity: company.billingCity,
            billingVat: company.billingVat,
            billingEmail: company.billingEmail,
          },
          payrollCodes: company.payrollCodes,
          payRules: company.payRules,
          absenceTypes: company.absenceTypes,
          createdAt: company.createdAt.toISOString(),
        },
        employees: people.length - hiddenByPlan,
        employeesHiddenByPlan: hiddenByPlan,
        invoices: invoices.length,
      },
      null,
      2,
    ),
  );
  const file = Buffer.from(zipSync(zip, { level: 6, mtime: exportedAt }));
  await recordAudit(deps.db, ctx, {
    action: 'company.data.export',
    entityType: 'company',
    entityId: ctx.companyId,
    details: { employees: people.length - hiddenByPlan, hiddenByPlan, invoices: invoices.length },
  });
  return { fileName: `kollega-data-${danishToday(exportedAt)}.zip`, file };
}
