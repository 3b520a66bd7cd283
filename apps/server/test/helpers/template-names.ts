/** Names shared by the global set-up and the per-file helper. */
export const RUN_ID = `${process.pid}_${Date.now().toString(36)}`;
export const PG_DATABASE_PREFIX = 'kollega_t_';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a PGlite data directory with every migration applied. */
    pgliteMigratedDump: string;
    /** Tarball of a PGlite data directory with nothing in it. */
    pgliteEmptyDump: string;
    /** When TEST_DATABASE_URL is set: the migrated template database on that server. */
    postgresTemplate: string | null;
    postgresRunPrefix: string | null;
  }
}
