import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import { employeeDocuments } from '../../src/db/schema/index';
import { filesRoot } from '../../src/integrations/storage/index';
import { createS3Storage } from '../../src/integrations/storage/s3-storage';
import { createEmployee } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { startLocalS3 } from '../helpers/local-s3';
import { IMAGES, multipartBody } from '../helpers/multipart';
import { PDF } from '../helpers/pdf';
import { buildTestApp, testConfig } from '../helpers/test-app';

// The whole app with S3_* set, against s3rver on 127.0.0.1: uploads and downloads through the HTTP API land in
// the bucket, and nothing in DATA_DIR/files.
const localS3 = await startLocalS3();
let app: App;
let config: AppConfig;
beforeAll(async () => {
  config = testConfig(localS3.env);
  ({ app } = await buildTestApp({ config }));
});

function upload(
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  filename: string,
  data: Buffer,
  contentType: string,
) {
  const body = multipartBody([{ name: 'file', filename, contentType, data }]);
  return app.inject({ method, url, headers: { ...body.headers, cookie }, payload: body.payload });
}

describe('uploads with S3 configured', () => {
  it('stores an employee document in the bucket, serves it back and deletes it there', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const base = `/api/employees/${employee.id}/documents`;

    const created = await upload('POST', base, cookie, 'Lønseddel maj æøå.pdf', PDF, 'application/pdf');
    expect(created.statusCode).toBe(201);
    const [row] = await app.database.db
      .select()
      .from(employeeDocuments)
      .where(eq(employeeDocuments.id, created.json().id));
    const bucket = createS3Storage(config.s3!);
    await expect(bucket.get(row!.storageKey)).resolves.toEqual({ data: PDF, contentType: 'application/pdf' });

    const download = await app.inject({
      method: 'GET',
      url: created.json().downloadUrl,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload).toEqual(PDF);

    const removed = await app.inject({
      method: 'DELETE',
      url: `${base}/${created.json().id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    await expect(bucket.get(row!.storageKey)).resolves.toBeNull();
    expect(fs.existsSync(filesRoot(config))).toBe(false);
  });

  it('stores a profile photo in the bucket and serves it at the profile’s photo URL', async () => {
    const { cookie, owner, companyId } = await ownerSession(app);
    const response = await upload('PUT', '/api/profile/photo', cookie, 'mig.png', IMAGES.png, 'image/png');
    expect(response.statusCode).toBe(200);

    const keys: string[] = [];
    for await (const key of createS3Storage(config.s3!).keys(`${companyId}/users/${owner.employeeId}/`))
      keys.push(key);
    expect(keys).toEqual([expect.stringMatching(/\/profilePhoto\/[0-9a-f-]{36}\.png$/)]);

    const photo = await app.inject({
      method: 'GET',
      url: response.json().profilePhotoUrl,
      headers: { cookie },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(IMAGES.png);
    expect(fs.existsSync(filesRoot(config))).toBe(false);
  });
});
