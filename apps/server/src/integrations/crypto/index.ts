import type { AppConfig } from '../../config/config';
import { createFieldCipher, type FieldCipher, fieldKeyId } from './field-encryption';

export type { FieldCipher } from './field-encryption';
export { FieldDecryptionError } from './field-encryption';

/**
 * The field cipher of this installation: new values under ENCRYPTION_KEY, older ones still readable under
 * PREVIOUS_ENCRYPTION_KEYS. Each key is named by its `fieldKeyId`, which is stored with every value.
 */
export function createFieldCipherFromConfig(
  config: Pick<AppConfig, 'encryptionKey' | 'previousEncryptionKeys'>,
): FieldCipher {
  if (!config.encryptionKey) throw new Error('The field cipher needs config.encryptionKey');
  const keys: Record<string, string> = {};
  for (const key of config.previousEncryptionKeys) keys[fieldKeyId(key)] = key;
  const currentKeyId = fieldKeyId(config.encryptionKey);
  keys[currentKeyId] = config.encryptionKey;
  return createFieldCipher({ keys, currentKeyId });
}

/** The key id a stored value names (`v1:<keyId>:…`), for the column beside it. */
export function keyIdOf(stored: string): string {
  return stored.split(':')[1] ?? '';
}
