/**
 * What other features may use of time registration on the web (decision 004): the background export's hook and
 * progress display (decision 035), which 'Eksportér persondata' (privacy) shows too.
 */
export { ExportProgress } from './export-job/export-progress';
export { useExportJob } from './export-job/use-export-job';
