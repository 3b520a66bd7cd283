import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { auditLog, companies } from '../../src/db/schema/index';
import { AppError } from '../../src/errors/app-error';
import { type CompanySetting, changeCompanySetting } from '../../src/services/company-setting';
import { createCompany } from '../../src/testing/factories';
import { createTestDatabase } from '../helpers/test-database';

/** A company setting as the timereg and privacy settings declare theirs: here 'Låst til og med'. */
const lockDate: CompanySetting<string | null> = {
  action: 'test.lock-date',
  read: async (tx, companyId) => {
    const [row] = await (tx as Database['db'])
      .select({ lockDate: companies.timeRegistrationLockDate })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.lockDate ?? null;
  },
  write: (value) => ({ timeRegistrationLockDate: value }),
  check: (before, value) => {
    if (before !== null && value !== null && value < before) throw new AppError('LOCK_DATE_BACKWARDS');
  },
};

describe('changeCompanySetting', () => {
  let database: Database;
  let companyId: string;
  let otherCompanyId: string;
  const actor = () => ({ companyId, userId: null, impersonatedBy: null, requestId: 'setting-test' });
  const stored = async (id: string) =>
    (await database.db.select().from(companies).where(eq(companies.id, id)))[0]?.timeRegistrationLockDate;
  const auditRows = () =>
    database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'test.lock-date')));

  beforeAll(async () => {
    database = await createTestDatabase();
    companyId = (await createCompany(database.db)).id;
    otherCompanyId = (await createCompany(database.db)).id;
  });
  afterAll(() => database.close());

  it("writes the value with an audit row holding what it replaced, in the caller's company only", async () => {
    await changeCompanySetting(database.db, actor(), lockDate, '2026-01-31');
    await changeCompanySetting(database.db, actor(), lockDate, '2026-02-28');
    expect(await stored(companyId)).toBe('2026-02-28');
    expect(await stored(otherCompanyId)).toBeNull();
    expect((await auditRows()).map((row) => row.details)).toEqual([
      { from: null, to: '2026-01-31' },
      { from: '2026-01-31', to: '2026-02-28' },
    ]);
  });

  it('writes nothing and no audit row when the value is the one stored', async () => {
    const before = (await auditRows()).length;
    await changeCompanySetting(database.db, actor(), lockDate, '2026-02-28');
    expect(await auditRows()).toHaveLength(before);
  });

  it("refuses through the setting's check and leaves the row and the log as they were", async () => {
    const before = (await auditRows()).length;
    await expect(changeCompanySetting(database.db, actor(), lockDate, '2026-01-01')).rejects.toMatchObject({
      code: 'LOCK_DATE_BACKWARDS',
    });
    expect(await stored(companyId)).toBe('2026-02-28');
    expect(await auditRows()).toHaveLength(before);
  });

  it('runs two saves at once one after the other, so each audit row names the value it replaced', async () => {
    await Promise.all([
      changeCompanySetting(database.db, actor(), lockDate, '2026-03-31'),
      changeCompanySetting(database.db, actor(), lockDate, '2026-04-30'),
    ]);
    const details = (await auditRows()).slice(-2).map((row) => row.details as { from: string; to: string });
    const first = details.find((row) => row.from === '2026-02-28');
    const second = details.find((row) => row !== first);
    // Whichever ran second replaced the first one's value, never the value both started from.
    expect(second?.from).toBe(first?.to);
  });
});
