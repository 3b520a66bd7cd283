import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema diff; commit it with the schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
