/**
 * What other features may use of sickness (DESIGN.md: "A feature uses another only through that feature's
 * public.ts"; scripts/check-boundaries.mjs lets nothing else through). Today: the sygemeldinger and the one way
 * they and the Sygdom days become sick periods, which Rapporter counts (decision 042); and the deadlines of the
 * sick periods and Barsel that the notification scan reminds the admins of (decision 068).
 */
export {
  absenceDeadlineCandidates,
  loadAbsenceDeadlines,
} from './absence-deadlines';
export { loadReports as loadSickReports, periodsFor as sickPeriodsFor } from './sickness-record';
