/**
 * What other features may use of 'Mig' (issue 27): the admin's sharing switches on an employee's documents, the
 * 'Kvittering for udlevering' on an equipment item's page, on an agreement's page 'Del referat med medarbejder'
 * with the employee's preparation, and the employee app's 'Mig' screen.
 */
export { DocumentSharingControls } from './admin/document-sharing-controls';
export { EquipmentReceiptControls } from './admin/equipment-receipt-controls';
export { AgreementSharingPanel } from './meetings/admin/agreement-sharing-panel';
export { MeAppScreen } from './screens';
