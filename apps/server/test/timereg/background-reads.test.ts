import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { BACKGROUND_READS, runAsBackgroundWork } from '../../src/db/statement-priority';
import { withCompany } from '../../src/db/tenant-scope';
import { loadEntriesWithNotes } from '../../src/features/timereg/overview/day-sheets';
import { buildOverview } from '../../src/features/timereg/overview/get-overview';
import { createCompanyWithOwner, createEmployee, setPlan } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

/**
 * Decision 035: background work reads Overblik's registrations in statements of at most 13 weeks of 10
 * employees. The figures must be those of a request's few big statements, across chunk and group boundaries.
 */
describe('Overblik read in bounded statements as background work', () => {
  it('gives the same overview and day-sheet entries as a request', { timeout: 120_000 }, async () => {
    const { companyId } = await createCompanyWithOwner(app);
    await setPlan(app.database.db, companyId, 'premiumplus');
    // More employees than one group, one of them ending within the period.
    const people = BACKGROUND_READS.employees + 2;
    const ids: string[] = [];
    for (let index = 0; index < people; index++) {
      const { employee } = await createEmployee(app, companyId, {
        firstName: `Person ${index}`,
        fields: {
          startDate: '2024-01-01',
          mobileAppAccess: true,
          timeRegistrationExempt: false,
          ...(index === 0 ? { employmentStatus: 'inactive', endDate: '2024-08-15' } : {}),
        },
      });
      ids.push(employee.id);
    }
    // Work on weekdays, now and then overtime, sickness and holiday, over more than 13 weeks.
    await app.database.db.execute(sql`
      insert into time_entries (company_id, employee_id, date, type, hours, start_time, end_time, note)
      select ${companyId}, e.id, d::date,
             case when extract(doy from d)::int % 17 = 0 then 'sickLeave'
                  when extract(doy from d)::int % 23 = 0 then 'holiday'
                  when extract(doy from d)::int % 11 = 0 then 'overtime'
                  else 'work' end,
             7.5, '08:00', '16:00', 'uge ' || extract(week from d)
      from employees e, generate_series('2024-01-01'::date, '2024-10-31'::date, interval '1 day') d
      where e.company_id = ${companyId} and extract(isodow from d) < 6`);
    const query = { from: '2024-01-03', to: '2024-10-31', employeeIds: null, inactive: false };
    const read = () =>
      withCompany(companyId, async () => ({
        overview: await buildOverview(app.database.db, companyId, query),
        entries: await loadEntriesWithNotes(app.database.db, companyId, ids.slice(0, 3), query),
      }));

    const request = await read();
    const background = await runAsBackgroundWork(read);

    expect(request.overview.employees.length).toBeGreaterThan(BACKGROUND_READS.employees);
    expect(background.overview).toEqual(request.overview);
    // Each employee's entries in the same order; which employee comes first in the map does not matter.
    expect(background.entries).toEqual(request.entries);
  });
});
