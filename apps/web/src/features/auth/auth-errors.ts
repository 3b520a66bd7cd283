import { AUTH_MESSAGES } from '@kollega/domain';
import { ApiError } from '../../lib/api';
import { GENERIC_ERROR } from '../../lib/generic-error';

export { GENERIC_ERROR };

/** A network failure keeps apiFetch's Danish message ("Kunne ikke få forbindelse …"); anything else is generic. */
function fallback(error: unknown): string {
  return error instanceof ApiError && error.isNetworkError ? error.message : GENERIC_ERROR;
}

/**
 * POST /api/auth/sign-in/email: the server answers better-auth's refusals in the envelope with the spec's
 * Danish text; its code and status decide here, so a refusal reads the same whatever the server's wording.
 */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (error.status === 401 || error.status === 400 || error.is('INVALID_EMAIL_OR_PASSWORD')) {
    return AUTH_MESSAGES.loginFailed;
  }
  return fallback(error);
}

/** POST /api/auth/sign-up/email: better-auth's codes (in the domain's error registry) in Danish. */
export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  if (
    error.is('USER_ALREADY_EXISTS') ||
    error.is('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') ||
    error.status === 422
  )
    return AUTH_MESSAGES.emailInUse;
  if (error.is('PASSWORD_TOO_SHORT')) return AUTH_MESSAGES.passwordTooShort;
  if (error.is('PASSWORD_TOO_LONG')) return AUTH_MESSAGES.passwordTooLong;
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  return fallback(error);
}

/** Our own endpoints (/api/account/*) answer the envelope with a Danish message: show it. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isClientError || error.isNetworkError)) return error.message;
  return GENERIC_ERROR;
}
