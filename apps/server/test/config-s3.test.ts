import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/kollega');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const MINIO = {
  S3_ENDPOINT: 'https://minio.internal:9000/',
  S3_BUCKET: 'kollega-files',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'kollega',
  S3_SECRET_ACCESS_KEY: 'hunter2-hunter2',
};

describe('S3 configuration', () => {
  it('keeps files on local disk without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: ' ', S3_REGION: '' }).s3).toBeUndefined();
  });

  it('reads an S3-compatible service, with path-style addresses by default', () => {
    expect(loadConfig(MINIO).s3).toEqual({
      endpoint: 'https://minio.internal:9000',
      bucket: 'kollega-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'kollega', secretAccessKey: 'hunter2-hunter2' },
      forcePathStyle: true,
    });
    expect(loadConfig({ ...MINIO, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('reads AWS itself: no endpoint, virtual-host addresses, the SDK credential chain without keys', () => {
    expect(loadConfig({ S3_BUCKET: 'kollega-files', S3_REGION: 'eu-north-1' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'kollega-files',
      region: 'eu-north-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_BUCKET: 'kollega-files' }, 'S3_REGION is required with S3_BUCKET'],
    [{ ...MINIO, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY must be set together with'],
    [{ ...MINIO, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID must be set together with'],
    [{ S3_ENDPOINT: 'https://minio.internal:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ ...MINIO, S3_BUCKET: 'Kollega_Files' }, 'S3_BUCKET must be a bucket name of 3-63 lower-case'],
    [{ ...MINIO, S3_ENDPOINT: 'minio.internal:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ ...MINIO, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false (got "yes")'],
  ])('refuses %j', (env, message) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('never echoes a key or credentials in an endpoint', () => {
    const [inEndpoint] = problemsOf({
      ...MINIO,
      S3_ENDPOINT: 'https://kollega:hunter2-hunter2@minio.internal',
    });
    expect(inEndpoint).toContain('S3_ENDPOINT must not contain credentials');
    const [halfPair] = problemsOf({ S3_SECRET_ACCESS_KEY: 'hunter2-hunter2' });
    expect(halfPair).toContain('S3_SECRET_ACCESS_KEY is set but S3_BUCKET is not');
    for (const problem of [inEndpoint, halfPair]) expect(problem).not.toContain('hunter2');
  });
});
