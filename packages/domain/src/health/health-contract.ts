import { z } from 'zod';

export const databaseKindSchema = z.enum(['pglite', 'postgresql']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

/** GET /api/health: answered only after a real database round trip. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: databaseKindSchema,
  databaseLatencyMs: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
