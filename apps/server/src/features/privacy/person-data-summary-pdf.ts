import {
  formatDate,
  PERSON_DATA_CATEGORIES,
  PERSON_DATA_CATEGORY_LABELS,
  type PersonDataCategory,
} from '@kollega/domain';
import { loadPdfKit } from '../../integrations/heavy-libraries';
import type { PersonData } from './collect-person-data';

/** Field labels of the employee record in the summary, in the order of the employee page. */
const EMPLOYEE_FIELDS: [string, string][] = [
  ['firstName', 'Fornavn'],
  ['lastName', 'Efternavn'],
  ['cprNumber', 'CPR-nummer'],
  ['dateOfBirth', 'Fødselsdato'],
  ['jobPosition', 'Stilling'],
  ['department', 'Afdeling'],
  ['email', 'Arbejds-e-mail'],
  ['phone', 'Arbejdstelefon'],
  ['privateEmail', 'Privat e-mail'],
  ['privatePhone', 'Privat telefon'],
  ['address', 'Adresse'],
  ['zipcode', 'Postnummer'],
  ['city', 'By'],
  ['emergencyContactName', 'Pårørende'],
  ['emergencyContactPhone', 'Pårørendes telefon'],
  ['employmentType', 'Ansættelsestype'],
  ['employmentStatus', 'Status'],
  ['startDate', 'Startdato'],
  ['endDate', 'Slutdato'],
  ['bankAccount', 'Bankkonto'],
  ['note', 'Note'],
];

/** How many records a section holds, counting the lists inside a grouped section. */
export function countRecords(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') {
    const lists = Object.values(value).filter(Array.isArray);
    return lists.length > 0 ? lists.reduce((sum, list) => sum + list.length, 0) : 1;
  }
  return value ? 1 : 0;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return String(value);
}

/**
 * The readable half of 'Eksportér persondata' (issue 33): a Danish A4 summary drawn with pdfkit, as the invoices
 * are: the employee record field by field, then how many records each category holds and the file names. The
 * JSON beside it in the ZIP has everything; the summary says what there is.
 */
export async function renderPersonDataSummary(data: PersonData, companyName: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const employee = data.categories.employee as Record<string, unknown>;
  const name = `${shown(employee.firstName)} ${employee.lastName ?? ''}`.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Persondata for ${name}`, Author: companyName, CreationDate: new Date(data.exportedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(`Persondata for ${name}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Virksomhed: ${companyName}`);
  doc.text(`Udtrukket: ${formatDate(data.exportedAt.slice(0, 10))}`);
  doc.text(
    'Denne fil er et sammendrag. Filen persondata.json i samme ZIP-fil indeholder alle oplysninger i maskinlæsbar form, og mappen filer/ indeholder dokumenterne.',
  );
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text(PERSON_DATA_CATEGORY_LABELS.employee);
  doc.font('Helvetica').fontSize(10);
  for (const [field, label] of EMPLOYEE_FIELDS) {
    doc.text(`${label}: ${shown(employee[field])}`, { width: 495 });
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('Oversigt');
  doc.font('Helvetica').fontSize(10);
  for (const category of PERSON_DATA_CATEGORIES.filter(
    (c): c is Exclude<PersonDataCategory, 'employee'> => c !== 'employee',
  )) {
    doc.text(
      `${PERSON_DATA_CATEGORY_LABELS[category]}: ${countRecords(data.categories[category])} registreringer`,
    );
  }
  if (data.files.length > 0) {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13).text('Filer');
    doc.font('Helvetica').fontSize(10);
    for (const file of data.files) doc.text(`${file.folder}/${file.name}`, { width: 495 });
  }
  doc.end();
  return done;
}
