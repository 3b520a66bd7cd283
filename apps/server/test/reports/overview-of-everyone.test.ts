import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildOverview, buildOverviewOfEveryone } from '../../src/features/timereg/public';
import { buildTestApp } from '../helpers/test-app';
import { reportCompany } from './report-company';

// Decision 042: Sygefravær and Overarbejde compute Overblik once over current and former employees, reading the
// registrations once. It must be exactly Overblik: the two lists `buildOverview` gives, with and without
// 'show inactive' (Anne registers time; Bo left in April and is a former employee).
let app: App;
let companyId: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  ({ companyId } = await reportCompany(app));
});

describe('buildOverviewOfEveryone', () => {
  it('equals Overblik of the current and of the former employees', async () => {
    const range = { from: '2025-02-01', to: '2025-04-30' };
    const db = app.database.db;
    const everyone = await buildOverviewOfEveryone(db, companyId, range);
    const lists = await Promise.all(
      [false, true].map((inactive) =>
        buildOverview(db, companyId, { ...range, employeeIds: null, inactive }, { balances: false }),
      ),
    );
    const expected = lists.flatMap((list) => list.employees);
    expect(expected.map((employee) => [employee.firstName, employee.inactive])).toEqual([
      ['Anne', false],
      ['Bo', true],
    ]);
    expect(everyone).toEqual(expected);
  });
});
