/**
 * What other features may use of employees (DESIGN.md: "A feature uses another only through that feature's
 * public.ts"; scripts/check-boundaries.mjs lets nothing else through). Today: the plan's hiding of employee
 * records (docs/rules/employees.md#ruling-4), the choosing of employees a record links (issue 10), and the place a CPR ciphertext
 * is bound to, which the employee import writes too; the documents an admin or the employee themselves
 * reads ('Mig', issue 27).
 */
export { loadChosenEmployee, loadChosenEmployees } from './chosen-employees';
export { loadDocument } from './documents/document-file';
export type { DocumentRow } from './documents/document-record';
export { listDocumentsOfEmployee, loadDocumentOfEmployee } from './documents/own-documents';
export { cprAssociatedData } from './employee-record';
export { employeesHiddenByPlan, notOwner, planOfContext } from './plan-visibility';
export { loadVisibleEmployee } from './visibility';
export { WIPED_PERSONAL_DATA } from './wiped-personal-data';
