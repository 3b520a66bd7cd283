/**
 * What other features may use of privacy on the web (decision 004): 'Eksportér persondata' (issue 33),
 * 'Anonymisér nu' and 'Opbevaring efter fratræden' (decision 050), 'Download databehandleraftale' and
 * 'Eksportér alle data' (decision 051).
 */
export { CompanyDataExportButton } from './company-data-export-button';
export { DpaDownloadButton } from './dpa-download-button';
export { PersonDataExportButton } from './person-data-export-button';
export { AnonymiseEmployeeButton } from './retention/anonymise-employee-button';
export { RetentionSection } from './retention/retention-section';
