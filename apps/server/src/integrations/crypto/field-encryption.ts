import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of sensitive fields at rest (DESIGN.md rule 5: CPR numbers, AES-256-GCM, key from configuration).
 *
 * A stored value is `v1:<keyId>:<iv>:<tag>:<ciphertext>` (the last three base64url): the version and the key id
 * travel with the value, so keys can be rotated. A value is decrypted with the key it names and encrypted with
 * the current key; `needsReencryption` finds the values a rotation still has to rewrite. Each key is a master
 * key as configured (ENCRYPTION_KEY, 64 hex characters); the AES key and the blind-index key are derived from it
 * with HKDF, so the master key itself never encrypts anything and its other uses (auth secrets) stay separate.
 */

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ENCRYPTION_INFO = 'kollega/field-encryption/v1';
const BLIND_INDEX_INFO = 'kollega/field-encryption/blind-index/v1';
const KEY_ID_PREFIX = 'kollega/field-encryption/key-id\0';
const MASTER_KEY = /^[0-9a-fA-F]{64}$/;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** A stored value that cannot be decrypted: malformed, tampered with, or under a key that is not configured. */
export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    super(`Cannot decrypt the encrypted field: ${reason}`);
    this.name = 'FieldDecryptionError';
  }
}

export interface FieldCipher {
  /** The key id new values are encrypted with. */
  readonly currentKeyId: string;
  /**
   * Encrypts with the current key and a fresh random IV, so equal values give different results.
   * `associatedData` (e.g. `employees.cpr_number:<employeeId>`) binds the value to its place: decrypting it
   * elsewhere, or without the same data, fails.
   */
  encrypt(plaintext: string, associatedData?: string): string;
  /** Decrypts with the key the value names; throws `FieldDecryptionError` when it cannot. */
  decrypt(stored: string, associatedData?: string): string;
  /** True when the value is not under the current key and version (rewrite it with decrypt + encrypt). */
  needsReencryption(stored: string): boolean;
  /**
   * A keyed hash (HMAC-SHA256, base64url) for equality lookups of an encrypted value without decrypting,
   * e.g. "is this CPR number already registered". Normalise the value first (`formatCprInput`). It changes
   * with the current key: recompute it when re-encrypting.
   */
  blindIndex(value: string): string;
  /** The blind index under every configured key, for lookups while a rotation is under way. */
  blindIndexes(value: string): string[];
}

interface DerivedKeys {
  encryption: Buffer;
  blindIndex: Buffer;
}

function masterKeyBytes(masterKeyHex: string, keyId: string): Buffer {
  if (!MASTER_KEY.test(masterKeyHex)) {
    throw new Error(`Field-encryption key '${keyId}' must be 64 hexadecimal characters (32 bytes).`);
  }
  return Buffer.from(masterKeyHex, 'hex');
}

function derive(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}

/**
 * The default id of a master key: 8 hex characters of a SHA-256 over the key (with a fixed prefix). Short, stable,
 * and it tells nothing about the key itself.
 */
export function fieldKeyId(masterKeyHex: string): string {
  const master = masterKeyBytes(masterKeyHex, '(unnamed)');
  return createHash('sha256').update(KEY_ID_PREFIX).update(master).digest('hex').slice(0, 8);
}

/** Strict base64url: only canonical encodings, so no changed character can decode to the same bytes. */
function decodeBase64url(text: string, what: string): Buffer {
  if (!BASE64URL.test(text)) throw new FieldDecryptionError(`${what} is not base64url`);
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text)
    throw new FieldDecryptionError(`${what} is not canonical base64url`);
  return bytes;
}

