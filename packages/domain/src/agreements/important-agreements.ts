import { type AgreementExemption, type AgreementType, IMPORTANT_AGREEMENT_TYPES } from './agreement-types';

export interface ImportantAgreementRow {
  type: AgreementType;
  /** The soonest open agreement of the type, or null: 'Ikke planlagt'. */
  nextStartsAt: string | null;
}

/**
 * The employee's Aftaler tab (hr-core §2, docs/rules/agreements.md#ruling-21): one row per important type the employee is not
 * exempt from, with the soonest open agreement of that type.
 */
export function importantAgreementRows(
  exemptions: Record<AgreementExemption, boolean>,
  agreements: { agreementType: string; startsAt: string; isClosed: boolean }[],
): ImportantAgreementRow[] {
  return IMPORTANT_AGREEMENT_TYPES.filter(({ exemptBy }) => !exemptions[exemptBy]).map(({ type }) => {
    const soonest = agreements
      .filter((agreement) => !agreement.isClosed && agreement.agreementType === type)
      .map((agreement) => agreement.startsAt)
      .sort((a, b) => new Date(a).getTime() - new Date(b).getTime())[0];
    return { type, nextStartsAt: soonest ?? null };
  });
}
