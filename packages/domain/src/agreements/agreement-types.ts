/**
 * hr-core §9: the 11 agreement types, and 'Sygefraværssamtale' (issue 29: booked from a sick period), and the follow-up offsets of the four that have them. Written once here;
 * the server validates against it and the web builds its selects and the 'Book opfølgning?' dialog from it.
 */
export const AGREEMENT_TYPES = [
  '1 til 1',
  '3 mdr. opfølgning',
  'Advarsel',
  'Andet',
  'Exit interview',
  'Lønsamtale',
  'Målsætninger - S.M.A.R.T',
  'Offboarding',
  'Onboarding',
  'Reboarding',
  'Sygefraværssamtale',
  'Udviklingssamtale',
] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export function isAgreementType(value: string): value is AgreementType {
  return (AGREEMENT_TYPES as readonly string[]).includes(value);
}

/** A follow-up offset: whole days, or '1 måned', a calendar month (docs/rules/agreements.md#ruling-21). */
export type FollowUpOffset = { key: string; label: string } & ({ days: number } | { months: number });

const days = (count: number): FollowUpOffset => ({ key: `${count}d`, label: `${count} dage`, days: count });
const MONTH: FollowUpOffset = { key: '1m', label: '1 måned', months: 1 };

export interface FollowUpOptions {
  offsets: FollowUpOffset[];
  /** The key of the offset chosen when the dialog opens. */
  defaultKey: string;
}

/** hr-core §9. '1 til 1' says 'default 30', which is the '1 måned' option (docs/rules/agreements.md#ruling-21). */
export const FOLLOW_UP_OPTIONS: Partial<Record<AgreementType, FollowUpOptions>> = {
  '1 til 1': { offsets: [days(7), days(14), MONTH], defaultKey: '1m' },
  Lønsamtale: { offsets: [days(180), days(365), days(730), days(1095)], defaultKey: '365d' },
  'Målsætninger - S.M.A.R.T': { offsets: [days(180), days(365)], defaultKey: '180d' },
  Udviklingssamtale: { offsets: [days(180), days(365)], defaultKey: '180d' },
};

export function followUpOptionsFor(type: string): FollowUpOptions | null {
  return isAgreementType(type) ? (FOLLOW_UP_OPTIONS[type] ?? null) : null;
}

/** The employee settings that exempt someone from an important type (hr-core §3, docs/rules/agreements.md#ruling-21). */
export type AgreementExemption = 'exemptFrom1to1' | 'exemptFromSalary' | 'exemptFromEPR';

/** docs/rules/agreements.md#ruling-21: the important types of the employee's Aftaler tab and the dashboard's suggestions. */
export const IMPORTANT_AGREEMENT_TYPES: { type: AgreementType; exemptBy: AgreementExemption }[] = [
  { type: '1 til 1', exemptBy: 'exemptFrom1to1' },
  { type: 'Lønsamtale', exemptBy: 'exemptFromSalary' },
  { type: 'Udviklingssamtale', exemptBy: 'exemptFromEPR' },
];
