/** What other features may use of privacy on the web (decision 004): 'Eksportér persondata' (issue 33). */
export { PersonDataExportButton } from './person-data-export-button';
