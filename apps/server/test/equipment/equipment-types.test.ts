// Categories and variants: edit, rename, and delete with their items and files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { equipment, equipmentFiles, equipmentVariants } from '../../src/db/schema/index';
import { call, fieldErrors } from '../helpers/http';
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
const { setup, upload, auditActions } = equipmentHelpers(() => app);

describe('equipment', () => {
  it('deletes a variant with exactly its items and their files, then a category with the rest', async () => {
    const { create, form, cookie, type, air, pro } = await setup();
    const onAir = [(await create()).json(), (await create({ ...form, serialNumber: 'B' })).json()];
    const onPro = (await create({ ...form, equipmentVariantId: pro.id, serialNumber: 'C' })).json();
    await upload(`/api/equipment/${onAir[0].id}/files`, cookie, 'a.pdf', PDF);
    await upload(`/api/equipment/${onPro.id}/files`, cookie, 'b.pdf', PDF);
    const keys = await app.database.db.select().from(equipmentFiles);
    const keyOf = (id: string) => keys.find((file) => file.equipmentId === id)!.storageKey;
    const typeDetail = (await call(app, 'GET', `/api/equipment/types/${type.id}`, { cookie })).json();
    expect(typeDetail).toMatchObject({ itemCount: 3 });
    expect(typeDetail.variants).toMatchObject([
      { name: 'MacBook Air', itemCount: 2 },
      { name: 'MacBook Pro', itemCount: 1 },
    ]);

    const gone = await call(app, 'DELETE', `/api/equipment/types/${type.id}/variants/${air.id}`, { cookie });
    expect(gone.json()).toEqual({ deletedItems: 2 });
    const left = await app.database.db
      .select({ id: equipment.id })
      .from(equipment)
      .where(inArray(equipment.id, [...onAir.map((item) => item.id), onPro.id]));
    expect(left.map((row) => row.id)).toEqual([onPro.id]);
    expect(existsSync(path.join(dataDir, 'files', keyOf(onAir[0].id)))).toBe(false);
    expect(existsSync(path.join(dataDir, 'files', keyOf(onPro.id)))).toBe(true);
    expect(await auditActions(onAir[1].id)).toEqual(['equipment.create', 'equipment.delete']);

    expect((await call(app, 'DELETE', `/api/equipment/types/${type.id}`, { cookie })).json()).toEqual({
      deletedItems: 1,
    });
    expect(existsSync(path.join(dataDir, 'files', keyOf(onPro.id)))).toBe(false);
    expect(
      await app.database.db
        .select()
        .from(equipmentVariants)
        .where(eq(equipmentVariants.equipmentTypeId, type.id)),
    ).toEqual([]);
    expect(await auditActions(type.id)).toEqual(['equipment_type.create', 'equipment_type.delete']);
  });

  it('edits a category and renames a variant', async () => {
    const { cookie, type, air } = await setup();
    const renamed = await call(app, 'PUT', `/api/equipment/types/${type.id}`, {
      cookie,
      payload: { name: 'Bærbar', icon: '🖥️' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Bærbar', icon: '🖥️' });
    const variant = await call(app, 'PUT', `/api/equipment/types/${type.id}/variants/${air.id}`, {
      cookie,
      payload: { name: 'MacBook Air M3' },
    });
    expect(variant.json().variants.map((item: { name: string }) => item.name)).toEqual([
      'MacBook Air M3',
      'MacBook Pro',
    ]);
    expect(
      fieldErrors(
        (
          await call(app, 'PUT', `/api/equipment/types/${type.id}`, {
            cookie,
            payload: { name: ' ', icon: '💻' },
          })
        ).json(),
      ),
    ).toEqual({ name: 'Navn mangler' });
    expect(await auditActions(air.id)).toEqual(['equipment_variant.create', 'equipment_variant.update']);
  });
});
