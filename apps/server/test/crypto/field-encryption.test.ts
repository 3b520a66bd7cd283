import { createDecipheriv, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createFieldCipher,
  createFieldCipherFromMasterKeys,
  FieldDecryptionError,
  fieldKeyId,
} from '../../src/integrations/crypto/field-encryption';

const OLD_KEY = 'ab'.repeat(32);
const NEW_KEY = 'cd'.repeat(32);
const OTHER_KEY = '0123456789abcdef'.repeat(4);
const CPR = '010190-1234';
const STORED_FORM = /^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/;

const cipherWith = (keys: Record<string, string>, currentKeyId: string) =>
  createFieldCipher({ keys, currentKeyId });

/** Replaces one character at `index` with another base64url character. */
function changeCharacter(text: string, index: number): string {
  const replacement = text[index] === 'A' ? 'B' : 'A';
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

describe('field encryption (DESIGN.md rule 5)', () => {
  it('round-trips a CPR number in the versioned, key-named form', () => {
    const cipher = cipherWith({ k1: OLD_KEY }, 'k1');
    const stored = cipher.encrypt(CPR);
    expect(stored).toMatch(STORED_FORM);
    expect(stored.startsWith('v1:k1:')).toBe(true);
    expect(stored).not.toContain(CPR);
    expect(stored).not.toContain('0101901234');
    expect(cipher.decrypt(stored)).toBe(CPR);
    expect(cipher.needsReencryption(stored)).toBe(false);
  });

  it.each([
    ['Danish letters', 'Søren Ærø Åbenrå — æøå ÆØÅ'],
    ['emoji and other scripts', '👩‍💼 Zoë Ñandú 東京 Ελλάδα שלום'],
    ['an empty string', ''],
    ['a long text', 'Lønaftale: '.repeat(2000)],
    ['colons and newlines', 'a:b:c\nv1:k1:x:y:z'],
  ])('round-trips %s', (_, text) => {
    const cipher = cipherWith({ k1: OLD_KEY }, 'k1');
    expect(cipher.decrypt(cipher.encrypt(text))).toBe(text);
  });

  it('refuses text that UTF-8 cannot carry unchanged', () => {
    const cipher = cipherWith({ k1: OLD_KEY }, 'k1');
    expect(() => cipher.encrypt('\uD800')).toThrow(TypeError);
  });

  it('gives different ciphertexts and IVs for the same value', () => {
    const cipher = cipherWith({ k1: OLD_KEY }, 'k1');
    const values = Array.from({ length: 50 }, () => cipher.encrypt(CPR));
    expect(new Set(values).size).toBe(50);
    const ivs = values.map((value) => value.split(':')[2]);
    expect(new Set(ivs).size).toBe(50);
    for (const iv of ivs) expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    for (const value of values) expect(cipher.decrypt(value)).toBe(CPR);
  });

  describe('key rotation', () => {
    it('decrypts a value from the old key after the current key changed, and says it needs re-encrypting', () => {
      const before = cipherWith({ old: OLD_KEY }, 'old');
      const stored = before.encrypt(CPR);

      const after = cipherWith({ old: OLD_KEY, new: NEW_KEY }, 'new');
      expect(after.decrypt(stored)).toBe(CPR);
      expect(after.needsReencryption(stored)).toBe(true);

      const rewritten = after.encrypt(after.decrypt(stored));
      expect(rewritten.startsWith('v1:new:')).toBe(true);
      expect(after.needsReencryption(rewritten)).toBe(false);
      expect(after.decrypt(rewritten)).toBe(CPR);
    });

    it('cannot read a value whose key was removed', () => {
      const stored = cipherWith({ old: OLD_KEY }, 'old').encrypt(CPR);
      const withoutOld = cipherWith({ new: NEW_KEY }, 'new');
      expect(() => withoutOld.decrypt(stored)).toThrow(FieldDecryptionError);
      expect(() => withoutOld.decrypt(stored)).toThrow(/key 'old' is not configured/);
      expect(withoutOld.needsReencryption(stored)).toBe(true);
    });

    it('names keys from a short hash of the key, never the key itself', () => {
      const id = fieldKeyId(OLD_KEY);
      expect(id).toMatch(/^[0-9a-f]{8}$/);
      expect(OLD_KEY).not.toContain(id);
      expect(fieldKeyId(OLD_KEY)).toBe(id);
      expect(fieldKeyId(OLD_KEY.toUpperCase())).toBe(id);
      expect(fieldKeyId(NEW_KEY)).not.toBe(id);
    });

    it('builds the cipher from ENCRYPTION_KEY and previous keys', () => {
      const before = createFieldCipherFromMasterKeys({ current: OLD_KEY });
      expect(before.currentKeyId).toBe(fieldKeyId(OLD_KEY));
      const stored = before.encrypt(CPR);
      expect(stored.split(':')[1]).toBe(fieldKeyId(OLD_KEY));

      const after = createFieldCipherFromMasterKeys({ current: NEW_KEY, previous: [OLD_KEY] });
      expect(after.currentKeyId).toBe(fieldKeyId(NEW_KEY));
      expect(after.decrypt(stored)).toBe(CPR);
      expect(after.needsReencryption(stored)).toBe(true);
    });
  });

  describe('tampering', () => {
    const cipher = cipherWith({ k1: OLD_KEY, k2: NEW_KEY }, 'k1');
    const stored = cipher.encrypt(CPR);

    it('fails when any character of the IV, tag or data changes', () => {
      const start = 'v1:k1:'.length;
      for (let index = start; index < stored.length; index += 1) {
        if (stored[index] === ':') continue;
        const changed = changeCharacter(stored, index);
        expect(() => cipher.decrypt(changed), `character ${index}`).toThrow(FieldDecryptionError);
      }
    });

    it('fails when any byte of the data or tag changes', () => {
      const [version, keyId, iv, tag, data] = stored.split(':') as [string, string, string, string, string];
      for (const [part, bytes] of [
        ['data', Buffer.from(data, 'base64url')],
        ['tag', Buffer.from(tag, 'base64url')],
        ['iv', Buffer.from(iv, 'base64url')],
      ] as const) {
        for (let index = 0; index < bytes.length; index += 1) {
          const flipped = Buffer.from(bytes);
          flipped[index] = flipped[index]! ^ 0x01;
          const encoded = flipped.toString('base64url');
          const changed = [
            version,
            keyId,
            part === 'iv' ? encoded : iv,
            part === 'tag' ? encoded : tag,
            part === 'data' ? encoded : data,
          ].join(':');
          expect(() => cipher.decrypt(changed), `${part} byte ${index}`).toThrow(FieldDecryptionError);
        }
      }
    });

    it('fails when the key id is changed to another configured key', () => {
      const changed = stored.replace('v1:k1:', 'v1:k2:');
      expect(() => cipher.decrypt(changed)).toThrow(FieldDecryptionError);
      expect(() => cipher.decrypt(changed)).toThrow(/changed, or belongs to another key/);
    });

    it('fails for an unknown key id', () => {
      expect(() => cipher.decrypt(stored.replace('v1:k1:', 'v1:k9:'))).toThrow(/key 'k9' is not configured/);
    });

    it('fails when the value is truncated or extended', () => {
      expect(() => cipher.decrypt(stored.slice(0, -2))).toThrow(FieldDecryptionError);
      expect(() => cipher.decrypt(`${stored}AA`)).toThrow(FieldDecryptionError);
      expect(() => cipher.decrypt(`${stored}:x`)).toThrow(FieldDecryptionError);
    });

    it.each([
      ['plain text', CPR],
      ['an empty string', ''],
      ['another version', stored.replace(/^v1:/, 'v2:')],
      ['missing parts', 'v1:k1:abc'],
      ['a malformed key id', stored.replace('v1:k1:', 'v1:k 1:')],
      ['non-base64url characters', stored.replace(/:([^:]+)$/, ':+/=')],
      ['a short IV', stored.replace(/^v1:k1:[^:]+:/, 'v1:k1:AAAA:')],
      ['a short tag', stored.replace(/^(v1:k1:[^:]+:)[^:]+:/, '$1AAAA:')],
    ])('refuses %s with a clear error', (_, value) => {
      expect(() => cipher.decrypt(value)).toThrow(FieldDecryptionError);
      expect(() => cipher.decrypt(value)).toThrow(/^Cannot decrypt the encrypted field: /);
    });

    it('says a malformed value cannot be checked for re-encryption', () => {
      expect(() => cipher.needsReencryption(CPR)).toThrow(FieldDecryptionError);
    });

    it('binds a value to its place when given associated data', () => {
      const bound = cipher.encrypt(CPR, 'employees.cpr_number:employee-1');
      expect(cipher.decrypt(bound, 'employees.cpr_number:employee-1')).toBe(CPR);
      expect(() => cipher.decrypt(bound, 'employees.cpr_number:employee-2')).toThrow(FieldDecryptionError);
      expect(() => cipher.decrypt(bound)).toThrow(FieldDecryptionError);
      expect(() => cipher.decrypt(stored, 'employees.cpr_number:employee-1')).toThrow(FieldDecryptionError);
    });
  });

  describe('wrong key', () => {
    it('cannot decrypt with another key under the same id', () => {
      const stored = cipherWith({ k1: OLD_KEY }, 'k1').encrypt(CPR);
      expect(() => cipherWith({ k1: OTHER_KEY }, 'k1').decrypt(stored)).toThrow(FieldDecryptionError);
    });

    it('derives the AES key with HKDF rather than using the master key directly', () => {
      const stored = cipherWith({ k1: OLD_KEY }, 'k1').encrypt(CPR);
      const [, , iv, tag, data] = stored.split(':') as [string, string, string, string, string];
      const decipher = createDecipheriv(
        'aes-256-gcm',
        Buffer.from(OLD_KEY, 'hex'),
        Buffer.from(iv, 'base64url'),
      );
      decipher.setAAD(Buffer.from('v1:k1:0:'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      decipher.update(Buffer.from(data, 'base64url'));
      expect(() => decipher.final()).toThrow();
    });
  });

  describe('configuration errors', () => {
    it.each([
      ['a short key', { k1: 'ab'.repeat(16) }, 'k1', /64 hexadecimal characters/],
      ['a non-hex key', { k1: 'zz'.repeat(32) }, 'k1', /64 hexadecimal characters/],
      ['a key id with a colon', { 'k:1': OLD_KEY }, 'k:1', /key id 'k:1'/],
      ['a current key that is not configured', { k1: OLD_KEY }, 'k2', /current field-encryption key 'k2'/],
    ])('refuses %s', (_, keys, currentKeyId, message) => {
      expect(() => createFieldCipher({ keys, currentKeyId })).toThrow(message);
    });

    it('never puts the key into an error message', () => {
      try {
        createFieldCipher({ keys: { k1: `${OLD_KEY}00` }, currentKeyId: 'k1' });
        expect.unreachable();
      } catch (error) {
        expect(String(error)).not.toContain(OLD_KEY);
      }
    });
  });
});

describe('blind index', () => {
  it('is equal for equal values and different for different ones', () => {
    const cipher = cipherWith({ k1: OLD_KEY }, 'k1');
    expect(cipher.blindIndex(CPR)).toBe(cipher.blindIndex(CPR));
    expect(cipher.blindIndex(CPR)).not.toBe(cipher.blindIndex('010190-1235'));
    expect(cipher.blindIndex(CPR)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is keyed: another key gives another index, and it does not reveal the value', () => {
    const first = cipherWith({ k1: OLD_KEY }, 'k1').blindIndex(CPR);
    const second = cipherWith({ k1: NEW_KEY }, 'k1').blindIndex(CPR);
    expect(first).not.toBe(second);
    expect(first).not.toContain('010190');
  });

  it('follows the current key and offers every key’s index during a rotation', () => {
    const before = cipherWith({ old: OLD_KEY }, 'old');
    const during = cipherWith({ old: OLD_KEY, new: NEW_KEY }, 'new');
    expect(during.blindIndex(CPR)).not.toBe(before.blindIndex(CPR));
    expect(during.blindIndexes(CPR)).toEqual([during.blindIndex(CPR), before.blindIndex(CPR)]);
    expect(before.blindIndexes(CPR)).toEqual([before.blindIndex(CPR)]);
  });

  it('uses its own HKDF-derived key, not the master key', () => {
    const withMasterKey = createHmac('sha256', Buffer.from(OLD_KEY, 'hex')).update(CPR).digest('base64url');
    expect(cipherWith({ k1: OLD_KEY }, 'k1').blindIndex(CPR)).not.toBe(withMasterKey);
  });
});
