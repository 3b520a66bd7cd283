import { formatDate } from '../format/format-date';
import { PARENTAL_LEAVE_KIND_NAMES } from '../timereg/absence-types';
import type { ParentalLeaveKind } from './parental-leave-periods';

/** Issue 29: the Danish texts of Sygefravær. Everything about the law is 'vejledende'. */
export const SICKNESS_MESSAGES = {
  sectionTitle: 'Sygefravær',
  firstDayMissing: 'Første sygedag mangler',
  recoveredOnMissing: 'Rask fra mangler',
  expectedReturnBeforeFirstDay: 'Forventet tilbagevenden kan ikke ligge før første sygedag',
  recoveredBeforeFirstDay: 'Rask fra skal ligge efter første sygedag',
  section56ToBeforeFrom: '§ 56-aftalens slutdato kan ikke ligge før startdatoen',
  section56FromMissing: '§ 56-aftalens startdato mangler',
  reportNotFound: 'Sygemeldingen findes ikke',
  reportAlreadyClosed: 'Sygemeldingen er allerede raskmeldt',
  reportOverlaps: 'Medarbejderen er allerede sygemeldt i den periode',
  afterEmployment: 'Der kan ikke registreres sygdom efter ansættelsens ophør',
  /** Decision 071: a deadline of a period that has ended (only its NemRefusion report is left). */
  closedPeriod: 'afsluttet sygeperiode',
  eligibilityLabel: 'Ret til sygedagpenge fra arbejdsgiveren',
  guidance:
    'Datoerne er vejledende og bygger på sygedagpengeloven og funktionærlovens § 5, stk. 2. Kontrollér dem, før du handler.',
  lawyer: 'Lad en advokat bekræfte, før du opsiger efter 120-dages-reglen.',
} as const;

/** The 100-day warning (issue 29). */
export function rule120WarningText(days: number): string {
  return `Medarbejderen har ${formatDays(days)} sygedage inden for de seneste 12 måneder. 120-dages-reglen kan blive aktuel ved 120 dage (vejledende).`;
}

/** The notice window text (issue 29), with the clear note that a lawyer should confirm. */
export function noticeWindowText(window: { closesOn: string; lastDayOfEmployment: string }): string {
  return `Vinduet for opsigelse efter 120-dages-reglen er åbent til og med ${formatDate(window.closesOn)}. Opsiges medarbejderen i dag med 1 måneds varsel til udgangen af en måned, er sidste ansættelsesdag ${formatDate(window.lastDayOfEmployment)}. Vejledende: ${SICKNESS_MESSAGES.lawyer}`;
}

export function formatDays(days: number): string {
  return days.toLocaleString('da-DK', { maximumFractionDigits: 2 });
}

/** Decision 056: the Danish texts of Barsel's refusion deadline, 'vejledende' as the sickness texts are. */
export const PARENTAL_LEAVE_MESSAGES = {
  sectionTitle: 'Barsel',
  none: 'Ingen barselsperioder de seneste 2 år.',
  salaryLabel: 'Løn under orlov',
  noDeadline: 'Ingen refusionsfrist: virksomheden betaler ikke løn under orloven.',
  provisional: 'foreløbig, orloven er ikke afsluttet',
  guidance:
    'Fristen er vejledende og bygger på barselslovens § 40, stk. 2–3: anmod om refusion via NemRefusion senest 8 uger efter, at orloven er slut, eller efter at lønnen stopper, hvis den stopper før. En orlov er slut efter 1 uge uden orlov. Kontrollér fristen, før du handler.',
} as const;

/** 'Barselsorlov, fædreorlov' (the first capitalised). */
export function parentalKindsText(kinds: readonly ParentalLeaveKind[]): string {
  return kinds
    .map((kind, index) =>
      index === 0 ? PARENTAL_LEAVE_KIND_NAMES[kind] : PARENTAL_LEAVE_KIND_NAMES[kind].toLowerCase(),
    )
    .join(', ');
}

/** 'Anmod om refusion senest 12.03.2027 (vejledende)', with ', foreløbig …' while the leave goes on. */
export function refusionDeadlineText(period: { refusionRequestBy: string; ongoing: boolean }): string {
  const note = period.ongoing ? `vejledende, ${PARENTAL_LEAVE_MESSAGES.provisional}` : 'vejledende';
  return `Anmod om refusion senest ${formatDate(period.refusionRequestBy)} (${note})`;
}
