import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorage, filesRoot, InvalidStorageKeyError } from '../../src/integrations/storage/index';
import { createLocalDiskStorage } from '../../src/integrations/storage/local-disk-storage';
import { makeTempDir, testConfig } from '../helpers/test-app';

function storageOnTempDir() {
  const root = path.join(makeTempDir('kollega-files-'), 'files');
  return { root, storage: createLocalDiskStorage(root) };
}

/** Every file under a directory, as relative paths, dot-files included. */
function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return (fs.readdirSync(directory, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(directory, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

// What the disk storage shares with the S3 storage is in storage-contract.test.ts; these are about the disk.
describe('local disk storage', () => {
  it('stores a file at its key under the root and gives it back with its content type', async () => {
    const { root, storage } = storageOnTempDir();
    const key = 'company-1/users/employee-1/profilePhoto/abc.png';
    await storage.put(key, Buffer.from([1, 2, 3]), 'image/png');
    expect(fs.readFileSync(path.join(root, key))).toEqual(Buffer.from([1, 2, 3]));
    await expect(storage.get(key)).resolves.toEqual({
      data: Buffer.from([1, 2, 3]),
      contentType: 'image/png',
    });
    // Only the file and its content-type record; no temporary file is left behind.
    expect(filesUnder(root)).toEqual([
      'company-1/users/employee-1/profilePhoto/.abc.png.meta.json',
      'company-1/users/employee-1/profilePhoto/abc.png',
    ]);
  });

  it('keeps the content type it was given, even when the extension says otherwise', async () => {
    const { storage } = storageOnTempDir();
    await storage.put('a/document', Buffer.from('%PDF-1.7'), 'application/pdf');
    await expect(storage.get('a/document')).resolves.toMatchObject({ contentType: 'application/pdf' });
  });

  it('falls back to the extension when the content-type record is missing', async () => {
    const { root, storage } = storageOnTempDir();
    fs.mkdirSync(path.join(root, 'a'), { recursive: true });
    fs.writeFileSync(path.join(root, 'a', 'photo.jpg'), 'x');
    fs.writeFileSync(path.join(root, 'a', 'blob.bin'), 'x');
    await expect(storage.get('a/photo.jpg')).resolves.toMatchObject({ contentType: 'image/jpeg' });
    await expect(storage.get('a/blob.bin')).resolves.toMatchObject({
      contentType: 'application/octet-stream',
    });
  });

  it('deletes a file with its record, and deleting a missing one is fine', async () => {
    const { root, storage } = storageOnTempDir();
    await storage.put('a/b.png', Buffer.from('x'), 'image/png');
    await storage.put('a/c.png', Buffer.from('y'), 'image/png');
    await storage.delete('a/b.png');
    await expect(storage.get('a/b.png')).resolves.toBeNull();
    expect(filesUnder(root)).toEqual(['a/.c.png.meta.json', 'a/c.png']);
    await expect(storage.delete('a/b.png')).resolves.toBeUndefined();
    await expect(storage.delete('never/was.png')).resolves.toBeUndefined();
  });

  it('deletes everything under a folder prefix, and only that', async () => {
    const { root, storage } = storageOnTempDir();
    await storage.put('company-1/users/e1/profilePhoto/a.png', Buffer.from('x'), 'image/png');
    await storage.put('company-1/users/e1/documents/contract.pdf', Buffer.from('x'), 'application/pdf');
    await storage.put('company-1/users/e2/profilePhoto/b.png', Buffer.from('x'), 'image/png');
    await storage.put('company-10/users/e3/profilePhoto/c.png', Buffer.from('x'), 'image/png');
    await storage.deletePrefix('company-1/users/e1/');
    expect(filesUnder(root)).toEqual([
      'company-1/users/e2/profilePhoto/.b.png.meta.json',
      'company-1/users/e2/profilePhoto/b.png',
      'company-10/users/e3/profilePhoto/.c.png.meta.json',
      'company-10/users/e3/profilePhoto/c.png',
    ]);
    await storage.deletePrefix('company-1/');
    expect(filesUnder(root)).toEqual([
      'company-10/users/e3/profilePhoto/.c.png.meta.json',
      'company-10/users/e3/profilePhoto/c.png',
    ]);
    await expect(storage.deletePrefix('company-404/')).resolves.toBeUndefined();
  });

  it('deletes by a name prefix as object storage does', async () => {
    const { root, storage } = storageOnTempDir();
    await storage.put('a/photo-1.png', Buffer.from('x'), 'image/png');
    await storage.put('a/photo-2.png', Buffer.from('x'), 'image/png');
    await storage.put('a/other.png', Buffer.from('x'), 'image/png');
    await storage.deletePrefix('a/photo-');
    expect(filesUnder(root)).toEqual(['a/.other.png.meta.json', 'a/other.png']);
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
    const { root, storage } = storageOnTempDir();
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(filesUnder(path.dirname(root))).toEqual([]);
  });

  it('lists the keys without its own content-type records and temporary files', async () => {
    const { root, storage } = storageOnTempDir();
    await storage.put('a/b.png', Buffer.from('x'), 'image/png');
    fs.writeFileSync(path.join(root, 'a', '.b.png.1234.tmp'), 'half');
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual(['a/b.png']);
  });

  it('lists nothing before the first file', async () => {
    const { storage } = storageOnTempDir();
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual([]);
  });

  it('lives under DATA_DIR/files in a configured installation', async () => {
    const config = testConfig();
    const storage = createStorage(config);
    await storage.put('x/y.txt', Buffer.from('hej'), 'text/plain');
    expect(filesRoot(config)).toBe(path.join(config.dataDir, 'files'));
    expect(fs.readFileSync(path.join(config.dataDir, 'files', 'x', 'y.txt'), 'utf8')).toBe('hej');
  });
});
