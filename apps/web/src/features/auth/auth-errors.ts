import { AUTH_MESSAGES } from '@kollega/domain';
import { ApiError } from '../../lib/api';
import { GENERIC_ERROR } from './generic-error';

export { GENERIC_ERROR };

/** A network failure keeps apiFetch's Danish message ("Kunne ikke få forbindelse …"); anything else is generic. */
function fallback(error: unknown): string {
  return error instanceof ApiError && error.isNetworkError ? error.message : GENERIC_ERROR;
}

/** POST /api/auth/sign-in/email answers better-auth's English `{ code, message }`: said in Danish here. */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (error.status === 401 || error.status === 400 || error.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return AUTH_MESSAGES.loginFailed;
  }
  return fallback(error);
}

/** POST /api/auth/sign-up/email: better-auth's codes in Danish. */
export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  if (error.code.startsWith('USER_ALREADY_EXISTS') || error.status === 422) return AUTH_MESSAGES.emailInUse;
  if (error.code === 'PASSWORD_TOO_SHORT') return AUTH_MESSAGES.passwordTooShort;
  if (error.code === 'PASSWORD_TOO_LONG') return AUTH_MESSAGES.passwordTooLong;
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  return fallback(error);
}

/** Our own endpoints (/api/account/*) answer the envelope with a Danish message: show it. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isClientError || error.isNetworkError)) return error.message;
  return GENERIC_ERROR;
}
