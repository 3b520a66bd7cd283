import { describe, expect, it } from 'vitest';
import { hrContactFormSchema } from '../admin/admin-contracts';
import { messagesOf } from '../test-support';
import {
  applyMobileAccessRule,
  DEFAULT_EMPLOYEE_SETTINGS,
  EMPLOYEE_MESSAGES,
  type EmployeeSettings,
  type EmployeeUpdate,
  effectiveRole,
  employeeFullName,
  employeeSettingsSchema,
  employeeUpdateSchema,
  isDeleteConfirmed,
  newEmployeeSchema,
  salaryKronerToOre,
  salaryOreToKroner,
} from './employee-contracts';
import { normalizeDanishPhone, phoneSchema } from './profile-contracts';

describe('EMPLOYEE_MESSAGES (hr-core §5 and §8)', () => {
  it('has the spec’s texts, word for word', () => {
    expect(EMPLOYEE_MESSAGES).toMatchObject({
      emailMissing: 'Email mangler',
      startDateMissing: 'Ansættelsesdato mangler',
      emailInUse: 'E-mailen er allerede i brug',
      createFailed: 'Der skete en fejl. Er emailen allerede i brug eller oprettet i en anden virksomhed?',
      endDateMissing: 'Slutdato mangler',
      cprInvalid: 'CPR-nummeret skal være i formatet DDMMYY-XXXX',
      settingsSaved: 'Indstillingerne er gemt.',
      saved: 'Ændringerne er gemt.',
      saveFailed: 'Der skete en fejl. Prøv igen senere.',
      firstNameMissing: 'Fornavn mangler',
      lastNameMissing: 'Efternavn mangler',
      jobPositionMissing: 'Arbejdstitel mangler',
      phoneInvalid: 'Telefonnummer mangler eller er ugyldigt',
      noDocuments: 'Ingen dokumenter oprettet',
      uploadFailed: 'Der skete en fejl med upload. Prøv igen.',
      notFound: 'Ingen medarbejder fundet',
    });
  });
});

describe('newEmployeeSchema (hr-core §5: new employee)', () => {
  const valid = {
    firstName: 'Anne',
    lastName: 'Hansen',
    jobPosition: 'Bogholder',
    email: 'anne@firma.dk',
    startDate: '2025-03-01',
  };

  it('says what is missing, one message per field', () => {
    expect(messagesOf(newEmployeeSchema, {})).toEqual({
      firstName: 'Fornavn mangler',
      lastName: 'Efternavn mangler',
      jobPosition: 'Arbejdstitel mangler',
      email: 'Email mangler',
      startDate: 'Ansættelsesdato mangler',
    });
  });

  it('counts blank values as missing', () => {
    expect(
      messagesOf(newEmployeeSchema, {
        firstName: ' ',
        lastName: '',
        jobPosition: '\t',
        email: '  ',
        startDate: ' ',
      }),
    ).toEqual({
      firstName: 'Fornavn mangler',
      lastName: 'Efternavn mangler',
      jobPosition: 'Arbejdstitel mangler',
      email: 'Email mangler',
      startDate: 'Ansættelsesdato mangler',
    });
  });

  it('trims every value and lower-cases the work e-mail', () => {
    expect(
      newEmployeeSchema.parse({
        firstName: '  Anne ',
        lastName: ' Hansen',
        jobPosition: 'Bogholder  ',
        email: ' Anne@Firma.DK ',
        startDate: ' 2025-03-01 ',
      }),
    ).toEqual(valid);
  });

  it.each(['anne', 'anne@', '@firma.dk', 'anne firma.dk'])('refuses the e-mail %j', (email) => {
    expect(messagesOf(newEmployeeSchema, { ...valid, email })).toEqual({ email: 'Ugyldig email' });
  });

  it.each(['01.03.2025', '2025-3-1', '2023-02-29', '2025-13-01', '2025-03-01T00:00:00Z'])(
    'refuses the start date %j',
    (startDate) => {
      expect(messagesOf(newEmployeeSchema, { ...valid, startDate })).toEqual({ startDate: 'Ugyldig dato' });
    },
  );

  it('refuses a start date in year 0000 (PostgreSQL has no year 0)', () => {
    expect(messagesOf(newEmployeeSchema, { ...valid, startDate: '0000-01-01' })).toEqual({
      startDate: 'Datoen skal ligge mellem 1900 og 2100',
    });
  });

  it('limits the length of names and refuses non-strings with the field’s message', () => {
    expect(messagesOf(newEmployeeSchema, { ...valid, lastName: 'x'.repeat(201) })).toEqual({
      lastName: 'Højst 200 tegn',
    });
    expect(messagesOf(newEmployeeSchema, { ...valid, firstName: 42, startDate: null })).toEqual({
      firstName: 'Fornavn mangler',
      startDate: 'Ansættelsesdato mangler',
    });
  });

  it('takes nothing but its own fields', () => {
    const parsed = newEmployeeSchema.parse({ ...valid, companyId: 'other', role: 'admin' });
    expect(parsed).not.toHaveProperty('companyId');
    expect(parsed).not.toHaveProperty('role');
  });
});

