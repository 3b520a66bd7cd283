import { desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { adminAuditLog, companies } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, createUser, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { IMAGES, multipartBody } from '../helpers/multipart';
import { PDF } from '../helpers/pdf';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
let cookie: string;
let superadminId: string;
let wrong: { name: string; cookie?: string; status: number }[];
beforeAll(async () => {
  ({ app } = await buildTestApp());
  const superadmin = await createUser(app, { superadmin: true });
  superadminId = superadmin.id;
  cookie = await loginAs(app, superadmin);
  const { companyId, owner } = await createCompanyWithOwner(app);
  const { account } = await createEmployee(app, companyId, { login: {} });
  wrong = [
    { name: 'admin', cookie: await loginAs(app, owner), status: 403 },
    { name: 'employee', cookie: await loginAs(app, account!), status: 403 },
    { name: 'signed out', status: 401 },
  ];
});
beforeEach(() => resetThrottle(app));

async function lastAudit(action: string) {
  const [row] = await app.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return row;
}

async function expectRefused(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  for (const caller of wrong) {
    const response = await call(app, method, url, {
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url} as ${caller.name}`).toBe(caller.status);
  }
}

function upload(
  url: string,
  part: { filename: string; contentType: string; data: Buffer },
  as: string | null = cookie,
) {
  const { payload, headers } = multipartBody([{ name: 'file', ...part }]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(as ? { cookie: as } : {}) },
  });
}

/** A real upload by each wrong caller is refused before its file is read. */
async function expectUploadRefused(
  url: string,
  part: { filename: string; contentType: string; data: Buffer },
) {
  for (const caller of wrong) {
    const response = await upload(url, part, caller.cookie ?? null);
    expect(response.statusCode, `POST ${url} as ${caller.name}`).toBe(caller.status);
  }
}

describe('HR contacts', () => {
  it('are added, edited, given a photo and deleted by the super admin, each write audit-logged', async () => {
    const created = await call(app, 'POST', '/api/admin/hr-contacts', {
      cookie,
      payload: {
        name: ' Henriette Holm ',
        title: 'HR-partner',
        email: 'hh@kollega.dk',
        phone: '12 34 56 78',
      },
    });
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect(contact).toMatchObject({ name: 'Henriette Holm', phone: '12345678', photoUrl: null });
    expect(await lastAudit('hr-contact.create')).toMatchObject({
      actorUserId: superadminId,
      subjectCompanyId: null,
      entityId: contact.id,
    });

    const edited = await call(app, 'PUT', `/api/admin/hr-contacts/${contact.id}`, {
      cookie,
      payload: { name: 'Henriette Holm', title: 'Senior HR-partner', email: '', phone: '' },
    });
    expect(edited.json()).toMatchObject({ title: 'Senior HR-partner', email: '' });
    expect(await lastAudit('hr-contact.update')).toMatchObject({ actorUserId: superadminId });

    const photo = await upload(`/api/admin/hr-contacts/${contact.id}/photo`, {
      filename: 'foto.png',
      contentType: 'image/png',
      data: IMAGES.png,
    });
    expect(photo.statusCode).toBe(200);
    const photoUrl = photo.json().photoUrl as string;
    expect(photoUrl).toMatch(new RegExp(`^/api/hr-contacts/${contact.id}/photo\\?v=`));
    const served = await call(app, 'GET', photoUrl, { cookie: wrong[0]!.cookie! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const notImage = await upload(`/api/admin/hr-contacts/${contact.id}/photo`, {
      filename: 'foto.png',
      contentType: 'image/png',
      data: PDF,
    });
    expect(notImage.statusCode).toBe(415);

    const list = await call(app, 'GET', '/api/admin/hr-contacts', { cookie });
    expect(list.json().contacts.map((c: { id: string }) => c.id)).toContain(contact.id);

    // A company that had the contact falls back to 'Ingen valgt'.
    const { companyId } = await createCompanyWithOwner(app);
    await app.database.db
      .update(companies)
      .set({ hrContactId: contact.id })
      .where(eq(companies.id, companyId));
    const deleted = await call(app, 'DELETE', `/api/admin/hr-contacts/${contact.id}`, { cookie });
    expect(deleted.statusCode).toBe(204);
    const [company] = await app.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.hrContactId).toBeNull();
    expect(await lastAudit('hr-contact.delete')).toMatchObject({
      actorUserId: superadminId,
      entityId: contact.id,
    });
  });

  it('says which field is wrong', async () => {
    const response = await call(app, 'POST', '/api/admin/hr-contacts', {
      cookie,
      payload: { name: ' ', title: 'x'.repeat(201), email: 'ikke-en-mail', phone: '1234' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toEqual({
      name: 'Navn mangler',
      title: 'Højst 200 tegn',
      email: 'Ugyldig email',
      phone: 'Telefonnummer mangler eller er ugyldigt',
    });
  });

  it('are for the super admin only', async () => {
    const body = { name: 'X', title: '', email: '', phone: '' };
    await expectRefused('GET', '/api/admin/hr-contacts');
    await expectRefused('POST', '/api/admin/hr-contacts', body);
    const created = await call(app, 'POST', '/api/admin/hr-contacts', { cookie, payload: body });
    await expectRefused('PUT', `/api/admin/hr-contacts/${created.json().id}`, body);
    await expectRefused('DELETE', `/api/admin/hr-contacts/${created.json().id}`);
    await expectUploadRefused(`/api/admin/hr-contacts/${created.json().id}/photo`, {
      filename: 'foto.png',
      contentType: 'image/png',
      data: IMAGES.png,
    });
    const still = await call(app, 'GET', '/api/admin/hr-contacts', { cookie });
    const contact = still.json().contacts.find((c: { id: string }) => c.id === created.json().id);
    expect(contact).toMatchObject({ name: 'X', photoUrl: null });

    // The photo itself is for the recruitment page of any admin, not for an employee or a stranger.
    await upload(`/api/admin/hr-contacts/${contact.id}/photo`, {
      filename: 'foto.png',
      contentType: 'image/png',
      data: IMAGES.png,
    });
    const photoUrl = `/api/hr-contacts/${contact.id}/photo`;
    expect((await call(app, 'GET', photoUrl, { cookie: wrong[0]!.cookie! })).statusCode).toBe(200);
    expect((await call(app, 'GET', photoUrl, { cookie: wrong[1]!.cookie! })).statusCode).toBe(403);
    expect((await call(app, 'GET', photoUrl)).statusCode).toBe(401);
  });
});

describe('document templates', () => {
  it('start with the three seeded Danish templates, downloadable as PDF', async () => {
    const list = await call(app, 'GET', '/api/admin/templates', { cookie });
    const seeded = (list.json().templates as { title: string; builtin: boolean }[]).filter((t) => t.builtin);
    expect(seeded.map((t) => t.title)).toEqual([
      'Ansættelseskontrakt',
      'Tavshedserklæring',
      'Kvittering for opsigelse',
    ]);
  });

  it('are added with a file, edited, reordered and deleted, each write audit-logged', async () => {
    const created = await call(app, 'POST', '/api/admin/templates', {
      cookie,
      payload: { title: 'Advarsel', description: 'Skriftlig advarsel til en medarbejder' },
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ hasFile: false, builtin: false });
    expect(await lastAudit('template.create')).toMatchObject({
      actorUserId: superadminId,
      subjectCompanyId: null,
    });

    // Without a file it is not on /skabeloner yet.
    const admin = wrong[0]!.cookie!;
    let page = await call(app, 'GET', '/api/templates', { cookie: admin });
    expect(page.json().templates.map((t: { id: string }) => t.id)).not.toContain(template.id);

    const file = await upload(`/api/admin/templates/${template.id}/file`, {
      filename: 'Advarsel.pdf',
      contentType: 'application/pdf',
      data: PDF,
    });
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ hasFile: true, fileName: 'Advarsel.pdf' });
    expect(await lastAudit('template.file.upload')).toMatchObject({ entityId: template.id });
    const download = await call(app, 'GET', `/api/templates/${template.id}/file`, { cookie: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const edited = await call(app, 'PUT', `/api/admin/templates/${template.id}`, {
      cookie,
      payload: { title: 'Skriftlig advarsel', description: '' },
    });
    expect(edited.json()).toMatchObject({ title: 'Skriftlig advarsel', description: '' });

    const all = (await call(app, 'GET', '/api/admin/templates', { cookie })).json().templates as {
      id: string;
    }[];
    const reversed = all.map((t) => t.id).reverse();
    const reordered = await call(app, 'PUT', '/api/admin/templates/order', {
      cookie,
      payload: { ids: reversed },
    });
    expect(reordered.statusCode).toBe(200);
    page = await call(app, 'GET', '/api/templates', { cookie: admin });
    expect(page.json().templates[0].id).toBe(template.id);
    expect(await lastAudit('template.reorder')).toMatchObject({ actorUserId: superadminId });

    const partial = await call(app, 'PUT', '/api/admin/templates/order', {
      cookie,
      payload: { ids: [template.id] },
    });
    expect(partial.statusCode).toBe(409);

    expect((await call(app, 'DELETE', `/api/admin/templates/${template.id}`, { cookie })).statusCode).toBe(
      204,
    );
    expect((await call(app, 'GET', `/api/templates/${template.id}/file`, { cookie: admin })).statusCode).toBe(
      404,
    );
    expect(await lastAudit('template.delete')).toMatchObject({ entityId: template.id });
  });

  it('refuses a file that is not a document, and says which field is wrong', async () => {
    const created = await call(app, 'POST', '/api/admin/templates', {
      cookie,
      payload: { title: 'Test', description: '' },
    });
    const exe = await upload(`/api/admin/templates/${created.json().id}/file`, {
      filename: 'virus.exe',
      contentType: 'application/octet-stream',
      data: Buffer.from('MZ'),
    });
    expect(exe.statusCode).toBe(415);
    const bad = await call(app, 'POST', '/api/admin/templates', {
      cookie,
      payload: { title: '', description: 'x'.repeat(1001) },
    });
    expect(fieldErrors(bad.json())).toEqual({ title: 'Titel mangler', description: 'Højst 1000 tegn' });
    await call(app, 'DELETE', `/api/admin/templates/${created.json().id}`, { cookie });
  });

  it('are managed by the super admin only', async () => {
    const [first] = (await call(app, 'GET', '/api/admin/templates', { cookie })).json().templates;
    await expectRefused('GET', '/api/admin/templates');
    await expectRefused('POST', '/api/admin/templates', { title: 'X', description: '' });
    await expectRefused('PUT', `/api/admin/templates/${first.id}`, { title: 'X', description: '' });
    await expectRefused('PUT', '/api/admin/templates/order', { ids: [first.id] });
    await expectRefused('DELETE', `/api/admin/templates/${first.id}`);
    await expectUploadRefused(`/api/admin/templates/${first.id}/file`, {
      filename: 'kontrakt.pdf',
      contentType: 'application/pdf',
      data: PDF,
    });
    const after = (await call(app, 'GET', '/api/admin/templates', { cookie })).json().templates;
    expect(after[0]).toEqual(first);
  });
});

describe('recruitment services', () => {
  it('are seeded with the prices of time-registration §9 and edited by the super admin, audit-logged', async () => {
    const list = await call(app, 'GET', '/api/admin/recruitment-services', { cookie });
    const services = list.json().services as {
      id: string;
      priceNormalKr: number;
      pricePremiumplusKr: number;
    }[];
    expect(services.map((s) => [s.priceNormalKr, s.pricePremiumplusKr])).toEqual([
      [7500, 6000],
      [6000, 4800],
      [22000, 17600],
      [38000, 30400],
      [16500, 13200],
      [11000, 8800],
      [7000, 5600],
      [5000, 4000],
      [4000, 3200],
    ]);
    const first = services[0]!;
    const edited = await call(app, 'PUT', `/api/admin/recruitment-services/${first.id}`, {
      cookie,
      payload: {
        title: 'Jobprofil og jobannonce',
        description: 'Ny tekst',
        priceNormalKr: 8000,
        pricePremiumplusKr: 6400,
      },
    });
    expect(edited.json()).toMatchObject({
      description: 'Ny tekst',
      priceNormalKr: 8000,
      pricePremiumplusKr: 6400,
    });
    expect(await lastAudit('recruitment-service.update')).toMatchObject({
      actorUserId: superadminId,
      subjectCompanyId: null,
      entityId: first.id,
    });
    await call(app, 'PUT', `/api/admin/recruitment-services/${first.id}`, {
      cookie,
      payload: {
        title: 'Jobprofil og jobannonce',
        description: '',
        priceNormalKr: 7500,
        pricePremiumplusKr: 6000,
      },
    });
  });

  it('says which field is wrong, and is for the super admin only', async () => {
    const [first] = (await call(app, 'GET', '/api/admin/recruitment-services', { cookie })).json().services;
    const bad = await call(app, 'PUT', `/api/admin/recruitment-services/${first.id}`, {
      cookie,
      payload: { title: '', description: '', priceNormalKr: 12.5, pricePremiumplusKr: -1 },
    });
    expect(fieldErrors(bad.json())).toEqual({
      title: 'Titel mangler',
      priceNormalKr: 'Prisen skal være et helt antal kroner',
      pricePremiumplusKr: 'Prisen skal være et helt antal kroner',
    });
    await expectRefused('GET', '/api/admin/recruitment-services');
    await expectRefused('PUT', `/api/admin/recruitment-services/${first.id}`, {
      title: 'X',
      description: '',
      priceNormalKr: 1,
      pricePremiumplusKr: 1,
    });
  });
});
