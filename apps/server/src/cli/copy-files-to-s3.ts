import type { AppConfig } from '../config/config';
import { copyFiles } from '../integrations/storage/copy-files';
import { filesRoot } from '../integrations/storage/index';
import { createLocalDiskStorage } from '../integrations/storage/local-disk-storage';
import { createS3Storage } from '../integrations/storage/s3-storage';

/**
 * `npm run cli -- storage copy-to-s3`: the move from local disk to a bucket (docs/operations.md). Copies
 * DATA_DIR/files into the bucket the S3_* variables name, with each file's content type; the files on disk are
 * left as they are. Needs no database, so it can run beside the server; run it again once the server has been
 * restarted with S3_BUCKET to pick up what was uploaded in between. Returns the exit code.
 */
export async function copyFilesToS3(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  log: (line: string) => void = console.log,
): Promise<number> {
  if (!config.s3) {
    log(
      'S3_BUCKET is not set: set the S3_* variables of the bucket to copy the files to (docs/operations.md).',
    );
    return 1;
  }
  const source = filesRoot(config);
  const target = `s3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
  log(`Copying the files in ${source} to ${target} …`);
  const copied = await copyFiles(createLocalDiskStorage(source), createS3Storage(config.s3), (key) =>
    log(`  ${key}`),
  );
  log(`Copied ${copied} file(s).`);
  return 0;
}
