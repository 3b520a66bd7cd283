import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config';
import { resolveVapidKeys, VAPID_KEYS_FILE } from '../src/config/vapid-keys';
import { makeTempDir, TEST_VAPID_KEYS } from './helpers/test-app';

describe('resolveVapidKeys (web push, decision 040)', () => {
  it('generates a pair into DATA_DIR once on the embedded database, readable only by its owner, and reuses it', () => {
    const dataDir = makeTempDir();
    const config = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Kollega <drift@firma.dk>' });
    const first = resolveVapidKeys(config);
    expect(first).toMatchObject({ source: 'generated', subject: 'mailto:drift@firma.dk' });
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(config)).toEqual({ ...first, source: 'file' });
  });

  it('takes the keys from the environment, and with PostgreSQL and none is off', () => {
    const dataDir = makeTempDir();
    const fromEnv = resolveVapidKeys(
      loadConfig({
        DATA_DIR: dataDir,
        VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
        VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
        VAPID_SUBJECT: 'https://kollega.firma.dk',
      }),
    );
    expect(fromEnv).toEqual({
      ...TEST_VAPID_KEYS,
      subject: 'https://kollega.firma.dk',
      source: 'environment',
    });
    expect(
      resolveVapidKeys(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/kollega' })),
    ).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, VAPID_KEYS_FILE))).toBe(false);
  });

  it('refuses one key without the other, and a subject that is neither mailto: nor https:', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...{ VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey },
        VAPID_SUBJECT: 'http://x',
      }),
    ).toThrow(ConfigError);
  });
});
