import { PLAN_PRICE_ORE, type Plan } from '@kollega/domain';

/**
 * What each column of the plans modal lists (hr-core §2, §6, §9; docs/rules/billing.md#ruling-3, docs/rules/employees.md#ruling-4, docs/rules/billing.md#ruling-5; time-registration §9): the
 * employees, the admins included (the owner counted), equipment and the recruitment prices.
 */
export const PLAN_CARDS: readonly { plan: Plan; priceOre: number; features: readonly string[] }[] = [
  {
    plan: 'freemium',
    priceOre: PLAN_PRICE_ORE.freemium,
    features: [
      'Op til 10 medarbejdere',
      '1 administrator inkluderet',
      'Uden udstyr',
      'Rekruttering til normalpris',
    ],
  },
  {
    plan: 'premium',
    priceOre: PLAN_PRICE_ORE.premium,
    features: [
      'Op til 100 medarbejdere',
      '2 administratorer inkluderet',
      'Udstyr',
      'Rekruttering til normalpris',
    ],
  },
  {
    plan: 'premiumplus',
    priceOre: PLAN_PRICE_ORE.premiumplus,
    features: [
      'Ubegrænset antal medarbejdere',
      '3 administratorer inkluderet',
      'Udstyr',
      'Rekruttering med 20 % rabat',
    ],
  },
];

/** Shown under the columns: the add-ons every paid plan has. */
export const ADD_ONS_NOTE =
  'Tidsregistrering koster 10 kr. pr. medarbejder pr. måned, og hver ekstra administrator 25 kr. pr. måned. Alle priser er ekskl. moms.';
