import path from 'node:path';
import type { AppConfig } from '../../config/config';
import { createLocalDiskStorage } from './local-disk-storage';
import type { Storage } from './storage';

export { InvalidStorageKeyError, type Storage, type StoredFile } from './storage';

/** Where the files of a configured installation live: DATA_DIR/files (S3-compatible storage comes later). */
export function filesRoot(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'files');
}

export function createStorage(config: Pick<AppConfig, 'dataDir'>): Storage {
  return createLocalDiskStorage(filesRoot(config));
}
