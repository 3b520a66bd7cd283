// Attachments: upload, download and delete with the documents' checks, and the most an agreement holds.
import { FILES_PER_OWNER_MAX } from '@kollega/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agreementFiles } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { PDF } from '../helpers/pdf';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { agreementHelpers } from './agreement-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, auditActions, upload } = agreementHelpers(() => app);

describe('agreements', () => {
  it('refuses a file past the most an agreement holds, with a Danish 409, and keeps nothing', async () => {
    const { create, cookie, companyId } = await setup();
    const agreement = (await create()).json();
    const url = `/api/agreements/${agreement.id}`;
    await app.database.db.insert(agreementFiles).values(
      Array.from({ length: FILES_PER_OWNER_MAX - 1 }, (_, index) => ({
        companyId,
        agreementId: agreement.id,
        name: `Fil ${index}`,
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        storageKey: `${companyId}/agreements/${agreement.id}/fil-${index}.pdf`,
      })),
    );
    expect((await upload(`${url}/files`, cookie, 'Sidste.pdf', PDF)).statusCode).toBe(201);
    const refused = await upload(`${url}/files`, cookie, 'En for meget.pdf', PDF);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_FILES',
      message: 'Der kan højst være 100 filer her. Slet en fil, før du tilføjer en ny.',
    });
    expect((await call(app, 'GET', url, { cookie })).json().files).toHaveLength(FILES_PER_OWNER_MAX);
  });

  it('attaches, downloads and deletes files with the employee documents’ checks', async () => {
    const { create, cookie } = await setup();
    const agreement = (await create()).json();
    const url = `/api/agreements/${agreement.id}`;
    const uploaded = await upload(`${url}/files`, cookie, 'Referat æøå.pdf', PDF);
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json();
    expect(file).toMatchObject({ name: 'Referat æøå', extension: 'pdf', sizeBytes: PDF.length });
    const download = await call(app, 'GET', file.downloadUrl, { cookie });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // A renamed file is refused by its content.
    const renamed = await upload(`${url}/files`, cookie, 'virus.pdf', Buffer.from('MZ not a pdf'));
    expect(renamed.statusCode).toBe(415);
    expect((await call(app, 'DELETE', `${url}/files/${file.id}`, { cookie })).statusCode).toBe(204);
    expect((await call(app, 'GET', file.downloadUrl, { cookie })).statusCode).toBe(404);
    expect(await auditActions(agreement.id)).toEqual([
      'agreement.create',
      'agreement.file.delete',
      'agreement.file.upload',
    ]);
  });
});
