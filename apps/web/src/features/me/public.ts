/**
 * What other features may use of 'Mig' (issue 27): the admin's sharing switches on an employee's documents, and
 * the employee app's 'Mig' screen, and on an agreement's page 'Del referat med medarbejder' with the
 * employee's preparation.
 */
export { DocumentSharingControls } from './admin/document-sharing-controls';
export { AgreementSharingPanel } from './meetings/admin/agreement-sharing-panel';
export { MeAppScreen } from './screens';
