import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import { auditLog, employees } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { type FormPart, IMAGES, multipartBody } from '../helpers/multipart';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
let config: AppConfig;
beforeAll(async () => {
  config = testConfig();
  ({ app } = await buildTestApp({ config }));
});
beforeEach(() => resetThrottle(app));

const PHOTO_URL = /^\/api\/employees\/([0-9a-f-]{36})\/photo\?v=([0-9a-f-]{36})$/;

function upload(cookie: string | undefined, parts: FormPart[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'PUT',
    url: '/api/profile/photo',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}), ...headers },
    payload: body.payload,
  });
}

const photoPart = (data: Buffer, filename: string, contentType: string): FormPart => ({
  name: 'file',
  filename,
  contentType,
  data,
});

/** The files in an employee's photo folder on disk: DATA_DIR/files/{companyId}/users/{id}/profilePhoto/. */
function photoFiles(companyId: string, employeeId: string): string[] {
  const folder = path.join(config.dataDir, 'files', companyId, 'users', employeeId, 'profilePhoto');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
}

async function photoKey(employeeId: string) {
  const [row] = await app.database.db
    .select({ key: employees.profilePhotoKey })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row?.key ?? null;
}

async function ownerWithCookie() {
  const { companyId, owner } = await createCompanyWithOwner(app);
  return { companyId, owner, cookie: await loginAs(app, owner) };
}

