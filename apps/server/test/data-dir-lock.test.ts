import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import { spawnNodeScript } from './helpers/node-script';
import { makeTempDir } from './helpers/test-app';

const HOLDER = fileURLToPath(new URL('./fixtures/hold-data-dir-lock.ts', import.meta.url));
const children: ChildProcess[] = [];

/** Another process (plain node, the holder bundled: helpers/node-script.ts) that takes the lock on `dataDir`; resolves once it holds it. */
async function startLockHolder(dataDir: string): Promise<ChildProcess> {
  const child = await spawnNodeScript(HOLDER, [dataDir]);
  children.push(child);
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('locked')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code}): ${stderr}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(killed));
});

function refusal(dataDir: string): Error | undefined {
  try {
    acquireDataDirLock(dataDir).release();
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

describe('the DATA_DIR lock', () => {
  it('lets one holder in and tells the second who holds it', () => {
    const dataDir = makeTempDir();
    const lock = acquireDataDirLock(dataDir);
    const refused = refusal(dataDir);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect(refused?.message).toContain(`The data directory ${dataDir} is in use by process ${process.pid}`);

    lock.release();
    acquireDataDirLock(dataDir).release();
  });

  it('refuses a live holder in another process, naming it', async () => {
    const dataDir = makeTempDir();
    const holder = await startLockHolder(dataDir);
    const refused = refusal(dataDir);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect(refused?.message).toContain(`is in use by process ${holder.pid} on ${os.hostname()}`);
    expect(refused?.message).toContain('Stop that server first');
  });

  it('takes over the lock of a process that was killed (the operating system released it)', async () => {
    const dataDir = makeTempDir();
    const holder = await startLockHolder(dataDir);
    await killed(holder);
    const lock = acquireDataDirLock(dataDir);
    const owner = JSON.parse(fs.readFileSync(lock.file, 'utf8'));
    expect(owner.pid).toBe(process.pid);
    lock.release();
  });

  it.each([
    ['our own pid (a container restarting as PID 1)', { pid: process.pid, hostname: os.hostname() }],
    ['another host name (a recreated container)', { pid: 1, hostname: 'old-container-7f3a' }],
  ])('a lock file left behind naming %s does not block', (_, owner) => {
    const dataDir = makeTempDir();
    fs.writeFileSync(
      path.join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ ...owner, startedAt: '2024-01-01T00:00:00.000Z' }),
    );
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: os.hostname(),
    });
    lock.release();
  });
});
