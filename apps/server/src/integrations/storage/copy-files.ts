import type { Storage } from './storage';

/**
 * Copies every file from one storage to another under the same key and content type (`npm run cli -- storage
 * copy-to-s3`). A file already in the target is written again, so a copy that stopped half-way is finished by
 * running it again. One file at a time: the files are at most a few MB, and the target is not hurried.
 */
export async function copyFiles(
  from: Storage,
  to: Storage,
  onCopied: (key: string) => void = () => {},
): Promise<number> {
  let copied = 0;
  for await (const key of from.keys()) {
    const file = await from.get(key);
    // Deleted since it was listed: nothing to copy.
    if (!file) continue;
    await to.put(key, file.data, file.contentType);
    copied += 1;
    onCopied(key);
  }
  return copied;
}
