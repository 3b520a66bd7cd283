import fs from 'node:fs';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { createStorage, filesRoot } from '../../src/integrations/storage/index';
import { createS3Client, createS3Storage } from '../../src/integrations/storage/s3-storage';
import { LOCAL_S3_BUCKET, startLocalS3 } from '../helpers/local-s3';
import { testConfig } from '../helpers/test-app';

// What the S3 storage shares with the disk storage is in storage-contract.test.ts; these are about the bucket.
const localS3 = await startLocalS3();

describe('S3 storage', () => {
  it('is what a configured installation with S3_BUCKET uses: objects in the bucket, nothing on disk', async () => {
    const config = testConfig(localS3.env);
    const storage = createStorage(config);
    await storage.put('firma/Søren Ærø.txt', Buffer.from('hej'), 'text/plain; charset=utf-8');

    const object = await createS3Client(config.s3!).send(
      new GetObjectCommand({ Bucket: LOCAL_S3_BUCKET, Key: 'firma/Søren Ærø.txt' }),
    );
    expect(await object.Body?.transformToString()).toBe('hej');
    expect(object.ContentType).toBe('text/plain; charset=utf-8');
    expect(fs.existsSync(filesRoot(config))).toBe(false);
  });

  it('falls back to the extension for an object stored without a content type of its own', async () => {
    const { s3 } = loadConfig({ NODE_ENV: 'test', ...localS3.env });
    // As a copy by hand with a tool that sets no type: S3 then answers with a generic binary type.
    await createS3Client(s3!).send(
      new PutObjectCommand({
        Bucket: LOCAL_S3_BUCKET,
        Key: 'raw/photo.jpg',
        Body: Buffer.from('x'),
        ContentType: '',
      }),
    );
    const file = await createS3Storage(s3!).get('raw/photo.jpg');
    expect(file?.data.toString()).toBe('x');
    expect(file?.contentType).toBe('image/jpeg');
  });

  it('fails, rather than answering "not found", when the bucket cannot be reached', async () => {
    const { s3 } = loadConfig({
      NODE_ENV: 'test',
      ...localS3.env,
      // Port 1 on 127.0.0.1: nothing listens, the connection is refused at once.
      S3_ENDPOINT: 'http://127.0.0.1:1',
    });
    await expect(createS3Storage(s3!).get('a/b.png')).rejects.toThrow();
  });

  it('fails, rather than answering "not found", when the bucket does not exist', async () => {
    const { s3 } = loadConfig({ NODE_ENV: 'test', ...localS3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(createS3Storage(s3!).get('a/b.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