describe('employeeUpdateSchema (hr-core §5: employee edit)', () => {
  const base: EmployeeUpdate = {
    firstName: 'Anne',
    lastName: 'Hansen',
    jobPosition: 'Bogholder',
    employmentStatus: 'active',
  };

  it('needs only the name, job title and status', () => {
    expect(employeeUpdateSchema.parse(base)).toEqual(base);
  });

  it.each([null, undefined, 'tekst', []])(
    'refuses %j as the record with issues, not an exception',
    (body) => {
      expect(employeeUpdateSchema.safeParse(body).success).toBe(false);
    },
  );

  it.each(['startDate', 'endDate', 'dateOfBirth'])('refuses year 0000 and 9999 in %s', (field) => {
    for (const date of ['0000-01-01', '9999-12-31']) {
      expect(messagesOf(employeeUpdateSchema, { ...base, [field]: date })).toEqual({
        [field]: 'Datoen skal ligge mellem 1900 og 2100',
      });
    }
  });

  it('says what is missing', () => {
    expect(messagesOf(employeeUpdateSchema, { firstName: '', lastName: ' ', jobPosition: '' })).toMatchObject(
      {
        firstName: 'Fornavn mangler',
        lastName: 'Efternavn mangler',
        jobPosition: 'Arbejdstitel mangler',
      },
    );
    expect(messagesOf(employeeUpdateSchema, { ...base, employmentStatus: undefined })).toHaveProperty(
      'employmentStatus',
    );
  });

  it('keeps every field it knows, trimmed and normalised', () => {
    const full = {
      ...base,
      department: ' Økonomi ',
      phone: '12 34 56 78',
      privateEmail: ' Anne@Privat.DK',
      privatePhone: '87654321',
      address: 'Æblevej 1',
      zipcode: '8000',
      city: 'Aarhus C',
      cprNumber: '010190-1234',
      dateOfBirth: '1990-01-01',
      note: 'Første linje\nAnden linje',
      emergencyContactName: 'Bo Hansen',
      emergencyContactPhone: '11223344',
      employmentType: 'partTime',
      employmentStatus: 'leave',
      startDate: '2020-08-01',
      endDate: '2026-07-31',
      salary: 35_250.5,
      bankAccount: '1234 0001234567',
      salaryNote: 'Pr. måned',
    } as const;
    expect(employeeUpdateSchema.parse(full)).toEqual({
      ...full,
      department: 'Økonomi',
      phone: '12345678',
      privateEmail: 'anne@privat.dk',
    });
  });

  it('removes empty strings (and null) before validation, so the field is simply absent', () => {
    const parsed = employeeUpdateSchema.parse({
      ...base,
      department: '',
      phone: '',
      privateEmail: '   ',
      privatePhone: '',
      address: '',
      zipcode: '',
      city: '',
      cprNumber: '',
      dateOfBirth: '',
      note: ' \n ',
      emergencyContactName: '',
      emergencyContactPhone: '',
      employmentType: '',
      startDate: '',
      endDate: null,
      salary: '',
      bankAccount: '',
      salaryNote: '',
    });
    // A blank CPR number is the one exception: null asks the server to remove the stored number.
    expect(parsed).toEqual({ ...base, cprNumber: null });
    const given = Object.entries(parsed).filter(([, value]) => value !== undefined);
    expect(given.map(([key]) => key).sort()).toEqual([
      'cprNumber',
      'employmentStatus',
      'firstName',
      'jobPosition',
      'lastName',
    ]);
  });

  it('leaves out the work e-mail, the photo and anything unknown', () => {
    const parsed = employeeUpdateSchema.parse({
      ...base,
      email: 'new@firma.dk',
      profilePhotoUrl: '/x.png',
      companyId: 'other-company',
      settings: { role: 'admin' },
    });
    expect(parsed).toEqual(base);
  });

  describe('CPR number', () => {
    it('leaves the stored number alone when the key is absent, and removes it when blank or null', () => {
      expect(employeeUpdateSchema.parse(base).cprNumber).toBeUndefined();
      expect(employeeUpdateSchema.parse({ ...base, cprNumber: ' ' }).cprNumber).toBeNull();
      expect(employeeUpdateSchema.parse({ ...base, cprNumber: null }).cprNumber).toBeNull();
    });

    it.each(['010190-1234', ' 010190-1234 '])('accepts %j', (cprNumber) => {
      expect(employeeUpdateSchema.parse({ ...base, cprNumber }).cprNumber).toBe('010190-1234');
    });

    it.each(['0101901234', '010190 1234', '01019-1234', '010190-123', 'abcdef-ghij'])(
      'refuses %j with the spec’s message',
      (cprNumber) => {
        expect(messagesOf(employeeUpdateSchema, { ...base, cprNumber })).toEqual({
          cprNumber: 'CPR-nummeret skal være i formatet DDMMYY-XXXX',
        });
      },
    );
  });

  describe('phones', () => {
    it.each(['phone', 'privatePhone', 'emergencyContactPhone'])('%s: 8 digits when given', (field) => {
      expect(employeeUpdateSchema.parse({ ...base, [field]: '12 34 56 78' })).toMatchObject({
        [field]: '12345678',
      });
      // Issue 24: the Danish country code is dropped, with or without spaces.
      for (const typed of ['+45 12 34 56 78', '+4512345678', '0045 12345678']) {
        expect(employeeUpdateSchema.parse({ ...base, [field]: typed })).toMatchObject({
          [field]: '12345678',
        });
      }
      for (const phone of ['1234567', '123456789', '+451234567', '+4612345678', '+45123456789', '1234abcd']) {
        expect(messagesOf(employeeUpdateSchema, { ...base, [field]: phone })).toEqual({
          [field]: 'Telefonnummer mangler eller er ugyldigt',
        });
      }
    });
  });

  describe('salary', () => {
    it.each([0, 1, 35_000, 142.5, 99.99, 0.1, 1_000_000])('accepts %d kr.', (salary) => {
      expect(employeeUpdateSchema.parse({ ...base, salary }).salary).toBe(salary);
    });

    it.each([
      -1,
      -0.01,
      1_000_000.01,
      1_000_001,
      100.005,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '35000',
      true,
    ])('refuses %j', (salary) => {
      expect(messagesOf(employeeUpdateSchema, { ...base, salary })).toEqual({
        salary: 'Lønnen skal være et beløb mellem 0 og 1.000.000 kr.',
      });
    });

    it('is stored in øre and shown in kroner', () => {
      expect(salaryKronerToOre(35_250.5)).toBe(3_525_050);
      expect(salaryKronerToOre(0.1)).toBe(10);
      expect(salaryKronerToOre(1_000_000)).toBe(100_000_000);
      expect(salaryOreToKroner(3_525_050)).toBe(35_250.5);
    });
  });

  describe('employment status, type and dates (hr-core §4)', () => {
    it('refuses unknown statuses and types', () => {
      expect(messagesOf(employeeUpdateSchema, { ...base, employmentStatus: 'fired' })).toHaveProperty(
        'employmentStatus',
      );
      expect(messagesOf(employeeUpdateSchema, { ...base, employmentType: 'consultant' })).toHaveProperty(
        'employmentType',
      );
    });

    it('wants an end date for an inactive employee: Slutdato mangler', () => {
      expect(messagesOf(employeeUpdateSchema, { ...base, employmentStatus: 'inactive' })).toEqual({
        endDate: 'Slutdato mangler',
      });
      expect(
        messagesOf(employeeUpdateSchema, { ...base, employmentStatus: 'inactive', endDate: '' }),
      ).toEqual({
        endDate: 'Slutdato mangler',
      });
      expect(
        employeeUpdateSchema.safeParse({ ...base, employmentStatus: 'inactive', endDate: '2025-06-30' })
          .success,
      ).toBe(true);
    });

    it.each(['active', 'sickLeave', 'leave', 'other'] as const)(
      'needs no end date when %s',
      (employmentStatus) => {
        expect(employeeUpdateSchema.safeParse({ ...base, employmentStatus }).success).toBe(true);
      },
    );

    it('shows the end-date message beside the others, all at once', () => {
      expect(
        messagesOf(employeeUpdateSchema, {
          ...base,
          firstName: '',
          lastName: '',
          employmentStatus: 'inactive',
        }),
      ).toEqual({ firstName: 'Fornavn mangler', lastName: 'Efternavn mangler', endDate: 'Slutdato mangler' });
      expect(
        messagesOf(employeeUpdateSchema, {
          ...base,
          firstName: '',
          phone: '123',
          employmentStatus: 'inactive',
        }),
      ).toEqual({
        firstName: 'Fornavn mangler',
        phone: 'Telefonnummer mangler eller er ugyldigt',
        endDate: 'Slutdato mangler',
      });
    });

    it('refuses an end date before the start date, allows the same day', () => {
      expect(
        messagesOf(employeeUpdateSchema, { ...base, startDate: '2025-03-01', endDate: '2025-02-28' }),
      ).toEqual({ endDate: 'Slutdato kan ikke være før ansættelsesdatoen' });
      expect(
        employeeUpdateSchema.safeParse({ ...base, startDate: '2025-03-01', endDate: '2025-03-01' }).success,
      ).toBe(true);
      expect(employeeUpdateSchema.safeParse({ ...base, endDate: '2025-03-01' }).success).toBe(true);
    });

    it.each(['startDate', 'endDate', 'dateOfBirth'])('%s must be a real ISO date', (field) => {
      for (const date of ['2023-02-29', '31.12.2024', '2024-12-31T10:00']) {
        expect(messagesOf(employeeUpdateSchema, { ...base, [field]: date })).toEqual({
          [field]: 'Ugyldig dato',
        });
      }
      expect(employeeUpdateSchema.safeParse({ ...base, [field]: '2024-02-29' }).success).toBe(true);
    });

    it('says only "Ugyldig dato" for an inactive employee with a malformed end date', () => {
      expect(
        messagesOf(employeeUpdateSchema, { ...base, employmentStatus: 'inactive', endDate: '30.06.2025' }),
      ).toEqual({ endDate: 'Ugyldig dato' });
    });
  });

  it('refuses an invalid private e-mail', () => {
    expect(messagesOf(employeeUpdateSchema, { ...base, privateEmail: 'anne' })).toEqual({
      privateEmail: 'Ugyldig email',
    });
  });

  it('limits the length of texts', () => {
    expect(employeeUpdateSchema.safeParse({ ...base, department: 'x'.repeat(200) }).success).toBe(true);
    expect(messagesOf(employeeUpdateSchema, { ...base, department: 'x'.repeat(201) })).toEqual({
      department: 'Højst 200 tegn',
    });
    expect(messagesOf(employeeUpdateSchema, { ...base, firstName: 'x'.repeat(201) })).toEqual({
      firstName: 'Højst 200 tegn',
    });
    expect(employeeUpdateSchema.safeParse({ ...base, note: 'x'.repeat(5000) }).success).toBe(true);
    expect(messagesOf(employeeUpdateSchema, { ...base, salaryNote: 'x'.repeat(5001) })).toEqual({
      salaryNote: 'Højst 5000 tegn',
    });
  });
});

