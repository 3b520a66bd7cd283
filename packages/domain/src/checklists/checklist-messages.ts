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
  /** Decision 048 (issue 26). */
  autoStart: 'Start automatisk',
  autoStartOnboardingHelp: 'Anvendes af sig selv, når en medarbejder får en startdato.',
  autoStartOffboardingHelp: 'Anvendes af sig selv, når en medarbejder får en slutdato.',
  autoStartTag: 'Starter automatisk',
  returnsEquipmentNote: 'Når opgaven krydses af, afsluttes tildelingen af udstyret.',
  myTasks: 'Mine opgaver',
  myTasksEmpty: 'Du har ingen åbne opgaver.',
  myTasksNoDueDate: 'Ingen dato',
  myTasksOpenChecklist: 'Åbn tjeklisten',
  myTasksAll: 'Se alle mine opgaver',
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

/**
 * The title of the task made for each piece of equipment on an offboarding: 'Aflevér <item>' (issue 26,
 * decision 048; decision 024 wrote 'Returnér <item>'). Checking it ends the item's assignment.
 */
export function returnEquipmentTaskTitle(label: string): string {
  return `Aflevér ${label}`;
}

/** The title of a checklist started by itself from a template (decision 048): the template's, then the name. */
export function autoStartedChecklistTitle(templateTitle: string, employeeName: string, max = 200): string {
  const title = employeeName ? `${templateTitle}: ${employeeName}` : templateTitle;
  return title.length <= max ? title : `${title.slice(0, max - 1)}…`;
}
