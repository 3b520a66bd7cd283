import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { InvalidStorageKeyError, type Storage } from '../../src/integrations/storage/index';
import { createLocalDiskStorage } from '../../src/integrations/storage/local-disk-storage';
import { createS3Storage } from '../../src/integrations/storage/s3-storage';
import { startLocalS3 } from '../helpers/local-s3';
import { makeTempDir } from '../helpers/test-app';

/**
 * What every storage does alike, so a feature cannot tell local disk from a bucket. Each test works under a
 * fresh folder of its own, so the tests can share one storage.
 */
const localS3 = await startLocalS3();
const implementations: Array<[string, Storage]> = [
  ['local disk', createLocalDiskStorage(path.join(makeTempDir('kollega-files-'), 'files'))],
  ['S3 (s3rver on 127.0.0.1)', createS3Storage(loadConfig({ NODE_ENV: 'test', ...localS3.env }).s3!)],
];

async function allKeys(storage: Storage, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys(prefix)) keys.push(key);
  return keys.sort();
}

describe.each(implementations)('storage contract: %s', (_name, storage) => {
  let folder: string;
  const fresh = () => {
    folder = `company-${randomUUID()}`;
    return folder;
  };

  it('gives back what was put, with its content type', async () => {
    const key = `${fresh()}/users/employee-1/profilePhoto/abc.png`;
    await storage.put(key, Buffer.from([1, 2, 3]), 'image/png');
    await expect(storage.get(key)).resolves.toEqual({
      data: Buffer.from([1, 2, 3]),
      contentType: 'image/png',
    });
  });

  it('keeps the content type it was given, even when the extension says otherwise', async () => {
    const key = `${fresh()}/document`;
    await storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    await expect(storage.get(key)).resolves.toMatchObject({ contentType: 'application/pdf' });
  });

  it('replaces a file in place', async () => {
    const key = `${fresh()}/b.txt`;
    await storage.put(key, Buffer.from('one'), 'text/plain');
    await storage.put(key, Buffer.from('two'), 'text/markdown');
    await expect(storage.get(key)).resolves.toEqual({
      data: Buffer.from('two'),
      contentType: 'text/markdown',
    });
    expect(await allKeys(storage, `${folder}/`)).toEqual([key]);
  });

  it('stores keys with Danish letters, spaces and URL characters as they are', async () => {
    const key = `${fresh()}/users/Søren Ærø/documents/Ansættelseskontrakt 2024 (underskrevet) + bilag #2 100%.pdf`;
    await storage.put(key, Buffer.from('æøå ÆØÅ'), 'application/pdf');
    const file = await storage.get(key);
    expect(file?.data.toString('utf8')).toBe('æøå ÆØÅ');
    expect(await allKeys(storage, `${folder}/`)).toEqual([key]);
    await storage.delete(key);
    await expect(storage.get(key)).resolves.toBeNull();
  });

  it('answers null for a missing key and for a folder', async () => {
    await expect(storage.get(`${fresh()}/nothing/here.png`)).resolves.toBeNull();
    await storage.put(`${folder}/folder/file.png`, Buffer.from('x'), 'image/png');
    await expect(storage.get(`${folder}/folder`)).resolves.toBeNull();
  });

  it('deletes a file, and deleting a missing one is fine', async () => {
    await storage.put(`${fresh()}/b.png`, Buffer.from('x'), 'image/png');
    await storage.put(`${folder}/c.png`, Buffer.from('y'), 'image/png');
    await storage.delete(`${folder}/b.png`);
    await expect(storage.get(`${folder}/b.png`)).resolves.toBeNull();
    expect(await allKeys(storage, `${folder}/`)).toEqual([`${folder}/c.png`]);
    await expect(storage.delete(`${folder}/b.png`)).resolves.toBeUndefined();
    await expect(storage.delete(`${folder}/never/was.png`)).resolves.toBeUndefined();
  });

  it('deletes everything under a folder prefix, and only that', async () => {
    const root = fresh();
    await storage.put(`${root}/c1/users/e1/profilePhoto/a.png`, Buffer.from('x'), 'image/png');
    await storage.put(`${root}/c1/users/e1/documents/contract.pdf`, Buffer.from('x'), 'application/pdf');
    await storage.put(`${root}/c1/users/e2/profilePhoto/b.png`, Buffer.from('x'), 'image/png');
    await storage.put(`${root}/c10/users/e3/profilePhoto/c.png`, Buffer.from('x'), 'image/png');
    await storage.deletePrefix(`${root}/c1/users/e1/`);
    expect(await allKeys(storage, `${root}/`)).toEqual([
      `${root}/c1/users/e2/profilePhoto/b.png`,
      `${root}/c10/users/e3/profilePhoto/c.png`,
    ]);
    await storage.deletePrefix(`${root}/c1/`);
    expect(await allKeys(storage, `${root}/`)).toEqual([`${root}/c10/users/e3/profilePhoto/c.png`]);
    await expect(storage.deletePrefix(`${root}/c404/`)).resolves.toBeUndefined();
  });

  it('deletes by a name prefix', async () => {
    await storage.put(`${fresh()}/photo-1.png`, Buffer.from('x'), 'image/png');
    await storage.put(`${folder}/photo-2.png`, Buffer.from('x'), 'image/png');
    await storage.put(`${folder}/other.png`, Buffer.from('x'), 'image/png');
    await storage.deletePrefix(`${folder}/photo-`);
    expect(await allKeys(storage, `${folder}/`)).toEqual([`${folder}/other.png`]);
  });

  it('lists every key, or those under a prefix', async () => {
    await storage.put(`${fresh()}/a/1.png`, Buffer.from('x'), 'image/png');
    await storage.put(`${folder}/b/2.pdf`, Buffer.from('x'), 'application/pdf');
    expect(await allKeys(storage, `${folder}/a/`)).toEqual([`${folder}/a/1.png`]);
    const everything = await allKeys(storage);
    expect(everything).toEqual(expect.arrayContaining([`${folder}/a/1.png`, `${folder}/b/2.pdf`]));
    expect(await allKeys(storage, `${folder}-not-there/`)).toEqual([]);
  });

  it('round-trips a large file byte for byte', async () => {
    const key = `${fresh()}/large.bin`;
    // Bigger than the 20 MB upload limit, so no upload the app accepts is too large for a storage.
    const data = randomBytes(21 * 1024 * 1024);
    await storage.put(key, data, 'application/octet-stream');
    const file = await storage.get(key);
    expect(file?.data.length).toBe(data.length);
    expect(file?.data.equals(data)).toBe(true);
  });

  it('streams a stored file: the same bytes, content type and size as get (downloads, issue 28)', async () => {
    const key = `${fresh()}/exports/Løn æøå.xlsx`;
    // Several of the streams' chunks (64 KiB on disk), so the test reads a stream, not one buffer.
    const data = randomBytes(300 * 1024);
    await storage.put(key, data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const file = await storage.getStream(key);
    expect(file).not.toBeNull();
    expect(file!.stream).toBeInstanceOf(Readable);
    expect(file!.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file!.size).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it('streams null for a missing key and for a folder, and closes one that is destroyed unread', async () => {
    await expect(storage.getStream(`${fresh()}/nothing/here.pdf`)).resolves.toBeNull();
    await storage.put(`${folder}/folder/file.pdf`, Buffer.from('%PDF-'), 'application/pdf');
    await expect(storage.getStream(`${folder}/folder`)).resolves.toBeNull();
    // A download cut off before its end: the reader destroys the stream, which then closes.
    const file = await storage.getStream(`${folder}/folder/file.pdf`);
    file!.stream.destroy();
    await finished(file!.stream).catch(() => {});
    // Closed: the file handle (disk) or the connection (S3) is given back.
    expect(file!.stream.closed).toBe(true);
  });

  it.each([
    '',
    '/etc/passwd',
    '../outside.txt',
    'a/../../outside.txt',
    'a/./b.txt',
    'a//b.txt',
    'a/b/',
    'a\\b.txt',
    'C:/windows.txt',
    '.hidden',
    'a/.b.png.meta.json',
    'a/b\0.txt',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('refuses to delete or list everything by an empty or escaping prefix', async () => {
    for (const prefix of ['', '../', '/']) {
      await expect(storage.deletePrefix(prefix)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(allKeys(storage, prefix)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
});