describe('employeeSettingsSchema (hr-core §3 settings)', () => {
  it('accepts the defaults: role employee, nothing exempt, no app access', () => {
    expect(employeeSettingsSchema.parse(DEFAULT_EMPLOYEE_SETTINGS)).toEqual(DEFAULT_EMPLOYEE_SETTINGS);
    expect(DEFAULT_EMPLOYEE_SETTINGS.role).toBe('employee');
  });

  it('takes admin or employee as role, nothing else', () => {
    expect(employeeSettingsSchema.safeParse({ ...DEFAULT_EMPLOYEE_SETTINGS, role: 'admin' }).success).toBe(
      true,
    );
    expect(
      employeeSettingsSchema.safeParse({ ...DEFAULT_EMPLOYEE_SETTINGS, role: 'superadmin' }).success,
    ).toBe(false);
    expect(employeeSettingsSchema.safeParse({ ...DEFAULT_EMPLOYEE_SETTINGS, role: 'owner' }).success).toBe(
      false,
    );
  });

  it('needs every switch as a boolean', () => {
    expect(
      messagesOf(employeeSettingsSchema, {
        ...DEFAULT_EMPLOYEE_SETTINGS,
        agreements: { exemptFrom1to1: 'yes' },
        mobileApp: {},
      }),
    ).toHaveProperty('agreements.exemptFrom1to1');
    expect(
      messagesOf(employeeSettingsSchema, { ...DEFAULT_EMPLOYEE_SETTINGS, mobileApp: {} }),
    ).toHaveProperty('mobileApp.access');
  });

  it('drops fields it does not know (time-log settings belong to time registration)', () => {
    const parsed = employeeSettingsSchema.parse({
      ...DEFAULT_EMPLOYEE_SETTINGS,
      timeRegistration: { exempt: false, individualTimeLogSettings: [] },
      companyId: 'x',
    });
    expect(parsed).toEqual(DEFAULT_EMPLOYEE_SETTINGS);
  });
});

