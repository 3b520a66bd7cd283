/** hr-core §4: open ('Åben'), open with its moment passed ('Forfalden'), or closed ('Afsluttet'). */
export type AgreementStatus = 'open' | 'overdue' | 'closed';

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  open: 'Åben',
  overdue: 'Forfalden',
  closed: 'Afsluttet',
};

/**
 * An open agreement is overdue once its moment has passed; the moment is an instant, so the Danish time zone
 * is already in it (an agreement at 10:00 Danish time is overdue from 10:00:00.001 Danish time on).
 */
export function agreementStatus(
  agreement: { isClosed: boolean; startsAt: string | Date },
  now: Date = new Date(),
): AgreementStatus {
  if (agreement.isClosed) return 'closed';
  return new Date(agreement.startsAt).getTime() < now.getTime() ? 'overdue' : 'open';
}
