// Attachments: upload, download and delete with the documents' checks, and the most an item holds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FILES_PER_OWNER_MAX } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { equipmentFiles } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { PDF } from '../helpers/pdf';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { equipmentHelpers } from './equipment-setup';

let app: App;
let dataDir: string;
beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  ({ app } = await buildTestApp({ config }));
});
beforeEach(() => resetThrottle(app));
const { setup, upload } = equipmentHelpers(() => app);

describe('equipment', () => {
  it('attaches, downloads and deletes files with the documents’ checks', async () => {
    const { create, cookie } = await setup();
    const item = (await create()).json();
    const url = `/api/equipment/${item.id}`;
    const uploaded = await upload(`${url}/files`, cookie, 'Kvittering æøå.pdf', PDF);
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json();
    expect(file).toMatchObject({ name: 'Kvittering æøå', extension: 'pdf', sizeBytes: PDF.length });
    const [row] = await app.database.db.select().from(equipmentFiles).where(eq(equipmentFiles.id, file.id));
    expect(row!.storageKey.startsWith(`${item.id ? row!.companyId : ''}/equipment/${item.id}/`)).toBe(true);
    expect(existsSync(path.join(dataDir, 'files', row!.storageKey))).toBe(true);
    const download = await call(app, 'GET', file.downloadUrl, { cookie });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await upload(`${url}/files`, cookie, 'virus.pdf', Buffer.from('MZ not a pdf'))).statusCode).toBe(
      415,
    );
    expect((await call(app, 'DELETE', `${url}/files/${file.id}`, { cookie })).statusCode).toBe(204);
    expect(existsSync(path.join(dataDir, 'files', row!.storageKey))).toBe(false);
    expect((await call(app, 'GET', file.downloadUrl, { cookie })).statusCode).toBe(404);
    const detail = (await call(app, 'GET', url, { cookie })).json();
    expect(detail.changes.map((change: { text: string }) => change.text)).toEqual([
      'Fil slettet: Kvittering æøå.pdf',
      'Fil tilføjet: Kvittering æøå.pdf',
      'Oprettet',
    ]);
  });

  it('refuses a file past the most an item holds, with a Danish 409, and keeps nothing', async () => {
    const { create, cookie, companyId } = await setup();
    const item = (await create()).json();
    const url = `/api/equipment/${item.id}`;
    await app.database.db.insert(equipmentFiles).values(
      Array.from({ length: FILES_PER_OWNER_MAX - 1 }, (_, index) => ({
        companyId,
        equipmentId: item.id,
        name: `Fil ${index}`,
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        storageKey: `${companyId}/equipment/${item.id}/fil-${index}.pdf`,
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
});
