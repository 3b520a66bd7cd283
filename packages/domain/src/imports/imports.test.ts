import { describe, expect, it } from 'vitest';
import { importReportCsv } from './import-contracts';
import {
  applyMapping,
  duplicateMappedFields,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  matchColumns,
  missingRequiredFields,
} from './import-fields';
import { importAmount, importDate, rowProblem, validateImportRow } from './import-rows';

const VALID = {
  firstName: 'Søren',
  lastName: 'Ærø',
  email: 'Soren.Aero@Firma.dk',
  jobPosition: 'Smed',
  startDate: '01.03.2024',
};

describe('matchColumns', () => {
  it('matches every template header to its own field', () => {
    expect(matchColumns(IMPORT_FIELDS.map((field) => IMPORT_FIELD_LABELS[field]))).toEqual([
      ...IMPORT_FIELDS,
    ]);
  });

  it('matches the issue’s Danish names and English ones, whatever the case and spacing', () => {
    expect(
      matchColumns([
        '\uFEFFFornavn',
        ' EFTERNAVN ',
        'E-mail',
        'Mobil',
        'CPR',
        'Ansættelsesdato',
        'Stilling',
        'Afdeling',
        'Medarbejdernr.',
        'Ansættelsestype',
        'Løn',
      ]),
    ).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'cprNumber',
      'startDate',
      'jobPosition',
      'department',
      'employeeNumber',
      'employmentType',
      'salary',
    ]);
    expect(
      matchColumns(['First name', 'Last Name', 'Email', 'Job title', 'Start date', 'Employee number']),
    ).toEqual(['firstName', 'lastName', 'email', 'jobPosition', 'startDate', 'employeeNumber']);
  });

  it('leaves unknown and repeated columns unmatched', () => {
    expect(matchColumns(['Kaffe', 'E-mail', 'Arbejdsmail', ''])).toEqual([null, 'email', null, null]);
  });

  it('names the required fields without a column and the fields mapped twice', () => {
    expect(missingRequiredFields(['firstName', null, 'email'])).toEqual([
      'lastName',
      'startDate',
      'jobPosition',
    ]);
    expect(duplicateMappedFields(['email', 'email', 'firstName'])).toEqual(['email']);
  });

  it('applies a mapping to a row, trimming cells and ignoring unmapped columns', () => {
    expect(applyMapping(['firstName', null, 'email'], [' Anne ', 'x', 'a@b.dk'])).toEqual({
      firstName: 'Anne',
      email: 'a@b.dk',
    });
  });
});

describe('the spreadsheet spellings', () => {
  it('reads Danish dates and ISO dates', () => {
    expect(importDate('1.3.2024')).toBe('2024-03-01');
    expect(importDate('01-03-2024')).toBe('2024-03-01');
    expect(importDate('2024-03-01')).toBe('2024-03-01');
    expect(importDate('2024-03-01T00:00:00.000Z')).toBe('2024-03-01');
    expect(importDate('marts')).toBe('marts');
  });

  it('reads Danish and English amounts', () => {
    expect(importAmount('32.500,50')).toBe(32500.5);
    expect(importAmount('32500')).toBe(32500);
    expect(importAmount('32.500')).toBe(32500);
    expect(importAmount('32 500 kr.')).toBe(32500);
    expect(importAmount('32500.25')).toBe(32500.25);
    expect(importAmount('mange')).toBe('mange');
  });
});

describe('validateImportRow (the employee form’s rules)', () => {
  it('accepts a full row, lower-cases the e-mail and converts the spellings', () => {
    const result = validateImportRow({
      ...VALID,
      phone: '+45 12 34 56 78',
      cprNumber: '0101901234',
      employmentType: 'Deltid',
      salary: '32.500,00',
      department: 'Værksted',
      employeeNumber: '17',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        firstName: 'Søren',
        lastName: 'Ærø',
        email: 'soren.aero@firma.dk',
        jobPosition: 'Smed',
        startDate: '2024-03-01',
        phone: '12345678',
        cprNumber: '010190-1234',
        employmentType: 'partTime',
        salary: 32500,
        department: 'Værksted',
        employeeNumber: '17',
      },
    });
  });

  it('gives the form’s message for every kind of problem', () => {
    const result = validateImportRow({
      firstName: '',
      lastName: ' ',
      email: 'ikke-en-mail',
      jobPosition: '',
      startDate: '31.02.2024',
      phone: '123',
      cprNumber: '12345',
      employmentType: 'Halvtid',
      salary: '2.000.000,00',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(result.problems.map((problem) => [problem.field, problem.message]))).toEqual({
      firstName: 'Fornavn mangler',
      lastName: 'Efternavn mangler',
      email: 'Ugyldig email',
      jobPosition: 'Arbejdstitel mangler',
      startDate: expect.any(String),
      phone: expect.any(String),
      cprNumber: 'CPR-nummeret skal være i formatet DDMMYY-XXXX',
      employmentType: 'Ukendt ansættelsestype',
      salary: 'Lønnen skal være et beløb mellem 0 og 1.000.000 kr.',
    });
  });

  it('treats a missing start date like the form does', () => {
    const result = validateImportRow({ ...VALID, startDate: '' });
    expect(result).toEqual({
      ok: false,
      problems: [{ field: 'startDate', message: 'Ansættelsesdato mangler' }],
    });
  });

  it('writes problems as the issue does', () => {
    expect(rowProblem(14, 'E-mailen er allerede i brug')).toBe('Række 14: E-mailen er allerede i brug');
  });
});

describe('importReportCsv', () => {
  it('writes a BOM, `;`, CRLF and quotes what needs it', () => {
    const csv = importReportCsv({
      rows: [
        {
          row: 2,
          action: 'skip',
          name: 'Anne; Hansen',
          email: 'a@b.dk',
          problems: ['Række 2: Fornavn mangler'],
        },
      ],
      created: 0,
      updated: 0,
      skipped: 1,
      remaining: null,
    });
    expect(csv).toBe(
      '\uFEFFRække;Resultat;Navn;E-mail;Problemer\r\n2;Sprunget over;"Anne; Hansen";a@b.dk;Række 2: Fornavn mangler\r\n',
    );
  });
});