interface ParsedValue {
  version: string;
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

function parse(stored: string): ParsedValue {
  if (typeof stored !== 'string') throw new FieldDecryptionError('the stored value is not a string');
  const parts = stored.split(':');
  if (parts.length !== 5)
    throw new FieldDecryptionError('the stored value is not v1:<keyId>:<iv>:<tag>:<data>');
  const [version, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  if (version !== VERSION) throw new FieldDecryptionError(`unknown format version '${version.slice(0, 8)}'`);
  if (!KEY_ID.test(keyId)) throw new FieldDecryptionError('the key id is malformed');
  return { version, keyId, iv, tag, ciphertext };
}

function additionalData(version: string, keyId: string, associatedData: string | undefined): Buffer {
  // The version and key id are authenticated too, and the associated data is length-prefixed so that no two
  // different inputs give the same bytes.
  const context = associatedData ?? '';
  return Buffer.from(`${version}:${keyId}:${Buffer.byteLength(context)}:${context}`, 'utf8');
}

/**
 * `keys` maps key ids to master keys (64 hex); `currentKeyId` names the one new values are encrypted with.
 * Keep old keys in `keys` until `needsReencryption` finds no value under them.
 */
export function createFieldCipher(options: {
  keys: Record<string, string>;
  currentKeyId: string;
}): FieldCipher {
  const derived = new Map<string, DerivedKeys>();
  for (const [keyId, masterKeyHex] of Object.entries(options.keys)) {
    if (!KEY_ID.test(keyId)) {
      throw new Error(`Field-encryption key id '${keyId}' must be 1–32 characters of A–Z, a–z, 0–9, _ or -.`);
    }
    const master = masterKeyBytes(masterKeyHex, keyId);
    derived.set(keyId, {
      encryption: derive(master, ENCRYPTION_INFO),
      blindIndex: derive(master, BLIND_INDEX_INFO),
    });
  }
  const currentKeyId = options.currentKeyId;
  const current = derived.get(currentKeyId);
  if (!current) throw new Error(`The current field-encryption key '${currentKeyId}' is not among the keys.`);

  const hmac = (key: Buffer, value: string) =>
    createHmac('sha256', key).update(value, 'utf8').digest('base64url');

  return {
    currentKeyId,

    encrypt(plaintext, associatedData) {
      if (typeof plaintext !== 'string') throw new TypeError('Only strings can be encrypted.');
      // A lone surrogate would come back as U+FFFD; refuse it rather than change the value.
      if (Buffer.from(plaintext, 'utf8').toString('utf8') !== plaintext) {
        throw new TypeError('The value is not well-formed Unicode text.');
      }
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, current.encryption, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(VERSION, currentKeyId, associatedData));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        VERSION,
        currentKeyId,
        iv.toString('base64url'),
        tag.toString('base64url'),
        ciphertext.toString('base64url'),
      ].join(':');
    },

    decrypt(stored, associatedData) {
      const value = parse(stored);
      const keys = derived.get(value.keyId);
      if (!keys) throw new FieldDecryptionError(`the key '${value.keyId}' is not configured`);
      const iv = decodeBase64url(value.iv, 'the IV');
      const tag = decodeBase64url(value.tag, 'the tag');
      const ciphertext = decodeBase64url(value.ciphertext, 'the data');
      if (iv.length !== IV_BYTES) throw new FieldDecryptionError('the IV has the wrong length');
      if (tag.length !== TAG_BYTES) throw new FieldDecryptionError('the tag has the wrong length');
      const decipher = createDecipheriv(ALGORITHM, keys.encryption, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(value.version, value.keyId, associatedData));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldDecryptionError('the value was changed, or belongs to another key or place');
      }
    },

    needsReencryption(stored) {
      const value = parse(stored);
      return value.version !== VERSION || value.keyId !== currentKeyId;
    },

    blindIndex(value) {
      return hmac(current.blindIndex, value);
    },

    blindIndexes(value) {
      const indexes = [hmac(current.blindIndex, value)];
      for (const [keyId, keys] of derived)
        if (keyId !== currentKeyId) indexes.push(hmac(keys.blindIndex, value));
      return indexes;
    },
  };
}

/**
 * The cipher for a configuration: the current ENCRYPTION_KEY plus any previous keys still needed to read old
 * values, each named by `fieldKeyId`.
 */
export function createFieldCipherFromMasterKeys(input: {
  current: string;
  previous?: readonly string[];
}): FieldCipher {
  const keys: Record<string, string> = {};
  for (const key of input.previous ?? []) keys[fieldKeyId(key)] = key;
  const currentKeyId = fieldKeyId(input.current);
  keys[currentKeyId] = input.current;
  return createFieldCipher({ keys, currentKeyId });
}
