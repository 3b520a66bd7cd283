import { datesBetween, isoWeekday } from '@kollega/domain';
import type { App } from '../../src/app';
import {
  equipment,
  equipmentTypes,
  equipmentVariants,
  timeEntries,
  timeLogWarnings,
} from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';

/** The day the report tests look from: the equipment's status and the holiday balances follow from it. */
export const REPORT_NOW = new Date('2025-06-15T10:00:00Z');

/**
 * A small premium company whose figures are worked out by hand in reports.test.ts:
 * - Anne (Salg, fuldtid, from 2024-01-01): Sygdom Mon 3 and Tue 4 March 2025 (7.5 h each), Arbejde u.f. normtid
 *   3 h on Wed 5 March, Arbejde 10 h a day in the week of 10 March (50 h: a 48-hour week), an 11-hour warning
 *   from 11 March, Ferie 3–7 February 2025; a telephone expiring 14 August 2025.
 * - Bo (Lager, deltid, 10 March–15 April 2025, now inactive): hired and left.
 */
export async function reportCompany(app: App) {
  const company = await createCompanyWithOwner(app);
  await setPlan(app.database.db, company.companyId, 'premium');
  const cookie = await loginAs(app, company.owner);
  const { companyId } = company;
  const { employee: anne } = await createEmployee(app, companyId, {
    firstName: 'Anne',
    lastName: 'Andersen',
    fields: {
      department: 'Salg',
      employmentType: 'fullTime',
      startDate: '2024-01-01',
      mobileAppAccess: true,
    },
  });
  const { employee: bo } = await createEmployee(app, companyId, {
    firstName: 'Bo',
    lastName: 'Berg',
    fields: {
      department: 'Lager',
      employmentType: 'partTime',
      startDate: '2025-03-10',
      endDate: '2025-04-15',
      employmentStatus: 'inactive',
      mobileAppAccess: true,
    },
  });
  const entry = (date: string, type: string, hours: number) => ({
    companyId,
    employeeId: anne.id,
    date,
    type,
    hours,
  });
  const weekdays = (from: string, to: string) => datesBetween(from, to).filter((d) => isoWeekday(d) <= 5);
  await app.database.db
    .insert(timeEntries)
    .values([
      entry('2025-03-03', 'sickLeave', 7.5),
      entry('2025-03-04', 'sickLeave', 7.5),
      entry('2025-03-05', 'overtime', 3),
      ...weekdays('2025-03-10', '2025-03-14').map((date) => entry(date, 'work', 10)),
      ...weekdays('2025-02-03', '2025-02-07').map((date) => entry(date, 'holiday', 7.5)),
    ]);
  await app.database.db.insert(timeLogWarnings).values({
    companyId,
    employeeId: anne.id,
    type: '11HourWarning',
    value: 9,
    fromDate: '2025-03-11',
    toDate: '2025-03-12',
  });
  const [phone] = await app.database.db
    .insert(equipmentTypes)
    .values({ companyId, name: 'Telefon', icon: '📱' })
    .returning();
  const [computer] = await app.database.db
    .insert(equipmentTypes)
    .values({ companyId, name: 'Computer', icon: '💻' })
    .returning();
  if (!phone || !computer) throw new Error('no equipment types');
  const [iphone] = await app.database.db
    .insert(equipmentVariants)
    .values({ companyId, equipmentTypeId: phone.id, name: 'iPhone' })
    .returning();
  const [mac] = await app.database.db
    .insert(equipmentVariants)
    .values({ companyId, equipmentTypeId: computer.id, name: 'MacBook' })
    .returning();
  if (!iphone || !mac) throw new Error('no equipment variants');
  await app.database.db.insert(equipment).values([
    {
      companyId,
      equipmentTypeId: phone.id,
      equipmentVariantId: iphone.id,
      assignedToId: anne.id,
      serialNumber: 'A1',
      endDate: '2025-08-14',
    },
    { companyId, equipmentTypeId: phone.id, equipmentVariantId: iphone.id, serialNumber: '' },
    {
      companyId,
      equipmentTypeId: computer.id,
      equipmentVariantId: mac.id,
      serialNumber: 'C1',
      endDate: '2025-06-01',
    },
  ]);
  return { ...company, cookie, anne, bo };
}
