import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, type BuildAppOptions, buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { cleanUpAfterFile } from './file-cleanup';
import { createTestDatabase } from './test-database';

export const TEST_ENCRYPTION_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
/** The dev outbox's token in tests (else random per start): tests send it as `x-dev-outbox-token`. */
export const TEST_DEV_OUTBOX_TOKEN = 'test-outbox-token-0123456789';
export const DEV_OUTBOX_AUTH = { 'x-dev-outbox-token': TEST_DEV_OUTBOX_TOKEN } as const;

/** A new empty directory, removed when the test file ends (callable from a test, a hook or module level). */
export function makeTempDir(prefix = 'kollega-'): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanUpAfterFile(() => fs.rmSync(directory, { recursive: true, force: true }));
  return directory;
}

/** A fixed VAPID pair (web push, decision 040): push is on in tests, as it is on a fresh `npm start`. */
export const TEST_VAPID_KEYS = {
  publicKey: 'BAQ2y232Lo9P4iBnG2O5XgfiEYopHb3o7H5lcmdNN3tlFB6qy3bHYm0QA6pUTwtaZFhwms7yhw8XyIXs_THHBSE',
  privateKey: 'SQ3r_9ZA_vRWLT9T6lnSRjRxSEyTvvMvVRP_mQOa8EE',
};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: makeTempDir('kollega-data-'),
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    DEV_OUTBOX_TOKEN: TEST_DEV_OUTBOX_TOKEN,
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    ...env,
  });
}

/** The real app on this file's own database copy, closed (and the copy dropped) after the file's tests. */
export async function buildTestApp(
  options: Omit<BuildAppOptions, 'database'> & { config?: AppConfig } = {},
): Promise<{ app: App; database: Database }> {
  const database = await createTestDatabase();
  const app = await buildApp(options.config ?? testConfig(), {
    webRoot: makeTempDir('kollega-web-'),
    ...options,
    database,
  });
  cleanUpAfterFile(() => app.close());
  return { app, database };
}
