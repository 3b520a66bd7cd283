// Decision 083: one Overblik request sends each of its statements once. A Drizzle query is a thenable that runs
// again on every `then`, so a read started beside the aggregate (with a `.catch` to keep its failure quiet) and
// awaited later ran twice; this pins that no read of the request repeats.
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { traceStatements } from '../../src/testing/statement-trace';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

/** The reads among the traced statements (no BEGIN/COMMIT, no role or tenant set-up), as sent. */
function reads(statements: readonly string[]): string[] {
  return statements
    .map((text) => text.replace(/^\s*(tx )?(query|exec): /, ''))
    .filter((text) => /^\s*(select|with)\b/i.test(text) && !/set_config\(/.test(text));
}

describe('Overblik’s statements', () => {
  it.each(['compact', 'full'])('reads each thing once per request (%s answer)', async (shape) => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    for (const firstName of ['Anne', 'Bo']) {
      await createEmployee(app, companyId, { firstName, fields: { mobileAppAccess: true } });
    }
    const url = `/api/timereg/overview?from=2025-03-03&to=2025-03-30${shape === 'compact' ? '&shape=compact' : ''}`;
    let status = 0;
    const statements = await traceStatements(app, async () => {
      status = (await call(app, 'GET', url, { cookie })).statusCode;
    });
    expect(status).toBe(200);
    const sent = reads(statements);
    expect(sent.filter((text) => /from "time_log_settings"/.test(text))).toHaveLength(1);
    expect(sent.filter((text) => /from time_entries e/.test(text))).toHaveLength(1);
    expect(sent.length).toBe(new Set(sent).size);
  });
});
