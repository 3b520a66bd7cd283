import type { EmployeeDetail, EmployeeUpdate, EmploymentStatus, EmploymentType } from '@kollega/domain';

/**
 * The profile form as Mantine holds it: text as strings ('' when empty), dates 'YYYY-MM-DD' or null (what the
 * date field gives), the salary a number or '' (what the number field gives). `employeeUpdateSchema` accepts
 * exactly this and removes the blanks.
 */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  jobPosition: string;
  department: string;
  phone: string;
  privateEmail: string;
  privatePhone: string;
  address: string;
  zipcode: string;
  city: string;
  /** '' until the admin reveals or types a number (the stored one is only sent masked). */
  cprNumber: string;
  dateOfBirth: string | null;
  note: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  employmentType: EmploymentType | null;
  employmentStatus: EmploymentStatus;
  startDate: string | null;
  endDate: string | null;
  salary: number | string;
  bankAccount: string;
  salaryNote: string;
};

export function toFormValues(employee: EmployeeDetail): ProfileFormValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    jobPosition: employee.jobPosition,
    department: employee.department,
    phone: employee.phone,
    privateEmail: employee.privateEmail,
    privatePhone: employee.privatePhone,
    address: employee.address,
    zipcode: employee.zipcode,
    city: employee.city,
    cprNumber: '',
    dateOfBirth: employee.dateOfBirth,
    note: employee.note,
    emergencyContactName: employee.emergencyContactName,
    emergencyContactPhone: employee.emergencyContactPhone,
    employmentType: employee.employmentType,
    employmentStatus: employee.employmentStatus,
    startDate: employee.startDate,
    endDate: employee.endDate,
    salary: employee.salary ?? '',
    bankAccount: employee.bankAccount,
    salaryNote: employee.salaryNote,
  };
}

/**
 * The salary as a number once it is one. Mantine's number field keeps some complete amounts as text while they
 * are typed ('32500.50', '32500.0': a number would drop the zero the user just typed), so the form stores those
 * as strings; the schema and the server want the number.
 */
export function salaryValue(salary: number | string): number | string {
  if (typeof salary === 'number' || salary.trim() === '') return salary;
  const amount = Number(salary);
  return Number.isFinite(amount) ? amount : salary;
}

/** What `employeeUpdateSchema` checks: the form, with the salary as a number where it is one. */
export function toSchemaInput(values: ProfileFormValues): ProfileFormValues {
  return { ...values, salary: salaryValue(values.salary) };
}

/**
 * The PUT body: the whole form as typed (blanks are sent as '' and null; the schema turns them into "cleared").
 * The CPR number is left out unless the admin revealed or edited it: the form never held the stored number, and
 * an absent key keeps it, so saving can never clear a number nobody saw.
 */
export function toUpdateBody(values: ProfileFormValues, includeCpr: boolean): EmployeeUpdate {
  const { cprNumber, ...rest } = toSchemaInput(values);
  return includeCpr ? { ...rest, cprNumber } : rest;
}
