import fs from 'node:fs';
import { buildApp } from './app';
import { billingWarnings } from './config/billing-config';
import { type AppConfig, ConfigError, loadConfig } from './config/config';
import { configWarnings } from './config/config-warnings';
import { resolveEncryptionKey } from './config/encryption-key';
import { resolveVapidKeys } from './config/vapid-keys';
import { DataDirLockedError } from './db/data-dir-lock';
import { pgliteDataDir } from './db/database';
import { preloadHeavyLibraries } from './integrations/heavy-libraries';

/** Start-up messages are for the operator, in English; everything a user sees is Danish. */
function fail(message: string): never {
  console.error(`\nKollega could not start.\n${message}\n`);
  process.exit(1);
}

function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `embedded PGlite in ${pgliteDataDir(config.dataDir)}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const firstRun = !config.databaseUrl && !fs.existsSync(pgliteDataDir(config.dataDir));
  const key = resolveEncryptionKey(config);
  config = { ...config, encryptionKey: key.key };
  const vapid = resolveVapidKeys(config);
  if (vapid) config = { ...config, vapid };

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }

  await preloadHeavyLibraries();
  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `  Kollega is running at ${config.baseUrl}  (started in ${seconds} s)`,
    `  Database: ${describeDatabase(config)}`,
    `  API documentation: ${config.baseUrl}/api/docs`,
    `  Mail outbox: ${app.devOutbox.reason}`,
  ];
  if (key.source === 'generated') {
    lines.push(`  Generated an encryption key in ${config.dataDir}. Back it up together with the data.`);
  }
  if (vapid?.source === 'generated') lines.push(`  Generated web push (VAPID) keys in ${config.dataDir}.`);
  if (!vapid) lines.push('  Web push: off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to turn it on).');
  if (firstRun) lines.push('  First start: the database was created and migrated.');
  for (const warning of [...configWarnings(config), ...billingWarnings(config)])
    lines.push(`  Warning: ${warning}`);
  lines.push(`  Next: open ${config.baseUrl} in your browser. Stop with Ctrl+C.`, '');
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    // In-flight requests get a moment to finish; a stuck one must not keep the DATA_DIR lock forever.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
