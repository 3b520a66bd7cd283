import type { CompanyResponse } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { loadOwnCompany, toCompanyResponse } from './company-record';

/** GET /api/company: the admin's own company with its billing details. */
export async function getCompany(deps: { db: Reader }, ctx: AdminContext): Promise<CompanyResponse> {
  return toCompanyResponse(await loadOwnCompany(deps.db, ctx.companyId));
}
