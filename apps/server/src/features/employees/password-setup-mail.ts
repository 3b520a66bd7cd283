import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import { passwordSetupMail } from '../../integrations/mail/templates/password-setup';
import { emailActionUrl } from '../../plugins/auth/create-auth';
import { PASSWORD_SETUP_HOURS } from '../../plugins/auth/employee-logins';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { AppliedSettings } from './apply-settings';
import type { EmployeeDeps } from './deps';

/**
 * Sends the password-setup e-mails of saved settings, after the transaction (DESIGN.md rule 6: no network I/O
 * inside one). The link opens the e-mail action page's new-password form. A mail that fails is logged by the
 * caller and reported as not sent: the settings stay saved, and saving again sends a new link.
 */
export async function sendPasswordSetupMails(
  deps: Pick<EmployeeDeps, 'db' | 'mailer' | 'baseUrl'>,
  ctx: AdminContext,
  setups: NonNullable<AppliedSettings['passwordSetup']>[],
): Promise<boolean> {
  if (setups.length === 0) return false;
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  for (const setup of setups) {
    await deps.mailer.send({
      to: setup.email,
      ...passwordSetupMail({
        url: emailActionUrl(deps.baseUrl, 'resetPassword', setup.token),
        companyName: company?.name ?? 'Din arbejdsgiver',
        firstName: setup.firstName,
        validHours: PASSWORD_SETUP_HOURS,
      }),
    });
  }
  return true;
}
