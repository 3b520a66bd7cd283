import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import { makeTempDir } from './helpers/test-app';

function deadPid(): number {
  // A process that has exited: its pid is free (reuse within the test is vanishingly unlikely).
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the DATA_DIR lock', () => {
  it('lets one holder in and tells the second who holds it', () => {
    const dataDir = makeTempDir();
    const lock = acquireDataDirLock(dataDir);
    let refused: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).toContain(`The data directory ${dataDir} is in use by process ${process.pid}`);
    expect(message).toContain(path.join(dataDir, LOCK_FILE_NAME));

    lock.release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dataDir).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = makeTempDir();
    const stale = { pid: deadPid(), hostname: os.hostname(), startedAt: '2024-01-01T00:00:00.000Z' };
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(stale));
    const lock = acquireDataDirLock(dataDir);
    const owner = JSON.parse(fs.readFileSync(lock.file, 'utf8'));
    expect(owner.pid).toBe(process.pid);
    lock.release();
  });

  it('never assumes a lock from another host is stale', () => {
    const dataDir = makeTempDir();
    const foreign = { pid: deadPid(), hostname: 'another-server', startedAt: '2024-01-01T00:00:00.000Z' };
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(foreign));
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by process \d+ on another-server/);
  });

  it('does not remove a lock it does not own', () => {
    const dataDir = makeTempDir();
    const lock = acquireDataDirLock(dataDir);
    const other = { pid: process.pid, hostname: 'x', startedAt: 'later' };
    fs.writeFileSync(lock.file, JSON.stringify(other));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(true);
  });
});
