import { formatDate, HOLIDAY_BUCKET_LABELS } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import { renderActionMail } from '../../integrations/mail/templates/layout';
import type { HolidayDeps } from './deps';
import type { HolidayEmployee, RequestRow } from './holiday-record';

/**
 * Tells the employee the answer to their request (decision 026), after the transaction (DESIGN.md rule 6). A
 * failed e-mail is logged; the decision stands and is shown in the app.
 */
export async function sendDecisionMail(
  deps: HolidayDeps,
  employee: HolidayEmployee,
  request: RequestRow,
): Promise<void> {
  if (!employee.email) return;
  try {
    const [company] = await deps.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, request.companyId));
    const what = HOLIDAY_BUCKET_LABELS[request.bucket === 'extra' ? 'extra' : 'holiday'].toLowerCase();
    const period =
      request.fromDate === request.toDate
        ? formatDate(request.fromDate)
        : `${formatDate(request.fromDate)} – ${formatDate(request.toDate)}`;
    const approved = request.status === 'approved';
    const paragraphs = [
      approved
        ? `Din anmodning om ${what} ${period} er godkendt. Dagene er registreret i din tidsregistrering.`
        : `Din anmodning om ${what} ${period} er afvist.`,
    ];
    if (request.decisionComment) {
      paragraphs.push(`${approved ? 'Kommentar' : 'Begrundelse'}: ${request.decisionComment}`);
    }
    await deps.mailer.send({
      to: employee.email,
      ...renderActionMail({
        subject: approved ? 'Din ferie er godkendt' : 'Din ferieanmodning er afvist',
        heading: `Hej ${employee.firstName}`,
        paragraphs,
        buttonLabel: 'Se din ferie',
        url: `${deps.baseUrl}/?side=ferie`,
        footnote: `Sendt af Kollega for ${company?.name ?? 'din arbejdsgiver'}.`,
      }),
    });
  } catch (error) {
    deps.log.error({ err: error, requestId: request.id }, 'holiday decision e-mail failed');
  }
}
