import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { runMigrations } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Makes the database available as `app.database` after applying the committed migrations, and closes it
 * when the app closes. The caller opens it (embedded PGlite or PostgreSQL), so tests can pass a copy of a
 * migrated template.
 */
export const databasePlugin = fp<{ database: Database }>(async function database(
  app: FastifyInstance,
  options,
) {
  await runMigrations(options.database);
  app.decorate('database', options.database);
  app.addHook('onClose', async () => {
    await options.database.close();
  });
});
