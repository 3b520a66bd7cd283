import { describe, expect, it } from 'vitest';
import { danloenLines, danloenUnits, type PayrollRow, payrollCodesSchema } from './payroll';

// Issue 28, 'The payroll file': the Danløn layout's lines.

const CODES = { NORMAL: '1', OVERTID: '2', FERIE: '50', SYGDOM: '60', FRI: '70' };

function row(overrides: Partial<PayrollRow>): PayrollRow {
  return {
    employeeNumber: '7',
    name: 'Åse Østergaard',
    code: 'NORMAL',
    label: 'Normaltimer',
    hours: 0,
    count: 0,
    from: '2025-03-01',
    to: '2025-03-31',
    ...overrides,
  };
}

describe('danloenUnits', () => {
  it('gives hours as hundredths, rounded to the nearest', () => {
    expect(danloenUnits(25)).toBe(2500);
    expect(danloenUnits(7.5)).toBe(750);
    expect(danloenUnits(1.005)).toBe(101);
    expect(danloenUnits(0.004)).toBe(0);
    expect(danloenUnits(2 / 3)).toBe(67);
  });
});

describe('danloenLines', () => {
  it('writes CVR;number;lønart;units;;, one line per category with hours', () => {
    const { lines, missing } = danloenLines(
      [row({ hours: 25 }), row({ code: 'OVERTID', label: 'Overarbejde', hours: 2.25 })],
      '12345678',
      CODES,
    );
    expect(lines).toEqual(['12345678;7;1;2500;;', '12345678;7;2;225;;']);
    expect(missing).toEqual({ cvr: false, employees: [], categories: [] });
  });

  it('leaves out a line with 0 units, also when it rounds to 0', () => {
    const { lines } = danloenLines(
      [row({ hours: 0 }), row({ code: 'FERIE', label: 'Ferie', hours: 0.004 })],
      '12345678',
      {},
    );
    expect(lines).toEqual([]);
  });

  it('names an employee without a number and a category without a code, and writes no line for them', () => {
    const { lines, missing } = danloenLines(
      [
        row({ employeeNumber: '', hours: 8 }),
        row({ employeeNumber: '', code: 'FRI', label: 'Fri', hours: 0 }),
        row({ employeeNumber: '8', name: 'Bo Berg', code: 'SYGDOM', label: 'Sygdom', hours: 7.4 }),
        row({ employeeNumber: '8', name: 'Bo Berg', hours: 30 }),
      ],
      '',
      { NORMAL: '1', SYGDOM: '' },
    );
    expect(lines).toEqual([';8;1;3000;;']);
    expect(missing).toEqual({ cvr: true, employees: ['Åse Østergaard'], categories: ['Sygdom'] });
  });

  it('names an employee whose number is not 1–10 digits like a missing one, and writes no line for them', () => {
    const bad = ['1;2', '"7"', '7\r\n8', ' 7', 'Ø7', '12345678901'];
    const { lines, missing } = danloenLines(
      [
        ...bad.map((employeeNumber, index) => row({ employeeNumber, name: `Ansat ${index}`, hours: 8 })),
        row({ employeeNumber: '0123456789', name: 'Bo Berg', hours: 1 }),
      ],
      '12345678',
      CODES,
    );
    expect(lines).toEqual(['12345678;0123456789;1;100;;']);
    expect(missing.employees).toEqual(
      bad.map((_, index) => `Ansat ${index} (Medarbejdernr. må kun indeholde 1–10 cifre)`),
    );
  });
});

describe('payrollCodesSchema', () => {
  it('takes letters and digits up to 10, trimmed, and empty', () => {
    expect(payrollCodesSchema.parse({ ...CODES, NORMAL: ' 0010 ', FRI: '' })).toMatchObject({
      NORMAL: '0010',
      FRI: '',
    });
  });
  it('refuses a code with other characters or longer than 10', () => {
    const result = payrollCodesSchema.safeParse({ ...CODES, NORMAL: '1;2', FRI: '12345678901' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Lønarten må kun indeholde tal og bogstaver.',
      'Lønarten må højst være 10 tegn.',
    ]);
  });
});
