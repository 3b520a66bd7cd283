import type { Storage } from '../storage/storage';

/**
 * Writes a file, then runs `record` (the transaction that points a row at it). The file is written first so no
 * network I/O happens inside the transaction (DESIGN.md rule 6); if the transaction fails, the file is removed
 * again, so a failed upload leaves neither a row nor a stray file.
 */
export async function storeThenRecord<T>(
  storage: Pick<Storage, 'put' | 'delete'>,
  file: { key: string; data: Buffer; contentType: string },
  record: () => Promise<T>,
): Promise<T> {
  await storage.put(file.key, file.data, file.contentType);
  try {
    return await record();
  } catch (error) {
    await storage.delete(file.key).catch(() => {});
    throw error;
  }
}
