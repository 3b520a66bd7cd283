import type { Plan } from '../auth/roles';

// Plans, limits and prices (docs/rules/billing.md#ruling-3, docs/rules/employees.md#ruling-4, docs/rules/billing.md#ruling-5, hr-core §6 and §9). Money in øre, excl. VAT, per month
// (DESIGN.md rule 4); VAT is added once, at invoice time, by `withVat`.

/**
 * docs/rules/employees.md#ruling-4: how many employees a plan allows, not counting the owner. premiumplus is unlimited
 * (the old constant 1000000 is a stand-in for that, not a limit).
 */
export const EMPLOYEE_LIMITS: Readonly<Record<Plan, number>> = {
  freemium: 10,
  premium: 100,
  premiumplus: Number.POSITIVE_INFINITY,
};

/** docs/rules/billing.md#ruling-3: admins included besides the owner. */
export const INCLUDED_EXTRA_ADMINS: Readonly<Record<Plan, number>> = {
  freemium: 0,
  premium: 1,
  premiumplus: 2,
};

/** docs/rules/billing.md#ruling-5: the plan's price per month, øre excl. VAT (shown as 0, 500 and 2.500 kr.). */
export const PLAN_PRICE_ORE: Readonly<Record<Plan, number>> = {
  freemium: 0,
  premium: 50_000,
  premiumplus: 250_000,
};

/** docs/rules/billing.md#ruling-3 and docs/rules/billing.md#ruling-5: each admin beyond the included ones, per month (25 kr.). */
export const EXTRA_ADMIN_PRICE_ORE = 2_500;

/** docs/rules/billing.md#ruling-5: per employee with app access who is not exempt from time registration, per month (10 kr.). */
export const TIME_REGISTRATION_PRICE_ORE = 1_000;

/** DESIGN.md rule 4 and hr-core §9: 25 % VAT (multiplier 1.25). */
export const VAT_PERCENT = 25;

function assertCount(count: number, what: string): void {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`${what} must be a whole number of 0 or more, got ${count}`);
  }
}

/** docs/rules/employees.md#ruling-4: employees allowed besides the owner (Infinity for premiumplus). */
export function employeeLimit(plan: Plan): number {
  return EMPLOYEE_LIMITS[plan];
}

/** docs/rules/employees.md#ruling-4: how many records are visible, the owner included: 11, 101, Infinity. */
export function visibleEmployeeCount(plan: Plan): number {
  return EMPLOYEE_LIMITS[plan] + 1;
}

/**
 * docs/rules/employees.md#ruling-4: more employees (owner not counted) than the plan allows, e.g. after a downgrade. Records past
 * the limit are then hidden and the list shows the upgrade call to action.
 */
export function isOverEmployeeLimit(plan: Plan, countExcludingOwner: number): boolean {
  assertCount(countExcludingOwner, 'The employee count');
  return countExcludingOwner > EMPLOYEE_LIMITS[plan];
}

/**
 * docs/rules/employees.md#ruling-4: whether one more employee may be created. At the limit (10 on freemium, 100 on premium)
 * 'Opret medarbejder' opens the upgrade modal instead; the server refuses the creation the same way.
 */
export function canCreateEmployee(plan: Plan, countExcludingOwner: number): boolean {
  assertCount(countExcludingOwner, 'The employee count');
  return countExcludingOwner < EMPLOYEE_LIMITS[plan];
}

/**
 * docs/rules/employees.md#ruling-4: the records an admin sees, from all of the company's records in creation order: the owner
 * always, and the first `employeeLimit(plan)` of the others. The rest are hidden in lists and their detail
 * pages redirect to /medarbejdere.
 */
export function visibleEmployees<T>(
  plan: Plan,
  employeesInCreationOrder: readonly T[],
  isOwner: (employee: T) => boolean,
): T[] {
  const limit = EMPLOYEE_LIMITS[plan];
  let others = 0;
  return employeesInCreationOrder.filter((employee) => {
    if (isOwner(employee)) return true;
    others += 1;
    return others <= limit;
  });
}

/** docs/rules/billing.md#ruling-3: admins included in the plan, the owner counted: 1, 2, 3 (as the plan cards show). */
export function includedAdminCount(plan: Plan): number {
  return 1 + INCLUDED_EXTRA_ADMINS[plan];
}

/** docs/rules/billing.md#ruling-3: the admins that are paid for, 25 kr. each per month. */
export function extraAdminCount(plan: Plan, adminCountIncludingOwner: number): number {
  assertCount(adminCountIncludingOwner, 'The admin count');
  return Math.max(0, adminCountIncludingOwner - includedAdminCount(plan));
}

/** docs/rules/billing.md#ruling-5: whether an employee's time registration is paid for: app access and not exempt. */
export function isTimeRegistrationUser(settings: {
  mobileApp: { access: boolean };
  timeRegistration: { exempt: boolean };
}): boolean {
  return settings.mobileApp.access && !settings.timeRegistration.exempt;
}

/**
 * docs/rules/billing.md#ruling-5: the monthly price in øre, excl. VAT: the plan, the extra admins and time registration.
 * `adminCount` counts every admin, the owner included.
 */
export function monthlyPriceOre(input: {
  plan: Plan;
  adminCount: number;
  timeRegistrationUsers: number;
}): number {
  assertCount(input.timeRegistrationUsers, 'The number of time-registration users');
  return (
    PLAN_PRICE_ORE[input.plan] +
    extraAdminCount(input.plan, input.adminCount) * EXTRA_ADMIN_PRICE_ORE +
    input.timeRegistrationUsers * TIME_REGISTRATION_PRICE_ORE
  );
}

/**
 * DESIGN.md rule 4: the amount with 25 % VAT, rounded to whole øre (half away from zero). Apply it once, to a
 * total, never to its parts. Integer arithmetic, so no floating-point error can move an øre.
 */
export function withVat(ore: number): number {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Money must be a whole number of øre, got ${ore}`);
  const sign = ore < 0 ? -1 : 1;
  const timesHundredAndTwentyFive = Math.abs(ore) * (100 + VAT_PERCENT);
  const rounded = Math.floor((timesHundredAndTwentyFive + 50) / 100);
  return sign * rounded;
}

/** The VAT part of a total excl. VAT: `withVat(ore) - ore`. */
export function vatOf(ore: number): number {
  return withVat(ore) - ore;
}

/** hr-core §6: equipment needs premium or premiumplus; freemium gets an upgrade prompt and a dimmed list. */
export function hasEquipment(plan: Plan): boolean {
  return plan === 'premium' || plan === 'premiumplus';
}
