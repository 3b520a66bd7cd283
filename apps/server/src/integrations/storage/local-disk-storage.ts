import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFromExtension } from './content-type';
import {
  InvalidStorageKeyError,
  keySegments,
  type Storage,
  type StoredFile,
  type StoredStream,
} from './storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Writes through a temporary file in the same directory and renames it into place: readers see all or nothing. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await fs.writeFile(temporary, data, { flag: 'wx' });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Files on local disk under `root` (DATA_DIR/files). A key is a relative path below it; the content type is
 * kept beside each file in a dot-file (`.{name}.meta.json`), which keys can never name.
 */
export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);

  function fileFor(key: string, options: { allowTrailingSlash?: boolean } = {}): string {
    const file = path.resolve(base, ...keySegments(key, options));
    // keySegments already refuses '..' and absolute keys; this is the second wall.
    if (file !== base && !file.startsWith(`${base}${path.sep}`)) {
      throw new InvalidStorageKeyError(key, 'outside the storage root');
    }
    return file;
  }
  const metaFor = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);

  /** The content type kept beside the file, else the one its extension names. */
  async function contentTypeOf(key: string, file: string): Promise<string> {
    try {
      const meta = JSON.parse(await fs.readFile(metaFor(file), 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string' && meta.contentType) return meta.contentType;
    } catch (error) {
      if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
    }
    return contentTypeFromExtension(key);
  }

  return {
    async put(key, data, contentType) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // The content type first: a crash in between leaves a record without a file, never a file with the
      // wrong type.
      await writeAtomically(metaFor(file), JSON.stringify({ contentType }));
      await writeAtomically(file, data);
    },

    async get(key): Promise<StoredFile | null> {
      const file = fileFor(key);
      let data: Buffer;
      try {
        data = await fs.readFile(file);
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
      return { data, contentType: await contentTypeOf(key, file) };
    },

    async getStream(key): Promise<StoredStream | null> {
      const file = fileFor(key);
      // Opened first and checked through the open handle: a file replaced or removed in between (put renames
      // into place) is still read whole, as the version that was opened.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const contentType = await contentTypeOf(key, file);
        // The stream closes the handle when it ends, fails or is destroyed.
        return { stream: handle.createReadStream(), contentType, size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = fileFor(key);
      await fs.rm(file, { force: true });
      await fs.rm(metaFor(file), { force: true });
    },

    async deletePrefix(prefix) {
      // 'a/b/' removes the folder a/b; 'a/b/ph' removes a/b/ph* (files, folders and their records).
      const target = fileFor(prefix, { allowTrailingSlash: true });
      const directory = prefix.endsWith('/') ? target : path.dirname(target);
      const start = prefix.endsWith('/') ? '' : path.basename(target);
      let entries: string[];
      try {
        entries = await fs.readdir(directory);
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
        throw error;
      }
      if (start === '') {
        await fs.rm(directory, { recursive: true, force: true });
        return;
      }
      await Promise.all(
        entries
          .filter((entry) => entry.startsWith(start) || entry.startsWith(`.${start}`))
          .map((entry) => fs.rm(path.join(directory, entry), { recursive: true, force: true })),
      );
    },

    async *keys(prefix) {
      if (prefix !== undefined) fileFor(prefix, { allowTrailingSlash: true });
      let entries: Dirent[];
      try {
        entries = await fs.readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const segments = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep);
        // Dot-files are our own content-type records and temporary files; no key can name them.
        if (segments.some((segment) => segment.startsWith('.'))) continue;
        const key = segments.join('/');
        if (prefix === undefined || key.startsWith(prefix)) yield key;
      }
    },
  };
}
