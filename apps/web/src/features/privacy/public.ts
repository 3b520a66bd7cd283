/** What other features may use of privacy on the web (decision 004): 'Eksportér persondata' (issue 33). */

/** 'Eksportér alle data' on the closing screen (decision 051). */
export { CompanyDataExportButton } from './company-data-export-button';
/** 'Download databehandleraftale' on the company page (decision 051). */
export { DpaDownloadButton } from './dpa-download-button';
export { PersonDataExportButton } from './person-data-export-button';
