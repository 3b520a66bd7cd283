import { EMPLOYMENT_TYPE_LABELS, IMPORT_FIELDS, importSheetColumns } from '@kollega/domain';
import type { WorkbookFile } from '../../plugins/send-attachment';

/** The example row: what each column expects, in Danish Excel's own spellings. */
const EXAMPLE: Readonly<Record<(typeof IMPORT_FIELDS)[number], string | number | Date>> = {
  firstName: 'Anne',
  lastName: 'Hansen',
  email: 'anne.hansen@firma.dk',
  phone: '12345678',
  cprNumber: '241280-1234',
  startDate: new Date(Date.UTC(2024, 2, 1)),
  jobPosition: 'Bogholder',
  department: 'Økonomi',
  employeeNumber: '101',
  employmentType: EMPLOYMENT_TYPE_LABELS.fullTime,
  salary: 32500,
};

/**
 * GET /api/imports/employees/template: 'Hent skabelon', one header row with the names and an example,
 * written into the response as it is made (`sendWorkbook`, like every export).
 */
export const employeeImportTemplate: WorkbookFile = {
  fileName: 'medarbejdere-skabelon.xlsx',
  write(workbook) {
    const sheet = workbook.addWorksheet('Medarbejdere');
    sheet.columns = importSheetColumns(IMPORT_FIELDS);
    sheet.getRow(1).font = { bold: true };
    sheet.addRow(EXAMPLE);
    sheet.commit();
  },
};
