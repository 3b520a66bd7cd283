import { danishToday } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';
import { renderDataProcessingAgreement } from './dpa-pdf';
import { type ProcessingConfig, processingTerms } from './processing-terms';

/**
 * GET /api/company/data-processing-agreement.pdf, 'Download databehandleraftale' (issue 33, decision 051): the
 * agreement between the caller's company and the seller on the invoices, for owner and admins.
 */
export async function getDataProcessingAgreement(
  deps: { db: Reader; config: ProcessingConfig; now: () => Date },
  ctx: AdminContext,
): Promise<{ fileName: string; data: Buffer }> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, ctx.companyId));
  if (!company) throw notFound();
  const data = await renderDataProcessingAgreement(company, processingTerms(deps.config), {
    filesInS3: deps.config.s3 !== undefined,
    today: danishToday(deps.now()),
  });
  return { fileName: `Databehandleraftale ${company.name}.pdf`, data };
}
