/** hr-core §2, §4, §5, §8 and decision 024: the checklist pages' texts, once, for the forms and the server. */
export const CHECKLIST_MESSAGES = {
  pageTitle: 'Onboarding/offboarding',
  tabOnboarding: 'Onboarding',
  tabOffboarding: 'Offboarding',
  tabTemplates: 'Skabeloner',
  templateTag: 'Skabelon',
  regarding: 'Vedrørende',
  titleMissing: 'Titel mangler',
  newOnboarding: 'Ny onboarding',
  newOffboarding: 'Ny offboarding',
  newTemplate: 'Ny skabelon',
  editDetails: 'Ret detaljer',
  delete: 'Slet',
  addGroup: 'Tilføj gruppe',
  confirmDelete: 'Bekræft sletning',
  cancel: 'Annuller',
  emptyTemplates: 'Ingen Skabeloner fundet. Har du tilføjet nogen?',
  /** Not in the spec: the other tabs' empty states, in the same tone. */
  emptyOnboarding: 'Ingen onboardinger fundet. Har du tilføjet nogen?',
  emptyOffboarding: 'Ingen offboardinger fundet. Har du tilføjet nogen?',
  saveFailed: 'Der skete en fejl. Prøv igen senere.',
  /** Not in the spec (decision 024). */
  completed: 'Fuldført',
  notCompleted: 'Ikke fuldført',
  overdue: 'Overskredet',
  returnEquipmentGroup: 'Returnér udstyr',
  textTooLong: 'Højst 200 tegn',
  longTextTooLong: 'Højst 5000 tegn',
  offsetInvalid: 'Angiv et antal dage mellem -365 og 365',
  templateKindMismatch: 'Vælg en skabelon af samme type',
  tooLarge: 'Tjeklisten er for stor: højst 100 grupper, 1000 opgaver og 50 delopgaver pr. opgave.',
  deleteChecklistConfirm: 'Er du sikker på, at du vil slette tjeklisten?',
  deleteGroupConfirm: 'Er du sikker på, at du vil slette gruppen og dens opgaver?',
  deleteTaskConfirm: 'Er du sikker på, at du vil slette opgaven?',
  deleteSubTaskConfirm: 'Er du sikker på, at du vil slette delopgaven?',
} as const;

/** The list's and the page's progress: 'N af M opgaver'. */
export function checklistProgressText(checked: number, total: number): string {
  return `${checked} af ${total} opgaver`;
}

/** The title of the task made for each piece of equipment on an offboarding (decision 024). */
export function returnEquipmentTaskTitle(label: string): string {
  return `Returnér ${label}`;
}
