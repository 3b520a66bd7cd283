import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';

/** A company with its owner signed in, ready for the employee routes. */
export async function ownerSession(app: App) {
  const company = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, company.owner);
  return { ...company, cookie };
}

/** Another company with one employee: its id must answer 404 to the first company's admin everywhere. */
export async function foreignEmployee(app: App) {
  const other = await createCompanyWithOwner(app);
  const { employee } = await createEmployee(app, other.companyId, {
    firstName: 'Fremmed',
    lastName: 'Person',
  });
  return employee;
}

let sequence = 0;
/** A work e-mail no other test uses (the tests of a file share one database). */
export function uniqueWorkEmail(): string {
  sequence += 1;
  return `ansat-${process.pid}-${Date.now().toString(36)}-${sequence}@firma.dk`;
}

export const NEW_EMPLOYEE = {
  firstName: ' Anne ',
  lastName: ' Hansen ',
  jobPosition: ' Bogholder ',
  email: ' Anne.Hansen@Firma.DK ',
  startDate: '2024-03-01',
};

/** A profile update with only the required fields; spread more in. */
export const PROFILE = {
  firstName: 'Anne',
  lastName: 'Hansen',
  jobPosition: 'Bogholder',
  employmentStatus: 'active',
};
