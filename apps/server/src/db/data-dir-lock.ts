import fs from 'node:fs';
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
    readonly owner: LockOwner,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${owner.pid} on ${owner.hostname} (started ${owner.startedAt}). ` +
        'The embedded database can be opened by one server at a time. Stop that server first, or start this one with another DATA_DIR. ' +
        `If that process no longer exists, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
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
 * Takes the lock on DATA_DIR for the embedded database: PGlite has no protection of its own, and two
 * servers writing one data directory would corrupt it. The lock file names its owner so the second server
 * can say who holds it. A lock left by a crashed process on this host is taken over; one from another host
 * (a shared disk) is never assumed dead.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' is atomic: exactly one of two racing processes creates the file.
      fs.writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx' });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          const owner = readOwner(file);
          if (owner?.pid === me.pid && owner.startedAt === me.startedAt) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      const stale = owner ? owner.hostname === me.hostname && !isProcessAlive(owner.pid) : false;
      if (!stale) {
        throw new DataDirLockedError(
          dataDir,
          owner ?? { pid: -1, hostname: 'unknown host', startedAt: 'unknown' },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}: another process keeps creating it.`);
}
