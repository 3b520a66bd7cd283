import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';

/** A company, its owner signed in, and an employee with app access signed in too: the 'Mig' tests' cast. */
export async function meWorld(app: App, employeeFields: Record<string, unknown> = {}) {
  const company = await createCompanyWithOwner(app);
  const ownerCookie = await loginAs(app, company.owner);
  const { employee, account } = await createEmployee(app, company.companyId, {
    firstName: 'Mia',
    lastName: 'Medarbejder',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2024-01-01', ...employeeFields },
  });
  if (!account) throw new Error('no login');
  const cookie = await loginAs(app, account);
  return { ...company, ownerCookie, employee, account, cookie };
}
