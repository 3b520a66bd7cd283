import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { notFound } from '../../errors/app-error';
import type { Tx } from '../../services/context';
import type { Storage, StoredFile, StoredStream } from '../storage/storage';

/** Where a failed clean-up is written: the request's or the app's logger (pino), or the CLI's. */
export interface FileLog {
  warn(details: object, message: string): void;
}

/** What a file sub-resource needs: the database for its rows, the storage for its bytes, a log for clean-up. */
export interface FileDeps {
  db: Db;
  storage: Storage;
  log: FileLog;
}

/** A file about to be stored: a new key `{folder}{uuid}.{extension}` is made for it. */
export interface NewFile {
  /** The owner's folder, ending in '/' (hr-core §7, e.g. `{companyId}/users/{employeeId}/documents/`). */
  folder: string;
  extension: string;
  data: Buffer;
  contentType: string;
}

/** What a recording transaction returns: its answer, and the key of a file its row no longer points at. */
export interface Recorded<T> {
  value: T;
  /** A replaced file (the previous photo, contract or template file), removed once the transaction commits. */
  replacedKey?: string | null;
}

/** What a deleting transaction returns: its answer, and the key of the file its row pointed at. */
export interface Removed<T> {
  value: T;
  removedKey: string | null;
}

/**
 * The life of a stored file that belongs to a row (an employee's documents and photo, an agreement's and an
 * item's files, a template's file, an HR contact's photo), the same for every feature; the feature keeps its
 * rules (which types, how large, who may, which audit row) and passes them in as the `record`/`write` callbacks.
 *
 * - upload: the file is written first, so no storage I/O happens inside a transaction (DESIGN.md rule 6); then
 *   the transaction records it. If the transaction fails, the new file is an orphan and is removed; once it
 *   commits, the file it replaced is removed.
 * - remove: the transaction deletes or clears the row; the file goes after the commit.
 * - read/download: the stored bytes, or 404 when the file is missing.
 *
 * A file that cannot be removed after the fact is left behind (harmless: no row points at it) and logged, so
 * the answer to the request does not depend on it and the stray file can be found.
 */
export function fileResource(deps: FileDeps) {
  const removeStored = async (key: string, reason: string) => {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, `stored file not removed (${reason})`);
    }
  };

  return {
    /** Stores `file` under a new key, then runs `record(tx, key)` in one transaction. */
    async upload<T>(file: NewFile, record: (tx: Tx, key: string) => Promise<Recorded<T>>): Promise<T> {
      const key = `${file.folder}${randomUUID()}.${file.extension}`;
      await deps.storage.put(key, file.data, file.contentType);
      let recorded: Recorded<T>;
      try {
        recorded = await deps.db.transaction((tx) => record(tx, key));
      } catch (error) {
        await removeStored(key, 'orphan of a failed upload');
        throw error;
      }
      if (recorded.replacedKey && recorded.replacedKey !== key) {
        await removeStored(recorded.replacedKey, 'replaced');
      }
      return recorded.value;
    },

    /** Runs `write(tx)` (delete or clear the row, with its audit row), then removes the file it pointed at. */
    async remove<T>(write: (tx: Tx) => Promise<Removed<T>>): Promise<T> {
      const removed = await deps.db.transaction(write);
      if (removed.removedKey) await removeStored(removed.removedKey, 'deleted');
      return removed.value;
    },

    /**
     * Removes every file of an owner whose row is gone (a deleted employee, agreement or item), after the commit
     * that deleted it: a failure leaves orphan files, never a record without its file.
     */
    async removeFolder(folder: string): Promise<void> {
      try {
        await deps.storage.deletePrefix(folder);
      } catch (error) {
        deps.log.warn({ err: error, folder }, 'stored files not removed (owner deleted)');
      }
    },

    /** The stored file under `key`, or 404 (a row without a file, or a file gone from the storage). */
    async read(key: string | null): Promise<StoredFile> {
      const stored = key ? await deps.storage.get(key) : null;
      if (!stored) throw notFound();
      return stored;
    },

    /** The same as a stream, for a download (issue 28: sent as it is read, never held whole in memory). */
    async readStream(key: string | null): Promise<StoredStream> {
      const stored = key ? await deps.storage.getStream(key) : null;
      if (!stored) throw notFound();
      return stored;
    },
  };
}
