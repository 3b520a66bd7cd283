import type { TimeregStatus } from '@kollega/domain';

/** A status with a card, active, and employees who register: the tabs show. */
export function status(overrides: Partial<TimeregStatus> = {}): TimeregStatus {
  return { status: 'active', trial: false, hasPaymentCard: true, eligibleEmployees: 2, ...overrides };
}
