import type { Readable } from 'node:stream';

/** A stored file and the content type it was stored with. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * A stored file to be read as it is sent (a download), never held whole in memory: its bytes as a stream, the
 * content type it was stored with, and its size in bytes when the storage knows it. The reader must consume or
 * destroy the stream (an open file on disk, an open connection to S3).
 */
export interface StoredStream {
  stream: Readable;
  contentType: string;
  size?: number;
}

/**
 * Where files live (DESIGN.md): local disk under DATA_DIR/files by default (local-disk-storage.ts), a bucket in
 * S3 or an S3-compatible service when S3_BUCKET is set (s3-storage.ts). Both pass the same contract test.
 * Keys are relative paths such as `{companyId}/users/{employeeId}/profilePhoto/{file}` (hr-core §7).
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** The same file as a stream (downloads, issue 28), or null when there is none under `key`. */
  getStream(key: string): Promise<StoredStream | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (e.g. `{companyId}/` when a company is deleted). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Every key that starts with `prefix` (all keys without one), in no particular order: for moving files from
   * one storage to another (`npm run cli -- storage copy-to-s3`), not for request paths.
   */
  keys(prefix?: string): AsyncIterable<string>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * A key is a relative path of plain segments: no absolute paths, no backslashes or NUL, no empty, `.` or `..`
 * segments, and no segment starting with a dot (the disk storage keeps its own bookkeeping in dot-files).
 * Returns the key's segments. `allowTrailingSlash` is for prefixes such as `{companyId}/users/`.
 */
export function keySegments(key: string, options: { allowTrailingSlash?: boolean } = {}): string[] {
  if (key.length === 0) throw new InvalidStorageKeyError(key, 'empty');
  if (key.length > 1024) throw new InvalidStorageKeyError(key, 'too long');
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) throw new InvalidStorageKeyError(key, 'absolute');
  if (key.includes('\\') || key.includes('\0')) throw new InvalidStorageKeyError(key, 'forbidden character');
  const segments = key.split('/');
  if (options.allowTrailingSlash && segments.length > 1 && segments.at(-1) === '') segments.pop();
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new InvalidStorageKeyError(key, 'empty, . or .. segment');
    }
    if (segment.startsWith('.')) throw new InvalidStorageKeyError(key, 'segment starts with a dot');
  }
  return segments;
}
