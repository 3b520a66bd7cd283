/**
 * What other features may use of 'Mig' (issue 27): the admin's sharing switches on an employee's documents, and
 * the employee app's 'Mig' screen.
 */
export { DocumentSharingControls } from './admin/document-sharing-controls';
export { MeAppScreen } from './screens';
