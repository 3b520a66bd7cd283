import {
  formatDate,
  PARENTAL_LEAVE_MESSAGES,
  type ParentalLeavePeriodDto,
  refusionDeadlineText,
} from '@kollega/domain';

/** 'Løn under orlov: Ja', 'Løn under orlov: Ja, til og med 13.03.2026' when the salary stops first, or 'Nej'. */
export function salaryText(
  period: Pick<ParentalLeavePeriodDto, 'withPay' | 'lastPaidDay' | 'lastDay'>,
): string {
  const label = PARENTAL_LEAVE_MESSAGES.salaryLabel;
  if (!period.withPay || !period.lastPaidDay) return `${label}: Nej`;
  if (period.lastPaidDay < period.lastDay)
    return `${label}: Ja, til og med ${formatDate(period.lastPaidDay)}`;
  return `${label}: Ja`;
}

/** The refusion deadline in words, or why there is none (no salary, no refusion to ask for). */
export function refusionText(period: Pick<ParentalLeavePeriodDto, 'refusionRequestBy' | 'ongoing'>): string {
  return period.refusionRequestBy
    ? refusionDeadlineText({ refusionRequestBy: period.refusionRequestBy, ongoing: period.ongoing })
    : PARENTAL_LEAVE_MESSAGES.noDeadline;
}
