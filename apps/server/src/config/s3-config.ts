import { z } from 'zod';

/** Where uploaded files go when S3_BUCKET is set: a bucket in S3 or an S3-compatible service. */
export interface S3Config {
  /** The service's address (MinIO, Ceph, Hetzner, Cloudflare R2 …); undefined for AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Undefined: the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`; most S3-compatible services want this. */
  forcePathStyle: boolean;
}

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());

/** The S3_* variables, spread into the environment schema in config.ts. */
export const s3EnvShape = {
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value), {
        message: 'must be an http:// or https:// URL such as https://s3.eu-central-1.example.com',
      })
      .refine((value) => !URL.canParse(value) || !new URL(value).username, {
        message: 'must not contain credentials; use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      })
      .optional(),
  ),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name of 3-63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
};

/** Credentials in these are never echoed in an error message. */
export const S3_SECRET_VARIABLES = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

type S3Env = z.output<z.ZodObject<typeof s3EnvShape>>;

/** The checks across variables: S3 settings without a bucket, a region missing, half a key pair. */
export function refineS3Env(env: S3Env, context: z.RefinementCtx): void {
  const problem = (name: keyof S3Env, message: string) =>
    context.addIssue({ code: 'custom', path: [name], message });
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env[name]) problem(name, 'is set but S3_BUCKET is not; set S3_BUCKET to store files in S3');
    }
    return;
  }
  if (!env.S3_REGION) {
    problem(
      'S3_REGION',
      'is required with S3_BUCKET (e.g. eu-north-1; us-east-1 for most S3-compatible services)',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problem(
      env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'must be set together with the other of S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
}

/** The validated variables as an S3Config, or undefined when files stay on local disk. */
export function s3ConfigFrom(env: S3Env): S3Config | undefined {
  if (!env.S3_BUCKET || !env.S3_REGION) return undefined;
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Path style by default for S3-compatible services (virtual hosts need wildcard DNS), never for AWS itself.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
  };
}
