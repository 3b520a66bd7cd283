import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

export const ENCRYPTION_KEY_FILE = 'encryption.key';

/**
 * The key that encrypts sensitive fields (CPR numbers) at rest. Production must configure it. Outside
 * production a key is generated once into DATA_DIR (readable only by its owner) and reused on every start,
 * so `npm install && npm start` works with nothing to configure and the data stays readable.
 */
export function resolveEncryptionKey(config: AppConfig): {
  key: string;
  source: 'environment' | 'file' | 'generated';
} {
  if (config.encryptionKey) return { key: config.encryptionKey, source: 'environment' };
  if (config.nodeEnv === 'production') {
    throw new Error('ENCRYPTION_KEY is required in production. Generate one with: openssl rand -hex 32');
  }
  const file = path.join(config.dataDir, ENCRYPTION_KEY_FILE);
  if (fs.existsSync(file)) {
    const key = fs.readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/.test(key)) {
      throw new Error(
        `${file} does not hold a 64-character hex key. Restore it from backup or set ENCRYPTION_KEY.`,
      );
    }
    return { key, source: 'file' };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  // 'wx' fails if another process created the file in the meantime, rather than overwriting its key.
  fs.writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
  return { key, source: 'generated' };
}
