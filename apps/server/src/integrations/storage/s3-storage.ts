import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/s3-config';
import { contentTypeFromExtension } from './content-type';
import { keySegments, type Storage, type StoredFile, type StoredStream } from './storage';

/** DeleteObjects takes at most this many keys per request (and ListObjectsV2 gives at most as many). */
const DELETE_BATCH_SIZE = 1000;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Many S3-compatible services refuse the CRC32 trailers the SDK adds by default since 2025; send checksums
    // only where the API requires them (DeleteObjects). AWS itself is fine either way.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    // A request waiting on a storage that does not answer should fail, not hang until the client gives up.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/** What S3 answers for an object uploaded without a type (e.g. copied by hand): the extension knows better. */
const GENERIC_CONTENT_TYPES = new Set(['application/octet-stream', 'binary/octet-stream']);

function contentTypeOf(key: string, stored: string | undefined): string {
  return stored && !GENERIC_CONTENT_TYPES.has(stored) ? stored : contentTypeFromExtension(key);
}

/** Only a missing key is "no file": a missing bucket (also a 404) is a configuration error and must show. */
function isMissingKey(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey');
}

/**
 * Files as objects in one bucket, under the same keys the disk storage uses as paths, so `aws s3 sync` of
 * DATA_DIR/files (without its dot-files) and `npm run cli -- storage copy-to-s3` give the same layout. Keys are
 * checked with the same rules as on disk, so both storages accept and refuse the same keys.
 */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): Storage {
  const Bucket = config.bucket;

  return {
    async put(key, data, contentType) {
      keySegments(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },

    async get(key): Promise<StoredFile | null> {
      keySegments(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const data = Buffer.from(await object.Body.transformToByteArray());
        return { data, contentType: contentTypeOf(key, object.ContentType) };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },

    async getStream(key): Promise<StoredStream | null> {
      keySegments(key);
      let object: GetObjectCommandOutput;
      try {
        object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
      const body = object.Body;
      if (!body) return null;
      // In Node the SDK's body is the HTTP response itself (an IncomingMessage), read as the download is sent.
      const stream =
        body instanceof Readable
          ? body
          : Readable.fromWeb(body.transformToWebStream() as WebReadableStream<Uint8Array>);
      return { stream, contentType: contentTypeOf(key, object.ContentType), size: object.ContentLength };
    },

    async delete(key) {
      keySegments(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      keySegments(prefix, { allowTrailingSlash: true });
      // Lists the first page again after each deletion instead of following a continuation token, which some
      // S3-compatible services compute from positions that the deletion shifts.
      for (;;) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: DELETE_BATCH_SIZE }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length === 0) return;
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`could not delete ${failed.Key} from the bucket: ${failed.Code}`);
      }
    },

    async *keys(prefix) {
      if (prefix !== undefined) keySegments(prefix, { allowTrailingSlash: true });
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
