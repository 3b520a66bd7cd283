import { AUTH_MESSAGES, ERROR_MESSAGES, type ErrorCode, type ErrorEnvelope } from '@kollega/domain';
import { codeForStatus } from '../../errors/app-error';

/**
 * better-auth's error codes the sign-up form can meet, each in the domain's error registry with the spec's text
 * (hr-core §5). Any other of its codes keeps the general text of its status.
 */
const BETTER_AUTH_CODES = new Set<ErrorCode>([
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'INVALID_EMAIL',
  'VALIDATION_ERROR',
  // Two-factor sign-in (decision 034).
  'INVALID_PASSWORD',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'INVALID_TWO_FACTOR_COOKIE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'ACCOUNT_TEMPORARILY_LOCKED',
  'TOTP_ALREADY_ENABLED',
  'TOTP_NOT_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  // Passkeys (decision 053).
  'PASSKEY_SIGN_IN_FAILED',
  'PASSKEY_REGISTRATION_FAILED',
  'PASSKEY_SESSION_NOT_FRESH',
  'PASSKEY_ALREADY_ADDED',
  'PASSKEY_LIMIT',
  'PASSKEY_NAME_INVALID',
]);

const isBetterAuthCode = (code: string): code is ErrorCode => BETTER_AUTH_CODES.has(code as ErrorCode);

async function codeOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { code?: unknown } | null;
    return typeof body?.code === 'string' && /^[A-Z0-9_]{1,100}$/.test(body.code) ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth answers its errors flat and in English (`{ code, message: 'Invalid email or password' }`). The
 * app answers every error in one envelope with a Danish message (DESIGN.md rule 3), so its code and status are
 * kept (the web app's forms key on them) and the message replaced: any failed sign-in says the spec's
 * 'Fejl i email eller kodeord. Prøv igen.', which also never tells whether the e-mail has an account.
 */
export async function authErrorEnvelope(path: string, response: Response): Promise<ErrorEnvelope['error']> {
  const fallback = codeForStatus(response.status);
  const code = (await codeOf(response)) ?? fallback;
  if (path === '/api/auth/sign-in/email' && (response.status === 400 || response.status === 401)) {
    return { code, message: AUTH_MESSAGES.loginFailed };
  }
  return { code, message: ERROR_MESSAGES[isBetterAuthCode(code) ? code : fallback] };
}
