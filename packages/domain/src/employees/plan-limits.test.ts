import { describe, expect, it } from 'vitest';
import type { Plan } from '../auth/roles';
import {
  canCreateEmployee,
  EXTRA_ADMIN_PRICE_ORE,
  employeeLimit,
  extraAdminCount,
  hasEquipment,
  INCLUDED_EXTRA_ADMINS,
  includedAdminCount,
  isOverEmployeeLimit,
  isTimeRegistrationUser,
  monthlyPriceOre,
  PLAN_PRICE_ORE,
  TIME_REGISTRATION_PRICE_ORE,
  vatOf,
  visibleEmployeeCount,
  visibleEmployees,
  withVat,
} from './plan-limits';

describe('employee limits (docs/rules/employees.md#ruling-4)', () => {
  it('counts employees other than the owner: 10, 100, unlimited', () => {
    expect(employeeLimit('freemium')).toBe(10);
    expect(employeeLimit('premium')).toBe(100);
    expect(employeeLimit('premiumplus')).toBe(Number.POSITIVE_INFINITY);
  });

  it('shows 11, 101 and every record, the owner included', () => {
    expect(visibleEmployeeCount('freemium')).toBe(11);
    expect(visibleEmployeeCount('premium')).toBe(101);
    expect(visibleEmployeeCount('premiumplus')).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    ['freemium', 0, true, false],
    ['freemium', 9, true, false],
    ['freemium', 10, false, false],
    ['freemium', 11, false, true],
    ['freemium', 50, false, true],
    ['premium', 10, true, false],
    ['premium', 11, true, false],
    ['premium', 99, true, false],
    ['premium', 100, false, false],
    ['premium', 101, false, true],
    ['premiumplus', 0, true, false],
    ['premiumplus', 101, true, false],
    ['premiumplus', 1_000_000, true, false],
    ['premiumplus', Number.MAX_SAFE_INTEGER, true, false],
  ] as const)(
    '%s with %i employees besides the owner: may create %s, over the limit %s',
    (plan, count, create, over) => {
      expect(canCreateEmployee(plan, count)).toBe(create);
      expect(isOverEmployeeLimit(plan, count)).toBe(over);
    },
  );

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the count %d', (count) => {
    expect(() => canCreateEmployee('freemium', count)).toThrow(RangeError);
    expect(() => isOverEmployeeLimit('premium', count)).toThrow(RangeError);
  });

  describe('visibleEmployees', () => {
    const people = (count: number, ownerAt: number) =>
      Array.from({ length: count }, (_, index) => ({ id: index, owner: index === ownerAt }));
    const isOwner = (person: { owner: boolean }) => person.owner;

    it('keeps the owner and the first 10 others on freemium, by creation order', () => {
      const visible = visibleEmployees('freemium', people(15, 0), isOwner);
      expect(visible.map((person) => person.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(visible).toHaveLength(visibleEmployeeCount('freemium'));
    });

    it('keeps an owner created after the others (e.g. a transferred company)', () => {
      const visible = visibleEmployees('freemium', people(15, 13), isOwner);
      expect(visible.map((person) => person.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13]);
    });

    it('keeps everyone at the limit and 101 of 150 on premium', () => {
      expect(visibleEmployees('freemium', people(11, 0), isOwner)).toHaveLength(11);
      expect(visibleEmployees('premium', people(150, 0), isOwner)).toHaveLength(101);
      expect(visibleEmployees('premium', people(101, 0), isOwner)).toHaveLength(101);
    });

    it('keeps everyone on premiumplus', () => {
      expect(visibleEmployees('premiumplus', people(5000, 0), isOwner)).toHaveLength(5000);
    });
  });
});

