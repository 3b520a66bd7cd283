import type { CvrCompany, ErrorCode } from '@kollega/domain';
import { AppError } from '../../errors/app-error';
import { type CvrFailure, CvrLookupError, type CvrProvider } from '../../integrations/cvr/index';

const ERROR_BY_FAILURE: Record<CvrFailure, ErrorCode> = {
  not_found: 'CVR_NOT_FOUND',
  invalid: 'CVR_INVALID',
  quota_exceeded: 'CVR_QUOTA_EXCEEDED',
  unavailable: 'CVR_UNAVAILABLE',
};

/**
 * POST /api/company/search: the company with this CVR number from the register (docs/rules/platform.md#ruling-16). Every
 * failure has its own Danish message, and each lets the person go on and type the details in themselves.
 * The register's own reason travels as the cause, so a 503 is logged with it.
 */
export async function searchCvr(cvr: CvrProvider, input: { vat: string }): Promise<CvrCompany> {
  try {
    return await cvr.lookup(input.vat);
  } catch (error) {
    const code = ERROR_BY_FAILURE[error instanceof CvrLookupError ? error.failure : 'unavailable'];
    throw new AppError(code, undefined, { cause: error });
  }
}
