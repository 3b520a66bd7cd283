import type { Plan, SubscriptionStatus } from '../auth/roles';
import { addDays, daysBetween, type IsoDate } from '../dates/calendar';
import { dayjs } from '../format/danish-time';

/** docs/rules/billing.md#ruling-27: three tries in all, 24 hours apart. */
export const MAX_CHARGE_ATTEMPTS = 3;
export const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;
/** docs/rules/billing.md#ruling-27: a trial set without a date lasts 30 days. */
export const DEFAULT_TRIAL_DAYS = 30;
/** time-registration §9: warn about a card expiring within 30 days. */
export const CARD_EXPIRY_WARNING_DAYS = 30;

const PLAN_RANK: Readonly<Record<Plan, number>> = { freemium: 0, premium: 1, premiumplus: 2 };

/**
 * docs/rules/billing.md#ruling-27: one calendar month later; a day the next month lacks is clamped to its last day
 * (31 January → 28/29 February), and the next period counts from that date (then the 28th/29th).
 */
export function addBillingMonth(date: IsoDate): IsoDate {
  return dayjs.utc(date).add(1, 'month').format('YYYY-MM-DD');
}

export type PlanChange = 'upgrade' | 'downgrade' | 'cancel' | 'nochange';

/**
 * hr-core §4: freemium → paid and premium → premiumplus are upgrades, premiumplus → premium a downgrade, any →
 * freemium a cancel. The current plan cannot be picked again unless cancelled, when picking it resumes the
 * subscription ('nochange'). Null: the pick is not allowed.
 */
export function classifyPlanChange(
  current: { plan: Plan; status: SubscriptionStatus; pendingPlan: Plan | null },
  target: Plan,
): PlanChange | null {
  const cancelled = current.status === 'cancelled';
  // An expired trial starts afresh: any paid plan is paid for now, freemium ends it.
  if (current.status === 'expired') return target === 'freemium' ? 'cancel' : 'upgrade';
  if (target === current.plan) {
    if (cancelled || current.pendingPlan !== null) return 'nochange';
    return null;
  }
  if (target === 'freemium') return cancelled ? null : 'cancel';
  return PLAN_RANK[target] > PLAN_RANK[current.plan] ? 'upgrade' : 'downgrade';
}

/** The subscription fields the recurring jobs decide on. */
export interface BillingState {
  plan: Plan;
  status: SubscriptionStatus;
  pendingPlan: Plan | null;
  trial: boolean;
  trialEndsAt: IsoDate | null;
  nextBillingDate: IsoDate | null;
  hasCard: boolean;
}

export type DueAction =
  /** Cancelled, at nextBillingDate: freemium from now on. */
  | { kind: 'toFreemium' }
  /** The monthly charge (after a pending downgrade, on the new plan). */
  | { kind: 'charge'; plan: Plan; periodStart: IsoDate }
  /** Trial over without a card. */
  | { kind: 'expire' }
  | { kind: 'none' };

/** docs/rules/billing.md#ruling-27: what the daily job does with a subscription today. */
export function dueAction(state: BillingState, today: IsoDate): DueAction {
  if (state.trial && state.trialEndsAt && state.trialEndsAt <= today) {
    if (!state.hasCard) return state.status === 'expired' ? { kind: 'none' } : { kind: 'expire' };
    return { kind: 'charge', plan: state.plan === 'freemium' ? 'premium' : state.plan, periodStart: today };
  }
  if (state.trial) return { kind: 'none' };
  if (!state.nextBillingDate || state.nextBillingDate > today) return { kind: 'none' };
  if (state.status === 'cancelled' || state.pendingPlan === 'freemium') return { kind: 'toFreemium' };
  if (state.status !== 'active') return { kind: 'none' };
  const plan = state.pendingPlan ?? state.plan;
  // docs/rules/billing.md#ruling-32: freemium's add-ons are charged monthly with a card on file (the job leaves a period without
  // add-ons uncharged and moves on); without a card nothing is charged.
  if (plan === 'freemium' && !state.hasCard) return { kind: 'none' };
  return { kind: 'charge', plan, periodStart: state.nextBillingDate };
}

export interface ChargeOutcomeState {
  status: SubscriptionStatus;
  lastPaymentFailed: boolean;
  failedAttempts: number;
  /** When the next try is due, or null. */
  nextRetryAt: Date | null;
}

/**
 * docs/rules/billing.md#ruling-27: a completed charge clears the failure; a failed one is retried after 24 hours, and after the
 * third failed try the subscription is `terminated` (suspended) until the card is changed.
 */
export function afterCharge(failedAttemptsBefore: number, ok: boolean, now: Date): ChargeOutcomeState {
  if (ok) return { status: 'active', lastPaymentFailed: false, failedAttempts: 0, nextRetryAt: null };
  const failedAttempts = failedAttemptsBefore + 1;
  if (failedAttempts >= MAX_CHARGE_ATTEMPTS) {
    return { status: 'terminated', lastPaymentFailed: true, failedAttempts, nextRetryAt: null };
  }
  return {
    status: 'active',
    lastPaymentFailed: true,
    failedAttempts,
    nextRetryAt: new Date(now.getTime() + RETRY_AFTER_MS),
  };
}

/**
 * Whether a failed charge will be tried again: a retry is scheduled and the subscription is not suspended
 * (`terminated` after the third failed try waits for a new card, docs/rules/billing.md#ruling-27).
 */
export function chargeWillBeRetried(state: {
  status: SubscriptionStatus;
  nextRetryAt: Date | null;
}): boolean {
  return state.status !== 'terminated' && state.nextRetryAt !== null;
}

/** A card on file: the month and year it expires (valid through the last day of that month). */
export interface CardExpiry {
  expiryMonth: number;
  expiryYear: number;
}

export type CardState = 'valid' | 'expiringSoon' | 'expired';

/** time-registration §8–9: expired after its month, 'expiring soon' when its last day is within 30 days. */
export function cardState(card: CardExpiry, today: IsoDate): CardState {
  const lastDay = dayjs
    .utc(`${card.expiryYear}-${String(card.expiryMonth).padStart(2, '0')}-01`)
    .endOf('month')
    .format('YYYY-MM-DD');
  if (lastDay < today) return 'expired';
  if (daysBetween(today, lastDay) <= CARD_EXPIRY_WARNING_DAYS) return 'expiringSoon';
  return 'valid';
}

export type BannerKind = 'suspended' | 'paymentFailed' | 'cardExpired' | 'cardExpiringSoon' | 'noCard';

/**
 * hr-core §8 and time-registration §8: the topbar's banners for admins, most urgent first. No card is only worth
 * a banner when something is to be paid (a paid plan or a trial).
 */
export function billingBanners(
  input: {
    plan: Plan;
    status: SubscriptionStatus;
    trial: boolean;
    lastPaymentFailed: boolean;
    card: CardExpiry | null;
  },
  today: IsoDate,
): BannerKind[] {
  const banners: BannerKind[] = [];
  if (input.status === 'terminated') banners.push('suspended');
  else if (input.lastPaymentFailed) banners.push('paymentFailed');
  if (input.card) {
    const state = cardState(input.card, today);
    if (state === 'expired') banners.push('cardExpired');
    if (state === 'expiringSoon') banners.push('cardExpiringSoon');
  } else if (input.plan !== 'freemium' || input.trial) {
    banners.push('noCard');
  }
  return banners;
}

/** The default trial expiry: 30 days from `today`. */
export function defaultTrialEnd(today: IsoDate): IsoDate {
  return addDays(today, DEFAULT_TRIAL_DAYS);
}