describe('admins (docs/rules/billing.md#ruling-3)', () => {
  it('includes the owner plus 0, 1 or 2: totals 1, 2 and 3 as on the plan cards', () => {
    expect(INCLUDED_EXTRA_ADMINS).toEqual({ freemium: 0, premium: 1, premiumplus: 2 });
    expect(includedAdminCount('freemium')).toBe(1);
    expect(includedAdminCount('premium')).toBe(2);
    expect(includedAdminCount('premiumplus')).toBe(3);
  });

  it.each([
    ['freemium', 0, 0],
    ['freemium', 1, 0],
    ['freemium', 2, 1],
    ['freemium', 5, 4],
    ['premium', 1, 0],
    ['premium', 2, 0],
    ['premium', 3, 1],
    ['premiumplus', 3, 0],
    ['premiumplus', 4, 1],
    ['premiumplus', 10, 7],
  ] as const)('%s with %i admins (owner included) pays for %i', (plan, admins, extra) => {
    expect(extraAdminCount(plan, admins)).toBe(extra);
  });

  it('charges 25 kr. per extra admin', () => {
    expect(EXTRA_ADMIN_PRICE_ORE).toBe(2500);
  });

  it('refuses a negative admin count', () => {
    expect(() => extraAdminCount('premium', -1)).toThrow(RangeError);
  });
});

describe('prices (docs/rules/billing.md#ruling-5)', () => {
  it('has the plan prices in øre', () => {
    expect(PLAN_PRICE_ORE).toEqual({ freemium: 0, premium: 50_000, premiumplus: 250_000 });
    expect(TIME_REGISTRATION_PRICE_ORE).toBe(1000);
  });

  it.each([
    [{ plan: 'freemium', adminCount: 1, timeRegistrationUsers: 0 }, 0],
    [{ plan: 'freemium', adminCount: 2, timeRegistrationUsers: 0 }, 2_500],
    [{ plan: 'freemium', adminCount: 1, timeRegistrationUsers: 3 }, 3_000],
    [{ plan: 'premium', adminCount: 2, timeRegistrationUsers: 0 }, 50_000],
    [{ plan: 'premium', adminCount: 4, timeRegistrationUsers: 5 }, 50_000 + 2 * 2_500 + 5 * 1_000],
    [{ plan: 'premiumplus', adminCount: 3, timeRegistrationUsers: 0 }, 250_000],
    [{ plan: 'premiumplus', adminCount: 1, timeRegistrationUsers: 0 }, 250_000],
    [{ plan: 'premiumplus', adminCount: 6, timeRegistrationUsers: 200 }, 250_000 + 3 * 2_500 + 200 * 1_000],
  ] as const)('%o costs %i øre a month excl. VAT', (input, ore) => {
    expect(monthlyPriceOre(input)).toBe(ore);
  });

  it('refuses a negative number of time-registration users', () => {
    expect(() => monthlyPriceOre({ plan: 'premium', adminCount: 1, timeRegistrationUsers: -1 })).toThrow(
      RangeError,
    );
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('app access %s and exempt %s: paid for %s', (access, exempt, paid) => {
    expect(isTimeRegistrationUser({ mobileApp: { access }, timeRegistration: { exempt } })).toBe(paid);
  });
});

describe('withVat (DESIGN.md rule 4)', () => {
  it.each([
    [0, 0],
    [50_000, 62_500],
    [250_000, 312_500],
    [2_500, 3_125],
    [1_000, 1_250],
    [1, 1], // 1,25 øre → 1
    [2, 3], // 2,5 øre → 3 (half up)
    [3, 4], // 3,75 øre → 4
    [4, 5],
    [6, 8], // 7,5 → 8
    [10, 13], // 12,5 → 13
    [-2, -3], // a credit note rounds the same way, away from zero
    [-1, -1],
  ])('%i øre excl. VAT is %i øre incl. VAT', (ore, expected) => {
    expect(withVat(ore)).toBe(expected);
  });

  it('applies 25 % once, to the total', () => {
    const total = monthlyPriceOre({ plan: 'premium', adminCount: 3, timeRegistrationUsers: 7 });
    expect(total).toBe(59_500);
    expect(withVat(total)).toBe(74_375);
    expect(vatOf(total)).toBe(14_875);
  });

  it('gives whole øre for every amount', () => {
    for (let ore = 0; ore < 1000; ore += 1) {
      const gross = withVat(ore);
      expect(Number.isInteger(gross)).toBe(true);
      expect(Math.abs(gross - ore * 1.25)).toBeLessThanOrEqual(0.5);
    }
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d øre', (ore) => {
    expect(() => withVat(ore)).toThrow(RangeError);
  });
});

describe('hasEquipment (hr-core §6)', () => {
  it.each([
    ['freemium', false],
    ['premium', true],
    ['premiumplus', true],
  ] as [Plan, boolean][])('%s: %s', (plan, expected) => {
    expect(hasEquipment(plan)).toBe(expected);
  });
});
