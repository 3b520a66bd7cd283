import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import type { Storage, StoredFile } from '../../src/integrations/storage/storage';
import { fileResource } from '../../src/integrations/uploads/file-resource';

/** A storage in memory whose delete can be made to fail, and a log that keeps what it is told. */
function world(options: { deleteFails?: boolean } = {}) {
  const files = new Map<string, StoredFile>();
  const warnings: { details: object; message: string }[] = [];
  const storage = {
    put: async (key: string, data: Buffer, contentType: string) => {
      files.set(key, { data, contentType });
    },
    get: async (key: string) => files.get(key) ?? null,
    getStream: async (key: string) => {
      const file = files.get(key);
      return file ? { stream: Readable.from([file.data]), contentType: file.contentType } : null;
    },
    deletePrefix: async (prefix: string) => {
      if (options.deleteFails) throw new Error('disk gone');
      for (const key of [...files.keys()]) if (key.startsWith(prefix)) files.delete(key);
    },
    delete: async (key: string) => {
      if (options.deleteFails) throw new Error('disk gone');
      files.delete(key);
    },
  } as unknown as Storage;
  // The callbacks under test get the transaction; these tests only need it to run them.
  const db = { transaction: (fn: (tx: unknown) => Promise<unknown>) => fn({}) } as unknown as Db;
  const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
  return { files, warnings, resource: fileResource({ db, storage, log }) };
}

const newFile = {
  folder: 'c1/users/e1/documents/',
  extension: 'pdf',
  data: Buffer.from('%PDF-'),
  contentType: 'application/pdf',
};

describe('fileResource', () => {
  it('stores the upload under a new key in the folder, then removes the file the row no longer points at', async () => {
    const { files, resource } = world();
    files.set('c1/users/e1/documents/old.pdf', { data: Buffer.from('old'), contentType: 'application/pdf' });
    const key = await resource.upload(newFile, async (_tx, key) => ({
      value: key,
      replacedKey: 'c1/users/e1/documents/old.pdf',
    }));
    expect(key).toMatch(/^c1\/users\/e1\/documents\/[0-9a-f-]{36}\.pdf$/);
    expect([...files.keys()]).toEqual([key]);
  });

  it('removes the stored file again when the transaction fails, and the error reaches the caller', async () => {
    const { files, resource } = world();
    const failure = new Error('constraint');
    await expect(resource.upload(newFile, async () => Promise.reject(failure))).rejects.toBe(failure);
    expect(files.size).toBe(0);
  });

  it('logs a file it cannot remove instead of failing the request or swallowing it silently', async () => {
    const { warnings, resource } = world({ deleteFails: true });
    const failure = new Error('constraint');
    await expect(resource.upload(newFile, async () => Promise.reject(failure))).rejects.toBe(failure);
    await expect(resource.remove(async () => ({ value: 'gone', removedKey: 'c1/a.pdf' }))).resolves.toBe(
      'gone',
    );
    expect(warnings.map((warning) => warning.message)).toEqual([
      'stored file not removed (orphan of a failed upload)',
      'stored file not removed (deleted)',
    ]);
    expect(warnings[1]?.details).toMatchObject({ key: 'c1/a.pdf' });
  });

  it('removes the file after the row is gone, and nothing when the row had none', async () => {
    const { files, resource } = world();
    files.set('c1/a.pdf', { data: Buffer.from('a'), contentType: 'application/pdf' });
    await resource.remove(async () => ({ value: undefined, removedKey: null }));
    expect(files.has('c1/a.pdf')).toBe(true);
    await resource.remove(async () => ({ value: undefined, removedKey: 'c1/a.pdf' }));
    expect(files.has('c1/a.pdf')).toBe(false);
  });

  it('reads a stored file, and answers 404 for a row without a file or a file gone from the storage', async () => {
    const { files, resource } = world();
    files.set('c1/a.pdf', { data: Buffer.from('a'), contentType: 'application/pdf' });
    await expect(resource.read('c1/a.pdf')).resolves.toMatchObject({ contentType: 'application/pdf' });
    await expect(resource.read(null)).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await expect(resource.read('c1/b.pdf')).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const streamed = await resource.readStream('c1/a.pdf');
    expect(streamed.contentType).toBe('application/pdf');
    expect((await buffer(streamed.stream)).toString()).toBe('a');
    await expect(resource.readStream(null)).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await expect(resource.readStream('c1/b.pdf')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
  });

  it("removes a deleted owner's folder after the commit, and logs a folder it cannot remove", async () => {
    const { files, resource } = world();
    files.set('c1/agreements/a1/x.pdf', { data: Buffer.from('x'), contentType: 'application/pdf' });
    files.set('c1/agreements/a2/y.pdf', { data: Buffer.from('y'), contentType: 'application/pdf' });
    await resource.removeFolder('c1/agreements/a1/');
    expect([...files.keys()]).toEqual(['c1/agreements/a2/y.pdf']);

    const failing = world({ deleteFails: true });
    await expect(failing.resource.removeFolder('c1/agreements/a2/')).resolves.toBeUndefined();
    expect(failing.warnings).toEqual([
      {
        details: expect.objectContaining({ folder: 'c1/agreements/a2/' }),
        message: 'stored files not removed (owner deleted)',
      },
    ]);
  });
});
