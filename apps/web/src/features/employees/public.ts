// What other features may use of Medarbejdere (DESIGN.md: a feature uses another only through its public.ts).
export { useEmployee } from './api/get-employee';
export { useEmployeeDocuments } from './api/list-documents';
