import { getAuthTables } from 'better-auth/db';
import { admin, twoFactor } from 'better-auth/plugins';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, sessions, twoFactors, users, verifications } from '../../src/db/schema/index';

/**
 * Our Drizzle tables for better-auth were written from its own field list; this keeps them in step when
 * better-auth or its admin plugin gains a field (a missing column fails at run time, not at build time).
 */
describe('better-auth tables', () => {
  const expected = getAuthTables({
    plugins: [admin(), twoFactor()],
    // Decision 053: the session's sign-in method, as create-auth.ts declares it.
    session: { additionalFields: { signInMethod: { type: 'string', required: false, input: false } } },
  } as never);
  const ours = {
    user: users,
    session: sessions,
    account: accounts,
    verification: verifications,
    twoFactor: twoFactors,
  };

  it.each(Object.entries(ours))('%s has every field better-auth writes', (model, table) => {
    const fields = Object.keys(expected[model]?.fields ?? {});
    expect(fields.length).toBeGreaterThan(0);
    const columns = Object.keys(getTableColumns(table));
    for (const field of [...fields, 'id']) expect(columns, `${model}.${field}`).toContain(field);
  });
});