describe('PUT /api/profile/photo', () => {
  it('stores a PNG at the spec’s path and serves it at the profile’s photo URL', async () => {
    const { companyId, owner, cookie } = await ownerWithCookie();
    const response = await upload(cookie, [photoPart(IMAGES.png, 'mig.png', 'image/png')]);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile.employeeId).toBe(owner.employeeId);
    expect(profile.profilePhotoUrl).toMatch(PHOTO_URL);
    expect(PHOTO_URL.exec(profile.profilePhotoUrl)?.[1]).toBe(owner.employeeId);

    const [file] = photoFiles(companyId, owner.employeeId);
    expect(file).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await photoKey(owner.employeeId)).toBe(
      `${companyId}/users/${owner.employeeId}/profilePhoto/${file}`,
    );
    const onDisk = path.join(
      config.dataDir,
      'files',
      companyId,
      'users',
      owner.employeeId,
      'profilePhoto',
      file!,
    );
    expect(fs.readFileSync(onDisk)).toEqual(IMAGES.png);

    const photo = await app.inject({ method: 'GET', url: profile.profilePhotoUrl, headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(photo.rawPayload).toEqual(IMAGES.png);

    const me = await call(app, 'GET', '/api/profile', { cookie });
    expect(me.json().profilePhotoUrl).toBe(profile.profilePhotoUrl);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'profile.photo.update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: owner.id, entityId: owner.employeeId });
  });

  it('replaces the photo: a new version, a new file, and the old file gone', async () => {
    const { companyId, owner, cookie } = await ownerWithCookie();
    const first = (await upload(cookie, [photoPart(IMAGES.png, 'a.png', 'image/png')])).json();
    const [firstFile] = photoFiles(companyId, owner.employeeId);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const second = await upload(cookie, [photoPart(IMAGES.jpeg, 'b.jpg', 'image/jpeg')]);
    expect(second.statusCode).toBe(200);
    expect(second.json().profilePhotoUrl).not.toBe(first.profilePhotoUrl);
    const files = photoFiles(companyId, owner.employeeId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);
    expect(files[0]).not.toBe(firstFile);

    const photo = await app.inject({
      method: 'GET',
      url: second.json().profilePhotoUrl,
      headers: { cookie },
    });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload).toEqual(IMAGES.jpeg);
  });

  it('accepts WebP', async () => {
    const { companyId, owner, cookie } = await ownerWithCookie();
    const response = await upload(cookie, [photoPart(IMAGES.webp, 'mig.webp', 'image/webp')]);
    expect(response.statusCode).toBe(200);
    expect(photoFiles(companyId, owner.employeeId)[0]).toMatch(/\.webp$/);
  });

  it('lets an employee with the employee role set their own photo', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const { employee, account } = await createEmployee(app, companyId, { role: 'employee', login: {} });
    const response = await upload(await loginAs(app, account!), [
      photoPart(IMAGES.png, 'x.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(photoFiles(companyId, employee.id)).toHaveLength(1);
  });

  it('refuses a photo over 5 MB with 413, storing nothing', async () => {
    const { companyId, owner, cookie } = await ownerWithCookie();
    const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    IMAGES.png.copy(tooLarge);
    const response = await upload(cookie, [photoPart(tooLarge, 'stor.png', 'image/png')]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PHOTO_TOO_LARGE', message: 'Billedet må højst fylde 5 MB.' },
    });
    expect(photoFiles(companyId, owner.employeeId)).toEqual([]);
    expect(await photoKey(owner.employeeId)).toBeNull();
  });

  it('takes a photo of exactly 5 MB', async () => {
    const { cookie } = await ownerWithCookie();
    const largest = Buffer.alloc(5 * 1024 * 1024, 0);
    IMAGES.png.copy(largest);
    const response = await upload(cookie, [photoPart(largest, 'stor.png', 'image/png')]);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a text file named .png', Buffer.from('Hej, jeg er ikke et billede.'), 'noter.png', 'text/plain'],
    [
      'a text file that claims to be a PNG',
      Buffer.from('Hej, jeg er ikke et billede.'),
      'noter.png',
      'image/png',
    ],
    ['a PNG declared as a PDF', IMAGES.png, 'mig.pdf', 'application/pdf'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'mig.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'tom.png', 'image/png'],
  ])('refuses %s with 415, storing nothing', async (_label, data, filename, contentType) => {
    const { companyId, owner, cookie } = await ownerWithCookie();
    const response = await upload(cookie, [photoPart(data, filename, contentType)]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'PHOTO_WRONG_TYPE', message: 'Billedet skal være JPEG, PNG eller WebP.' },
    });
    expect(photoFiles(companyId, owner.employeeId)).toEqual([]);
    expect(await photoKey(owner.employeeId)).toBeNull();
  });

  it('refuses a body that is not multipart, and a form without the file', async () => {
    const { cookie } = await ownerWithCookie();
    const json = await call(app, 'PUT', '/api/profile/photo', { cookie, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('PHOTO_WRONG_TYPE');

    const noFile = await upload(cookie, [{ name: 'other', data: 'x' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toEqual({
      code: 'PHOTO_MISSING',
      message: 'Der skete en fejl med upload. Prøv igen.',
    });
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const { cookie } = await ownerWithCookie();
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      ],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/profile/photo',
        headers: { cookie, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().error.message).toBe('Der skete en fejl med upload. Prøv igen.');
    }
  });

  it('refuses a signed-out visitor and an upload from another site', async () => {
    expect((await upload(undefined, [photoPart(IMAGES.png, 'x.png', 'image/png')])).statusCode).toBe(401);
    const { companyId, owner, cookie } = await ownerWithCookie();
    const foreign = await upload(cookie, [photoPart(IMAGES.png, 'x.png', 'image/png')], {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(photoFiles(companyId, owner.employeeId)).toEqual([]);
    const own = await upload(cookie, [photoPart(IMAGES.png, 'x.png', 'image/png')], {
      origin: 'http://localhost:3000',
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('DELETE /api/profile/photo', () => {
  it('removes the photo from the profile and its file from disk', async () => {
    const { companyId, owner, cookie } = await ownerWithCookie();
    const { profilePhotoUrl } = (await upload(cookie, [photoPart(IMAGES.png, 'x.png', 'image/png')])).json();
    expect(photoFiles(companyId, owner.employeeId)).toHaveLength(1);

    const response = await call(app, 'DELETE', '/api/profile/photo', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: owner.employeeId, profilePhotoUrl: null });
    expect(photoFiles(companyId, owner.employeeId)).toEqual([]);
    expect(await photoKey(owner.employeeId)).toBeNull();
    expect((await app.inject({ method: 'GET', url: profilePhotoUrl, headers: { cookie } })).statusCode).toBe(
      404,
    );
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'profile.photo.delete')));
    expect(audit).toHaveLength(1);

    // Deleting again is harmless.
    const again = await call(app, 'DELETE', '/api/profile/photo', { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json().profilePhotoUrl).toBeNull();
  });

  it('refuses a signed-out visitor', async () => {
    expect((await call(app, 'DELETE', '/api/profile/photo')).statusCode).toBe(401);
  });
});

describe('GET /api/employees/:employeeId/photo', () => {
  it('shows a colleague’s photo to anyone in the same company, and nobody else', async () => {
    const a = await ownerWithCookie();
    const { profilePhotoUrl } = (
      await upload(a.cookie, [photoPart(IMAGES.png, 'x.png', 'image/png')])
    ).json();
    const { account } = await createEmployee(app, a.companyId, { role: 'employee', login: {} });
    const colleague = await app.inject({
      method: 'GET',
      url: profilePhotoUrl,
      headers: { cookie: await loginAs(app, account!) },
    });
    expect(colleague.statusCode).toBe(200);
    expect(colleague.rawPayload).toEqual(IMAGES.png);

    const b = await ownerWithCookie();
    const stranger = await app.inject({ method: 'GET', url: profilePhotoUrl, headers: { cookie: b.cookie } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('NOT_FOUND');

    const signedOut = await app.inject({ method: 'GET', url: profilePhotoUrl });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers 404 for B’s employee asked by A, exactly as for a missing one', async () => {
    const a = await ownerWithCookie();
    const b = await ownerWithCookie();
    await upload(b.cookie, [photoPart(IMAGES.png, 'x.png', 'image/png')]);
    const other = await app.inject({
      method: 'GET',
      url: `/api/employees/${b.owner.employeeId}/photo`,
      headers: { cookie: a.cookie },
    });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/employees/00000000-0000-4000-8000-000000000000/photo',
      headers: { cookie: a.cookie },
    });
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/employees/not-a-uuid/photo',
      headers: { cookie: a.cookie },
    });
    for (const response of [other, missing, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Siden eller data blev ikke fundet.' },
      });
    }
  });

  it('answers 404 for an employee without a photo, or whose file has gone', async () => {
    const a = await ownerWithCookie();
    const none = await app.inject({
      method: 'GET',
      url: `/api/employees/${a.owner.employeeId}/photo`,
      headers: { cookie: a.cookie },
    });
    expect(none.statusCode).toBe(404);

    await upload(a.cookie, [photoPart(IMAGES.png, 'x.png', 'image/png')]);
    const folder = path.join(config.dataDir, 'files', a.companyId, 'users', a.owner.employeeId);
    fs.rmSync(folder, { recursive: true, force: true });
    const gone = await app.inject({
      method: 'GET',
      url: `/api/employees/${a.owner.employeeId}/photo`,
      headers: { cookie: a.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});
