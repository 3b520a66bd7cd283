import { formatMoney, TIME_REGISTRATION_PRICE_ORE, type TimeregPromo } from '@kollega/domain';

/** The promo's heading and opening line per reason (time-registration §2). */
export const PROMO_HEADINGS: Readonly<Record<TimeregPromo, { title: string; intro: string }>> = {
  noEmployees: {
    title: 'Kom godt i gang med tidsregistrering',
    intro:
      'Ingen medarbejdere registrerer tid endnu. Vælg virksomhedens normtid, og giv dine medarbejdere adgang til appen under deres indstillinger.',
  },
  noCard: {
    title: 'Tidsregistrering for hele virksomheden',
    intro: 'Lad medarbejderne registrere arbejde og fravær i appen, og hold styr på det hele her.',
  },
  expired: {
    title: 'Jeres prøveperiode er udløbet',
    intro: 'Tilknyt et betalingskort for at fortsætte med tidsregistrering. Jeres registreringer er gemt.',
  },
};

/** The sales points of time-registration §1. */
export const PROMO_POINTS: readonly string[] = [
  'Kom i gang med dine medarbejdere i 4 trin',
  'Medarbejderne registrerer arbejde og fravær i appen',
  'Overhold lovens krav og 48-timers-reglen',
  'Dokumentationen gemmes i mindst fem år',
];

// '10 kr.', not '10,00 kr.': a price in whole kroner reads better in a sales text.
const price = formatMoney(TIME_REGISTRATION_PRICE_ORE).replace(',00 kr.', ' kr.');

/** time-registration §1, §9: the add-on's price. */
export const PROMO_PRICE = `${price} pr. medarbejder pr. måned`;
