import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from './config';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** The keys web push signs with and the contact the push services are told (decision 040). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The push services want a way to reach the operator: VAPID_SUBJECT, else the https address, else MAIL_FROM. */
export function vapidSubject(config: AppConfig): string {
  if (config.vapid.subject) return config.vapid.subject;
  if (config.baseUrl.startsWith('https://')) return config.baseUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

/**
 * The VAPID keys, or undefined (push off). From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set. On the embedded
 * database (no DATABASE_URL: one machine, one data directory), a pair is generated once into DATA_DIR, readable
 * only by its owner, as the encryption key is, so `npm start` has push with nothing to configure. With
 * PostgreSQL several servers must sign with the same key, so only the environment can give it.
 */
export function resolveVapidKeys(
  config: AppConfig,
): (VapidKeys & { source: 'environment' | 'file' | 'generated' }) | undefined {
  const subject = vapidSubject(config);
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return {
      publicKey: config.vapid.publicKey,
      privateKey: config.vapid.privateKey,
      subject,
      source: 'environment',
    };
  }
  if (config.databaseUrl) return undefined;
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
      throw new Error(
        `${file} does not hold VAPID keys. Delete it to generate new ones (devices must opt in again).`,
      );
    }
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject, source: 'file' };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // 'wx' fails if another process created the file in the meantime, rather than overwriting its keys.
  fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { flag: 'wx', mode: 0o600 });
  return { ...keys, subject, source: 'generated' };
}
