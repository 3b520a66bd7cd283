import path from 'node:path';
import type { AppConfig } from '../../config/config';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export { InvalidStorageKeyError, type Storage, type StoredFile } from './storage';

/** Where the files of an installation without S3_BUCKET live: DATA_DIR/files. */
export function filesRoot(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'files');
}

/** The bucket when S3_BUCKET is set, otherwise local disk under DATA_DIR/files. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(filesRoot(config));
}
