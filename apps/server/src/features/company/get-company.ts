import type { CompanyResponse } from '@kollega/domain';
import type { Db } from '../../db/database';
import type { AdminContext } from '../../plugins/auth/request-context';
import { loadOwnCompany, toCompanyResponse } from './company-record';

/** GET /api/company: the admin's own company with its billing details. */
export async function getCompany(db: Db, ctx: AdminContext): Promise<CompanyResponse> {
  return toCompanyResponse(await loadOwnCompany(db, ctx.companyId));
}
