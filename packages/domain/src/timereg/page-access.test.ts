import { describe, expect, it } from 'vitest';
import { timeregPageState } from './page-access';

const base = {
  status: 'active' as const,
  trial: false,
  hasPaymentCard: true,
  eligibleEmployees: 3,
  onSettings: false,
};

describe('timeregPageState (time-registration §2)', () => {
  it('shows tabs and header buttons when active with a card and employees who register', () => {
    expect(timeregPageState(base)).toEqual({
      showHeaderButtons: true,
      showTabs: true,
      promo: null,
      promoAction: null,
    });
  });

  it('shows the promo with "Kom godt igang" when no employee registers yet, but not on the settings tab', () => {
    expect(timeregPageState({ ...base, eligibleEmployees: 0 })).toMatchObject({
      promo: 'noEmployees',
      promoAction: 'getStarted',
      showTabs: false,
    });
    expect(timeregPageState({ ...base, eligibleEmployees: 0, onSettings: true })).toMatchObject({
      promo: null,
    });
  });

  it('asks for a payment card without a card and without a trial', () => {
    expect(timeregPageState({ ...base, hasPaymentCard: false })).toEqual({
      showHeaderButtons: false,
      showTabs: false,
      promo: 'noCard',
      promoAction: 'attachCard',
    });
  });

  it('lets a trial in without a card', () => {
    expect(timeregPageState({ ...base, hasPaymentCard: false, trial: true })).toMatchObject({
      showTabs: true,
      showHeaderButtons: true,
      promo: null,
    });
  });

  it('shows the expired promo whatever else holds', () => {
    expect(timeregPageState({ ...base, status: 'expired' })).toMatchObject({
      promo: 'expired',
      promoAction: 'attachCard',
      showTabs: false,
    });
  });
});
