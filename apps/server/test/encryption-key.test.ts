import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { ENCRYPTION_KEY_FILE, resolveEncryptionKey } from '../src/config/encryption-key';
import { makeTempDir } from './helpers/test-app';

describe('resolveEncryptionKey', () => {
  it('generates a key into DATA_DIR once, readable only by its owner, and reuses it', () => {
    const dataDir = makeTempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveEncryptionKey(config);
    expect(first.source).toBe('generated');
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = resolveEncryptionKey(config);
    expect(second).toEqual({ key: first.key, source: 'file' });
  });

  it('prefers ENCRYPTION_KEY and writes nothing then', () => {
    const dataDir = makeTempDir();
    const key = 'cd'.repeat(32);
    expect(resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: key }))).toEqual({
      key,
      source: 'environment',
    });
    expect(fs.existsSync(path.join(dataDir, ENCRYPTION_KEY_FILE))).toBe(false);
  });

  it('refuses a damaged key file instead of silently making a new key', () => {
    const dataDir = makeTempDir();
    fs.writeFileSync(path.join(dataDir, ENCRYPTION_KEY_FILE), 'not a key');
    expect(() => resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir }))).toThrow(
      /does not hold a 64-character hex key/,
    );
  });
});
