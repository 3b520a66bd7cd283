import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig } from './helpers/test-app';
import { testDatabaseKind } from './helpers/test-database';

/** Holds PGlite's single connection in a transaction until the returned function is called. */
function holdDatabase(client: { transaction(run: () => Promise<void>): Promise<unknown> }) {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const done = client.transaction(() => held);
  return async () => {
    letGo();
    await done;
  };
}

describe.skipIf(testDatabaseKind !== 'pglite')(
  'the embedded server under more requests than it can take',
  () => {
    it('answers 503 with Retry-After instead of letting requests wait without bound', async () => {
      const config = testConfig({ EMBEDDED_MAX_CONCURRENT_REQUESTS: '1', EMBEDDED_MAX_QUEUED_REQUESTS: '0' });
      const { app, database } = await buildTestApp({ config });
      if (database.driver.kind !== 'pglite') throw new Error('embedded only');
      const release = holdDatabase(database.driver.client);

      // A sign-in counts a rate-limit hit in the database, so it waits for the held connection.
      const waiting = app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'ingen@example.dk', password: 'forkert-kode-123' },
      });
      await vi.waitFor(() => expect(app.requestQueue.active).toBe(1));

      const refused = await app.inject({ method: 'GET', url: '/api/employees' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json().error.code).toBe('SERVICE_UNAVAILABLE');

      await release();
      expect((await waiting).statusCode).toBe(401);
      expect(app.requestQueue.active).toBe(0);
    });
  },
);
