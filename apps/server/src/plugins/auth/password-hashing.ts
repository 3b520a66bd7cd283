import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { verifyPassword as verifyStrongPassword } from 'better-auth/crypto';
import type { AppConfig } from '../../config/config';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: object,
) => Promise<Buffer>;

/** Marks a hash made by the test hasher, so it can never be taken for better-auth's own `salt:key` format. */
const TEST_HASH_PREFIX = 'test-scrypt$';
/**
 * Toy scrypt parameters: microseconds instead of better-auth's N=16384, r=16 (about 100 ms of CPU and 32 MB per
 * hash). Still a salted hash of the real password, so wrong passwords are refused exactly as in production.
 */
const TEST_SCRYPT = { N: 16, r: 1, p: 1 } as const;
const KEY_LENGTH = 32;

async function hashForTests(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_SCRYPT);
  return `${TEST_HASH_PREFIX}${salt}:${key.toString('hex')}`;
}

async function verifyForTests({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  // A strong hash (made outside the test hasher) still verifies, the slow way.
  if (!hash.startsWith(TEST_HASH_PREFIX)) return verifyStrongPassword({ hash, password });
  const [salt, key] = hash.slice(TEST_HASH_PREFIX.length).split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await scryptAsync(password.normalize('NFKC'), salt, expected.length, TEST_SCRYPT);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * better-auth's `emailAndPassword.password` option. Only under NODE_ENV=test does it replace better-auth's scrypt:
 * the integration tests sign up and sign in hundreds of times per run, and the strong hash made that most of the
 * suite's CPU time. Development and production get `undefined`, which is better-auth's own strong default.
 */
export function passwordHashing(config: Pick<AppConfig, 'nodeEnv'>) {
  if (config.nodeEnv !== 'test') return undefined;
  return { hash: hashForTests, verify: verifyForTests };
}
