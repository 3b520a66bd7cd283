import type { Plan, SubscriptionStatus } from '../auth/roles';
import { daysBetween, type IsoDate } from '../dates/calendar';
import {
  EXTRA_ADMIN_PRICE_ORE,
  extraAdminCount,
  PLAN_PRICE_ORE,
  TIME_REGISTRATION_PRICE_ORE,
  vatOf,
  withVat,
} from '../employees/plan-limits';
import { PLAN_NAMES } from './billing-messages';

/** One invoice line, excl. moms: quantity × unit price (a credit has a negative unit price). */
export interface InvoiceLine {
  kind: 'plan' | 'timereg' | 'extraAdmin' | 'credit';
  description: string;
  quantity: number;
  unitPriceOre: number;
  amountOre: number;
  /** A line about other days than the invoice's period (a credit): its first day and its end, exclusive. */
  period?: { start: IsoDate; end: IsoDate };
}

export interface InvoiceTotals {
  netOre: number;
  vatOre: number;
  grossOre: number;
}

/** What a period is charged for, counted when the charge is made (docs/rules/billing.md#ruling-27). */
export interface ChargeBasis {
  plan: Plan;
  /** Employees with app access, not exempt, not inactive. */
  timeRegistrationUsers: number;
  /** Every admin, the owner included. */
  adminCount: number;
}

/**
 * docs/rules/billing.md#ruling-27: the lines of one period: the plan's price, 10 kr. per employee who registers time and 25 kr.
 * per admin beyond the included ones. Lines with quantity 0 are left out. docs/rules/billing.md#ruling-32: time registration is billed
 * on every plan, so freemium (price 0, no plan line) has the add-on lines only, and none without add-ons.
 */
export function periodLines(basis: ChargeBasis): InvoiceLine[] {
  const lines: InvoiceLine[] =
    basis.plan === 'freemium'
      ? []
      : [
          {
            kind: 'plan',
            description: `Abonnement ${PLAN_NAMES[basis.plan]}`,
            quantity: 1,
            unitPriceOre: PLAN_PRICE_ORE[basis.plan],
            amountOre: PLAN_PRICE_ORE[basis.plan],
          },
        ];
  if (basis.timeRegistrationUsers > 0) {
    lines.push({
      kind: 'timereg',
      description: 'Tidsregistrering pr. medarbejder',
      quantity: basis.timeRegistrationUsers,
      unitPriceOre: TIME_REGISTRATION_PRICE_ORE,
      amountOre: basis.timeRegistrationUsers * TIME_REGISTRATION_PRICE_ORE,
    });
  }
  const extra = extraAdminCount(basis.plan, basis.adminCount);
  if (extra > 0) {
    lines.push({
      kind: 'extraAdmin',
      description: 'Ekstra administrator',
      quantity: extra,
      unitPriceOre: EXTRA_ADMIN_PRICE_ORE,
      amountOre: extra * EXTRA_ADMIN_PRICE_ORE,
    });
  }
  return lines;
}

/**
 * The paid period an upgrade cuts short, as its invoice has it: what the period was charged excl. moms (plan and
 * add-ons, not a credit the invoice carried for an earlier period), the invoice's number, and its dates (end
 * exclusive: the next billing date).
 */
export interface PaidPeriod {
  paidOre: number;
  invoiceNumber: number;
  start: IsoDate;
  end: IsoDate;
}

/** What a period's invoice charged for the period itself: its lines less any credit for an earlier period. */
export function periodChargeOre(lines: readonly InvoiceLine[]): number {
  return lines.filter((line) => line.kind !== 'credit').reduce((sum, line) => sum + line.amountOre, 0);
}

/**
 * docs/rules/billing.md#ruling-27 and issue 23: an upgrade's credit for the unused days of a paid period already charged: days
 * left / days in that period × everything the period was charged (plan price, time registration, extra admins),
 * rounded to whole øre (half up), as a negative amount. 0 when nothing is left.
 */
export function prorationCreditOre(period: Omit<PaidPeriod, 'invoiceNumber'>, today: IsoDate): number {
  const days = daysBetween(period.start, period.end);
  const left = Math.min(days, Math.max(0, daysBetween(today, period.end)));
  if (days <= 0 || left <= 0 || period.paidOre <= 0) return 0;
  // Integer arithmetic: round(left × paid / days) half up, without floating point.
  return -Math.floor((2 * left * period.paidOre + days) / (2 * days));
}

/** The credit as an invoice line naming the invoice it credits, or nothing when there is no credit. */
export function creditLine(period: PaidPeriod, today: IsoDate): InvoiceLine[] {
  const credit = prorationCreditOre(period, today);
  if (credit === 0) return [];
  return [
    {
      kind: 'credit',
      description: `Kredit for ubrugte dage på faktura ${period.invoiceNumber}`,
      quantity: 1,
      unitPriceOre: credit,
      amountOre: credit,
      period: { start: today, end: period.end },
    },
  ];
}

/** The invoice's totals: the lines' sum excl. moms, 25 % moms applied once to that sum, and the total incl. moms. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const sum = lines.reduce((total, line) => total + line.amountOre, 0);
  const netOre = Math.max(0, sum);
  return { netOre, vatOre: vatOf(netOre), grossOre: withVat(netOre) };
}

/** What the next charge is for: a cancelled subscription runs out (freemium), a pending downgrade takes over. */
export function nextPaymentPlan(subscription: {
  plan: Plan;
  status: SubscriptionStatus;
  pendingPlan: Plan | null;
}): Plan {
  return subscription.status === 'cancelled' ? 'freemium' : (subscription.pendingPlan ?? subscription.plan);
}

/**
 * The next charge's lines and total excl. moms, counted as of now (time-registration §2, docs/rules/billing.md#ruling-27). Ruling
 * 32: freemium's add-ons are charged only with a card on file; without one nothing is charged on freemium.
 */
export function nextPayment(
  subscription: { plan: Plan; status: SubscriptionStatus; pendingPlan: Plan | null; hasCard: boolean },
  counts: Omit<ChargeBasis, 'plan'>,
): { lines: InvoiceLine[]; netOre: number } {
  const plan = nextPaymentPlan(subscription);
  if (plan === 'freemium' && !subscription.hasCard) return { lines: [], netOre: 0 };
  const lines = periodLines({ plan, ...counts });
  return { lines, netOre: invoiceTotals(lines).netOre };
}

/** A card as shown: the BIN's first four and two more digits, masked, and the last four ('4111 11•• •••• 1111'). */
export function maskedCardNumber(bin: string, last4: string): string {
  return `${bin.slice(0, 4)} ${bin.slice(4, 6)}•• •••• ${last4}`;
}
