import type { SubscriptionStatus } from '../auth/roles';

/** Which promo the time registration page shows instead of its tabs (time-registration §2). */
export type TimeregPromo = 'noEmployees' | 'expired' | 'noCard';

export interface TimeregPageInput {
  status: SubscriptionStatus | null;
  trial: boolean;
  hasPaymentCard: boolean;
  /** Employees who register time (app access, not exempt, not inactive). */
  eligibleEmployees: number;
  /** The settings tab is always reachable with a card or a trial, to get started. */
  onSettings: boolean;
}

export interface TimeregPageState {
  /** 'Ny registrering' and 'Indstillinger' in the header: with a card or during a trial. */
  showHeaderButtons: boolean;
  /** Overblik, Registreringer, Overskridelser: active with a card, or on trial. */
  showTabs: boolean;
  /** The promo instead of the page, or null. */
  promo: TimeregPromo | null;
  /** The promo's button: 'Kom godt igang' (to settings) with a card or trial, else 'Tilknyt betalingskort'. */
  promoAction: 'getStarted' | 'attachCard' | null;
}

/**
 * time-registration §2, in one place: the billing issue only feeds `hasPaymentCard`, `trial` and `status`.
 * - Header buttons show with a payment card or during a trial.
 * - Tabs show when the subscription is active with a card, or on trial.
 * - The promo shows when the subscription is expired, or (outside settings, in active mode) there are no
 *   eligible employees; also whenever the tabs cannot show. It says 'Kræver tilknyttet betalingskort' without a
 *   card and trial, offering 'Tilknyt betalingskort'; with a card or trial it offers 'Kom godt igang'.
 */
export function timeregPageState(input: TimeregPageInput): TimeregPageState {
  const cardOrTrial = input.hasPaymentCard || input.trial;
  const activeWithCard = input.hasPaymentCard && (input.status === 'active' || input.status === 'cancelled');
  const showTabs = activeWithCard || input.trial;
  let promo: TimeregPromo | null = null;
  if (input.status === 'expired') promo = 'expired';
  else if (!cardOrTrial) promo = 'noCard';
  else if (!input.onSettings && input.eligibleEmployees === 0) promo = 'noEmployees';
  else if (!showTabs && !input.onSettings) promo = 'noCard';
  return {
    showHeaderButtons: cardOrTrial,
    showTabs: showTabs && promo === null,
    promo,
    promoAction: promo === null ? null : cardOrTrial && promo !== 'expired' ? 'getStarted' : 'attachCard',
  };
}

export const TIMEREG_PROMO_TEXTS = {
  cardRequired: 'Kræver tilknyttet betalingskort',
  getStarted: 'Kom godt igang',
  attachCard: 'Tilknyt betalingskort',
} as const;
