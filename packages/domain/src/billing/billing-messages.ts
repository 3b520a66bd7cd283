/** hr-core §2, §4, §8 and time-registration §8: the subscription page's texts, once, for the web and the server. */
export const BILLING_MESSAGES = {
  pageTitle: 'Abonnement',
  changePlan: 'Skift abonnement',
  changeCard: 'Skift betalingskort',
  confirmDowngrade: (planName: string) => `Du er ved at nedgradere til ${planName}. Er du sikker?`,
  paymentError: 'Der skete en fejl under betalingen. Prøv venligst igen eller kontakt support.',
  invoiceFailed: 'Fejlet',
  invoiceFailedHint: 'Vi kunne ikke trække pengene fra din konto, vi forsøger igen om 24 timer',
  /** Not in the spec: after the third failed try (suspended) no retry comes; a new card pays the amount. */
  invoiceFailedSuspendedHint:
    'Vi kunne ikke trække pengene fra din konto. Skift betalingskort, så trækker vi beløbet med det samme.',
  /** Not in the spec: docs/rules/billing.md#ruling-32, the next payment on freemium. */
  freemiumNoPayment: 'Der er ingen betaling på Freemium uden tilkøb.',
  freemiumAddOns:
    'På Freemium betales kun tilkøb: tidsregistrering pr. medarbejder og ekstra administratorer, hver måned fra den dag, betalingskortet blev tilknyttet.',
  invoicePending: 'Afventer',
  invoicePendingHint: 'Vi afventer betaling fra din bank',
  bannerPaymentFailed: 'Seneste betaling mislykkedes. Vi forsøger igen inden for de næste 24 timer.',
  bannerCardExpired: 'Dit betalingskort er udløbet.',
  bannerCardExpiringSoon: 'Dit betalingskort udløber snart.',
  bannerNoCard: 'Du har ikke opsat et betalingskort',
  bannerSuspended: 'Dit abonnement er blevet suspenderet. Opdater dit betalingskort for at genoptage det.',
  subscriptionMissing: 'Aktivt abonnement mangler',
  /** Not in the spec: picking the plan one already has (hr-core §4 forbids it unless cancelled). */
  samePlan: 'Du har allerede dette abonnement.',
  /** Not in the spec: a plan change while the last payment is still open (failed or suspended). */
  openCharge: 'Den seneste betaling er ikke gennemført. Skift betalingskort, før du skifter abonnement.',
  /** Not in the spec: a card change or charge without a card on file. */
  noCard: 'Der er ikke tilknyttet et betalingskort.',
  /** Not in the spec: a payment window that was already used or has expired. */
  orderClosed: 'Betalingen er allerede gennemført eller udløbet.',
  /** Not in the spec: a callback whose signature does not match. */
  badSignature: 'Betalingens signatur er ugyldig.',
  /** Not in the spec: production without a payment provider (docs/rules/billing.md#ruling-27). */
  unavailable: 'Betaling er ikke sat op på denne installation. Kontakt support.',
  /** Not in the spec: BILLING=off (docs/rules/billing.md#ruling-27). */
  billingOff: 'Abonnementer er slået fra på denne installation.',
} as const;

/** A failed invoice's hint: the retry is promised only while one will happen (issue 23). */
export function failedInvoiceHint(willRetry: boolean): string {
  return willRetry ? BILLING_MESSAGES.invoiceFailedHint : BILLING_MESSAGES.invoiceFailedSuspendedHint;
}

/** The plans' display names (hr-core §2 plans modal). */
export const PLAN_NAMES = {
  freemium: 'Freemium',
  premium: 'Premium',
  premiumplus: 'Premium Plus',
} as const;

/** hr-core §8: onpay_errorcode values that show the payment error (0 is approved). */
export const PAYMENT_ERROR_CODES = [1, 2, 3, 1000] as const;
