import { COMPANY_MESSAGES, type CvrCompany } from '@kollega/domain';
import { AppError } from '../../errors/app-error';
import { type CvrFailure, CvrLookupError, type CvrProvider } from '../../integrations/cvr/index';

const ERROR_BY_FAILURE: Record<CvrFailure, { code: string; message: string; statusCode: number }> = {
  not_found: { code: 'CVR_NOT_FOUND', message: COMPANY_MESSAGES.cvrNotFound, statusCode: 404 },
  invalid: { code: 'CVR_INVALID', message: COMPANY_MESSAGES.cvrInvalid, statusCode: 400 },
  quota_exceeded: {
    code: 'CVR_QUOTA_EXCEEDED',
    message: COMPANY_MESSAGES.cvrQuotaExceeded,
    statusCode: 429,
  },
  unavailable: { code: 'CVR_UNAVAILABLE', message: COMPANY_MESSAGES.cvrUnavailable, statusCode: 503 },
};

/**
 * POST /api/company/search: the company with this CVR number from the register (decisions.md 16). Every
 * failure has its own Danish message, and each lets the person go on and type the details in themselves.
 * The register's own reason travels as the cause, so a 503 is logged with it.
 */
export async function searchCvr(cvr: CvrProvider, input: { vat: string }): Promise<CvrCompany> {
  try {
    return await cvr.lookup(input.vat);
  } catch (error) {
    const { code, message, statusCode } =
      ERROR_BY_FAILURE[error instanceof CvrLookupError ? error.failure : 'unavailable'];
    throw new AppError(code, message, { statusCode, cause: error });
  }
}