describe('applyMobileAccessRule (hr-core §4)', () => {
  const settings = (access: boolean, exempt: boolean): EmployeeSettings => ({
    ...DEFAULT_EMPLOYEE_SETTINGS,
    mobileApp: { access },
    timeRegistration: { exempt },
  });
  const state = (value: EmployeeSettings) => [value.mobileApp.access, value.timeRegistration.exempt];

  it('enabling app access clears the exemption', () => {
    expect(state(applyMobileAccessRule(settings(false, true), settings(true, true)))).toEqual([true, false]);
  });

  it('ticking the exemption clears app access', () => {
    expect(state(applyMobileAccessRule(settings(true, false), settings(true, true)))).toEqual([false, true]);
  });

  it('lets the exemption win when both become true at once, or were both stored', () => {
    expect(state(applyMobileAccessRule(settings(false, false), settings(true, true)))).toEqual([false, true]);
    expect(state(applyMobileAccessRule(settings(true, true), settings(true, true)))).toEqual([false, true]);
  });

  it.each([
    [false, false],
    [true, false],
    [false, true],
  ])('leaves a consistent change alone: access %s, exempt %s', (access, exempt) => {
    for (const previous of [settings(false, false), settings(true, false), settings(false, true)]) {
      const next = settings(access, exempt);
      expect(applyMobileAccessRule(previous, next)).toBe(next);
    }
  });

  it('keeps every other setting and does not change its inputs', () => {
    const previous = settings(false, true);
    const next: EmployeeSettings = {
      ...settings(true, true),
      role: 'admin',
      agreements: { exemptFrom1to1: true, exemptFromEPR: false, exemptFromSalary: true },
    };
    const result = applyMobileAccessRule(previous, next);
    expect(result).toEqual({ ...next, timeRegistration: { exempt: false } });
    expect(next.timeRegistration.exempt).toBe(true);
    expect(previous.timeRegistration.exempt).toBe(true);
  });

  it('keeps extra fields of the nested objects', () => {
    const result = applyMobileAccessRule(
      { mobileApp: { access: false }, timeRegistration: { exempt: true } },
      { mobileApp: { access: true }, timeRegistration: { exempt: true, individualTimeLogSettings: ['x'] } },
    );
    expect(result).toEqual({
      mobileApp: { access: true },
      timeRegistration: { exempt: false, individualTimeLogSettings: ['x'] },
    });
  });
});

