import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import { makeTempDir } from './test-app';

export const LOCAL_S3_BUCKET = 'kollega-test';

/**
 * An S3-compatible server (s3rver) on 127.0.0.1 and a random port, with an empty bucket, its objects in a
 * temporary directory; both go away after the file's tests. The environment it gives is what an operator
 * would set, so tests go through the real configuration and the real AWS client over HTTP.
 */
export async function startLocalS3(): Promise<{ env: Record<string, string>; endpoint: string }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: makeTempDir('kollega-s3-'),
    configureBuckets: [{ name: LOCAL_S3_BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  afterAll(() => server.close());
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: LOCAL_S3_BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials; it checks the signature like S3 does.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  };
}
