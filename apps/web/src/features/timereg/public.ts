/**
 * What other features may use of time registration on the web (decision 004): the background export's hook and
 * progress display (decision 035), which 'Eksportér persondata' (privacy) shows too, and the employee app's
 * header, which 'Mig' alone (me) shows too, and the absence quotas (issue 34), which Ferie shows beside its balance.
 */
export { AbsenceBalances } from './absence-balances';
export { AppHeader } from './employee-app/app-header';
export { ExportProgress } from './export-job/export-progress';
export { useExportJob } from './export-job/use-export-job';
