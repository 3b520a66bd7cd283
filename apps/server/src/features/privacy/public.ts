/**
 * What other features may use of privacy (decision 004): the person-data ZIP the export jobs make
 * (exports/export-makers.ts), and the check that the person may be exported before a job is recorded.
 */

export { assertPersonExportable } from './assert-person-exportable';
export { buildPersonDataExport, type PersonDataExportDeps } from './build-person-data-export';
export {
  buildCompanyDataExport,
  type CompanyDataExportDeps,
} from './company-export/build-company-data-export';
