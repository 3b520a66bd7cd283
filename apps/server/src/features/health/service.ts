import type { HealthResponse } from '@kollega/domain';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';

/** Answers only after a real round trip, so a load balancer stops sending traffic to a server whose database is gone. */
export async function checkHealth(database: Database, version: string): Promise<HealthResponse> {
  const started = performance.now();
  try {
    await database.ping();
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
  }
  return {
    status: 'ok',
    version,
    database: database.kind,
    databaseLatencyMs: Math.round((performance.now() - started) * 100) / 100,
  };
}
