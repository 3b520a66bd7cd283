/** hr-core §2, §5 and §8: the agreement pages' texts, once, for the forms and the server. */
export const AGREEMENT_MESSAGES = {
  pageTitle: 'Møder og aftaler',
  titleMissing: 'Titel mangler',
  dateMissing: 'Dato eller tidspunkt mangler',
  regardingMissing: 'Vælg en medarbejder',
  typeMissing: 'Vælg en aftaletype',
  saveFailed: 'Der skete en fejl. Prøv igen senere.',
  uploadFailed: 'Der skete en fejl med upload. Prøv igen.',
  summarySaved: 'Beskrivelse er gemt.',
  notesSaved: 'Noterne er gemt.',
  saving: 'Gemmer...',
  notPlanned: 'Ikke planlagt',
  /** Not in the spec: the limits below. */
  textTooLong: 'Højst 200 tegn',
  longTextTooLong: 'Højst 20000 tegn',
  tooManyAttendees: 'Højst 50 deltagere',
  /** Not in the spec: a time of day that is not on a quarter hour (hr-core §5: 15-minute steps). */
  timeInvalid: 'Vælg et tidspunkt i kvarter',
  /** Not in the spec: the server's refusal to change a closed agreement (hr-core §4). */
  closed: 'Aftalen er afsluttet. Genåbn den for at ændre den.',
  /** Not in the spec: a follow-up of a type without follow-up options, or of an open agreement. */
  noFollowUp: 'Denne aftale kan ikke få en opfølgning.',
  /** Not in the spec: a follow-up whose Vedrørende has been deleted since (decision 022). */
  followUpRegardingDeleted: 'Opfølgningen kan ikke bookes, fordi medarbejderen under Vedrørende er slettet.',
  emptyOpen: 'Ingen åbne aftaler',
  emptyClosed: 'Ingen afsluttede aftaler',
  deleteConfirm: 'Er du sikker på, at du vil slette aftalen?',
  fileDeleteConfirm: 'Er du sikker på, at du vil slette filen?',
} as const;

/** Not in the spec: a follow-up whose Vedrørende has left (is inactive) since (decision 022). */
export function followUpRegardingInactiveText(name: string): string {
  return `Opfølgningen kan ikke bookes, fordi ${name} er fratrådt.`;
}

/** Not in the spec: a follow-up whose Vedrørende the plan now hides (docs/rules/employees.md#ruling-4, decision 022). */
export function followUpRegardingHiddenText(name: string): string {
  return `Opfølgningen kan ikke bookes, fordi ${name} ikke er med i jeres abonnement. Opgrader for at se medarbejderen igen.`;
}

/** hr-core §2: 'Afholdes d. {date}'. */
export function agreementHeldOnText(formattedDate: string): string {
  return `Afholdes d. ${formattedDate}`;
}

/** hr-core §9: a multi-select shows 'N valgt...' above 2 selections. */
export function selectedCountText(count: number): string {
  return `${count} valgt...`;
}

/** Issue 24: the dashboard counts the overdue agreements apart: '3 forfaldne', '1 forfalden'. */
export function overdueAgreementsText(count: number): string {
  return `${count} ${count === 1 ? 'forfalden' : 'forfaldne'}`;
}
