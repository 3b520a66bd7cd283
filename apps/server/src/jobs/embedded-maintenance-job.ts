import type { PGlite } from '@electric-sql/pglite';
import { maintainEmbeddedTables } from '../db/embedded-maintenance';
import { type RecurringRun, startRecurring } from './recurring';

/** How often the embedded database is looked after (decision 049). */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * `maintainEmbeddedTables` two seconds after start and then every ten minutes, for the embedded database, which
 * has no autovacuum (decision 049); a failure is logged, and the next run tries again.
 */
export function startEmbeddedMaintenance(
  client: PGlite,
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
  intervalMs = EMBEDDED_MAINTENANCE_INTERVAL_MS,
): RecurringRun {
  return startRecurring(
    async () => {
      if (client.closed) return;
      const tables = await maintainEmbeddedTables(client);
      if (tables.length > 0) log.info({ tables }, 'embedded database vacuumed and analysed');
    },
    {
      firstDelayMs: 2_000,
      intervalMs,
      onError: (error) => log.error({ err: error }, 'embedded database maintenance failed'),
    },
  );
}
