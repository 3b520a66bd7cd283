/** What other features may use of privacy on the web (decision 004): 'Eksportér persondata' (issue 33). */

/** 'Download databehandleraftale' on the company page (decision 051). */
export { DpaDownloadButton } from './dpa-download-button';
export { PersonDataExportButton } from './person-data-export-button';
