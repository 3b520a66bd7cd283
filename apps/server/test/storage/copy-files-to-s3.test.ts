import { describe, expect, it } from 'vitest';
import { copyFilesToS3 } from '../../src/cli/copy-files-to-s3';
import { filesRoot, type Storage } from '../../src/integrations/storage/index';
import { createLocalDiskStorage } from '../../src/integrations/storage/local-disk-storage';
import { createS3Storage } from '../../src/integrations/storage/s3-storage';
import { startLocalS3 } from '../helpers/local-s3';
import { testConfig } from '../helpers/test-app';

const localS3 = await startLocalS3();

async function contentsOf(storage: Storage) {
  const files: Record<string, { data: string; contentType: string }> = {};
  for await (const key of storage.keys()) {
    const file = await storage.get(key);
    files[key] = { data: file!.data.toString('utf8'), contentType: file!.contentType };
  }
  return files;
}

describe('npm run cli -- storage copy-to-s3', () => {
  it('copies every file on disk to the bucket under the same key and content type, and can run again', async () => {
    const config = testConfig(localS3.env);
    const disk = createLocalDiskStorage(filesRoot(config));
    await disk.put('c1/users/e1/profilePhoto/a.png', Buffer.from('png'), 'image/png');
    await disk.put(
      'c1/users/e1/documents/Ansættelseskontrakt Søren.pdf',
      Buffer.from('pdf'),
      'application/pdf',
    );
    await disk.put('c2/users/e2/documents/notes', Buffer.from('tekst'), 'text/plain; charset=utf-8');

    const log: string[] = [];
    expect(await copyFilesToS3(config, (line) => log.push(line))).toBe(0);
    expect(log.at(-1)).toBe('Copied 3 file(s).');
    const bucket = createS3Storage(config.s3!);
    expect(await contentsOf(bucket)).toEqual(await contentsOf(disk));
    expect(Object.keys(await contentsOf(bucket))).toHaveLength(3);

    // Again after more uploads (the server restarted on the bucket later): the same keys, nothing doubled.
    await disk.put('c2/users/e2/documents/late.pdf', Buffer.from('late'), 'application/pdf');
    expect(await copyFilesToS3(config, () => {})).toBe(0);
    expect(await contentsOf(bucket)).toEqual(await contentsOf(disk));
    // The files on disk stay where they were.
    expect(Object.keys(await contentsOf(disk))).toHaveLength(4);
  });

  it('says what to set when no bucket is configured', async () => {
    const log: string[] = [];
    expect(await copyFilesToS3(testConfig(), (line) => log.push(line))).toBe(1);
    expect(log).toEqual([expect.stringContaining('S3_BUCKET is not set')]);
  });
});
