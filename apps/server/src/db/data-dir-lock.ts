import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'kollega.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const holder = owner
      ? `process ${owner.pid} on ${owner.hostname} (started ${owner.startedAt})`
      : 'another process';
    super(
      `The data directory ${dataDir} is in use by ${holder}. ` +
        'The embedded database can be opened by one server at a time. Stop that server first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

type TryLock = (fd: number) => boolean;

/**
 * The advisory lock from fs-native-extensions (decision 014): an open-file-description lock on Linux, flock on
 * macOS, LockFileEx on Windows. Loaded on first use so that PostgreSQL mode never needs the native addon.
 */
function loadTryLock(): TryLock {
  try {
    return createRequire(import.meta.url)('fs-native-extensions').tryLock as TryLock;
  } catch (cause) {
    throw new Error(
      `The embedded database needs an operating-system file lock, which is not available on ${process.platform}-${process.arch} ` +
        '(fs-native-extensions ships it for Linux with glibc, macOS and Windows on x64 and arm64). Use DATABASE_URL (PostgreSQL) here.',
      { cause },
    );
  }
}

function readOwner(fd: number): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(fd, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/**
 * Takes the lock on DATA_DIR for the embedded database: PGlite has no protection of its own, and two servers
 * writing one data directory would corrupt it. The lock is the operating system's, held on an open file: the
 * kernel drops it when the process ends in any way, so a crashed server always restarts, and no pid or host
 * name is ever guessed at. The file's content (pid, host, start time) only tells the second server whom to name.
 * The file itself is never deleted: a server that opened it just before the deletion would lock an orphan.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const tryLock = loadTryLock();
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (!locked) {
    const owner = readOwner(fd);
    fs.closeSync(fd);
    throw new DataDirLockedError(dataDir, owner);
  }

  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${JSON.stringify(me)}\n`, 0);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      // Emptied before closing, so nobody is named as the holder after the lock is gone.
      fs.ftruncateSync(fd, 0);
      fs.closeSync(fd);
    },
  };
}
