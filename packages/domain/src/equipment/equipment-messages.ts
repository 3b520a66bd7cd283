/** hr-core §2, §4, §5 and §8: the equipment pages' texts, once, for the forms and the server. */
export const EQUIPMENT_MESSAGES = {
  pageTitle: 'Udstyr',
  variantMissing: 'Variant mangler',
  nameMissing: 'Navn mangler',
  /** Not in the spec: a category without an icon (hr-core §5: a category needs name and icon). */
  iconMissing: 'Vælg et ikon',
  /** Not in the spec: the category of a new item. */
  typeMissing: 'Vælg en kategori',
  noVariants: 'Ingen varianter fundet. Har du tilføjet nogen?',
  /** Not in the spec: while a category's variants are read. */
  variantsLoading: 'Henter varianter...',
  markInactive: 'Marker som inaktiv',
  markActive: 'Marker som aktiv',
  notAssigned: 'Ikke tildelt',
  saveFailed: 'Der skete en fejl. Prøv igen senere.',
  uploadFailed: 'Der skete en fejl med upload. Prøv igen.',
  /** Not in the spec (issue 11): an inactive employee's items. */
  mustReturn: 'Skal returneres',
  /** Not in the spec: the limits below. */
  textTooLong: 'Højst 200 tegn',
  notesTooLong: 'Højst 5000 tegn',
  iconInvalid: 'Vælg et ikon fra listen',
  /** Not in the spec: an end date before the start date. */
  endBeforeStart: 'Slutdatoen skal ligge efter startdatoen',
  /** Not in the spec (issue 11): serial numbers are unique per company and category. */
  serialInUse: 'Serienummeret findes allerede i denne kategori',
  /** Not in the spec: two categories or two variants of a category with the same name. */
  typeNameInUse: 'Der findes allerede en kategori med det navn',
  variantNameInUse: 'Der findes allerede en variant med det navn',
  /** docs/rules/equipment.md#ruling-26: every write is refused on freemium. */
  planRequired: 'Udstyr kræver Premium eller Premium Plus. Opgrader dit abonnement for at bruge det.',
  upgradeTitle: 'Opgrader for at bruge Udstyr',
  upgradeText: 'Hold styr på computere, telefoner, nøgler og firmabiler med Premium eller Premium Plus.',
  upgradeButton: 'Se abonnementer',
  emptyList: 'Intet udstyr endnu',
  emptyFiltered: 'Intet udstyr matcher filtrene',
  emptyTypes: 'Ingen kategorier endnu',
  deleteConfirm: 'Er du sikker på, at du vil slette udstyret?',
  fileDeleteConfirm: 'Er du sikker på, at du vil slette filen?',
} as const;

/** 'Kategorien og 3 stykker udstyr slettes.' — the confirmation before a cascade (issue 11). */
export function cascadeDeleteText(what: 'category' | 'variant', itemCount: number): string {
  const subject = what === 'category' ? 'Kategorien' : 'Varianten';
  if (itemCount === 0) return `${subject} slettes. Der er intet udstyr i den.`;
  const items = itemCount === 1 ? '1 stykke udstyr' : `${itemCount} stykker udstyr`;
  return `${subject} og ${items} slettes, filer inklusive. Det kan ikke fortrydes.`;
}
