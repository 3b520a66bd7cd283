import { createHash } from 'node:crypto';

/** The SHA-256 of a file's bytes as lower-case hex: what an acknowledgement records of the file at that moment. */
export function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