describe('roles and names', () => {
  it('keeps the owner an admin (hr-core §6)', () => {
    expect(effectiveRole({ isOwner: true, role: 'employee' })).toBe('admin');
    expect(effectiveRole({ isOwner: false, role: 'employee' })).toBe('employee');
    expect(effectiveRole({ isOwner: false, role: 'admin' })).toBe('admin');
  });

  it('joins the full name', () => {
    expect(employeeFullName({ firstName: ' Anne ', lastName: 'Hansen' })).toBe('Anne Hansen');
    expect(employeeFullName({ firstName: 'Anne', lastName: '' })).toBe('Anne');
  });

  it.each([
    ['Anne Hansen', 'Anne Hansen', true],
    ['Anne Hansen', 'anne hansen', true],
    ['Søren Ærø', 'SØREN ÆRØ', true],
    ['Anne Hansen', '  Anne   Hansen ', true],
    ['Anne Hansen', 'Anne', false],
    ['Anne Hansen', 'Anne Hansen2', false],
    ['', '', false],
  ])('delete confirmation for %j typed %j: %s (hr-core §5)', (fullName, typed, expected) => {
    expect(isDeleteConfirmed(fullName, typed)).toBe(expected);
  });
});

describe('normalizeDanishPhone (issue 24)', () => {
  it('stores +45 numbers as their 8 digits, like 12 34 56 78', () => {
    expect(normalizeDanishPhone('+45 12 34 56 78')).toBe('12345678');
    expect(normalizeDanishPhone('+4512345678')).toBe('12345678');
    expect(normalizeDanishPhone('12 34 56 78')).toBe('12345678');
    expect(normalizeDanishPhone('+46 12 34 56 78')).toBe('+4612345678');
    expect(phoneSchema.parse('+45 12 34 56 78')).toBe('12345678');
    expect(hrContactFormSchema.parse({ name: 'A', phone: '+45 87 65 43 21' }).phone).toBe('87654321');
  });
});
