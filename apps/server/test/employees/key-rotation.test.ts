import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { reencryptCprNumbers } from '../../src/cli/reencrypt';
import { employees } from '../../src/db/schema/index';
import { fieldKeyId } from '../../src/integrations/crypto/field-encryption';
import { createFieldCipherFromConfig } from '../../src/integrations/crypto/index';
import { createEmployee } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, TEST_ENCRYPTION_KEY, testConfig } from '../helpers/test-app';
import { ownerSession, PROFILE } from './employee-fixtures';

const NEW_KEY = 'fe'.repeat(32);

describe('rotating ENCRYPTION_KEY', () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });

  it('keeps old CPR numbers readable under PREVIOUS_ENCRYPTION_KEYS, and `reencrypt` moves them to the new key', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    await call(app, 'PUT', `/api/employees/${employee.id}`, {
      cookie,
      payload: { ...PROFILE, cprNumber: '241182-1235' },
    });
    const before = (await app.database.db.select().from(employees).where(eq(employees.id, employee.id)))[0]!;
    expect(before.cprKeyId).toBe(fieldKeyId(TEST_ENCRYPTION_KEY));

    const rotated = createFieldCipherFromConfig(
      testConfig({ ENCRYPTION_KEY: NEW_KEY, PREVIOUS_ENCRYPTION_KEYS: TEST_ENCRYPTION_KEY }),
    );
    expect(await reencryptCprNumbers(app.database.db, rotated)).toBeGreaterThanOrEqual(1);
    const after = (await app.database.db.select().from(employees).where(eq(employees.id, employee.id)))[0]!;
    expect(after.cprKeyId).toBe(fieldKeyId(NEW_KEY));
    expect(after.cprEncrypted).not.toBe(before.cprEncrypted);
    expect(rotated.decrypt(after.cprEncrypted!, `employees.cpr:${employee.id}`)).toBe('241182-1235');
    // A second run finds nothing left to do.
    expect(await reencryptCprNumbers(app.database.db, rotated)).toBe(0);
  });
});
