import type { Auth } from '../../plugins/auth/create-auth';
import type { PasswordCheck } from './deps';

/**
 * The password check an acknowledgement needs, on better-auth's own machinery: its adapter finds the login's
 * credential account (the `accounts` table is not readable on the request path's role) and its configured
 * verifier compares the hash, so the check is exactly the one signing in makes.
 */
export function betterAuthPasswordCheck(auth: Auth): PasswordCheck {
  return async (userId, password) => {
    const context = await auth.$context;
    const accounts = await context.internalAdapter.findAccounts(userId);
    const credential = accounts.find((account) => account.providerId === 'credential');
    if (!credential?.password) return false;
    return context.password.verify({ hash: credential.password, password });
  };
}
