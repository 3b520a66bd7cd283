// Who and what Udstyr reaches: the plan, the plan's hidden employees, the wrong role, another company's ids.
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { equipment, equipmentTypes } from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { foreignEmployee } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { PDF } from '../helpers/pdf';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { equipmentHelpers } from './equipment-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, upload } = equipmentHelpers(() => app);

describe('equipment', () => {
  it('refuses every write on freemium with a Danish message, and still lists', async () => {
    const premium = await setup();
    const item = (await premium.create()).json();
    const file = (await upload(`/api/equipment/${item.id}/files`, premium.cookie, 'a.pdf', PDF)).json();
    await setPlan(app.database.db, premium.companyId, 'freemium');
    const { cookie, type, air, form } = premium;
    const url = `/api/equipment/${item.id}`;
    const refusals = [
      await premium.create(),
      await call(app, 'PUT', url, { cookie, payload: form }),
      await call(app, 'PUT', `${url}/inactive`, { cookie, payload: { inactive: true } }),
      await call(app, 'DELETE', url, { cookie }),
      await upload(`${url}/files`, cookie, 'b.pdf', PDF),
      await call(app, 'DELETE', `${url}/files/${file.id}`, { cookie }),
      await call(app, 'GET', url, { cookie }),
      await call(app, 'POST', '/api/equipment/types', { cookie, payload: { name: 'Nøgler', icon: '🔑' } }),
      await call(app, 'PUT', `/api/equipment/types/${type.id}`, {
        cookie,
        payload: { name: 'X', icon: '🔑' },
      }),
      await call(app, 'DELETE', `/api/equipment/types/${type.id}`, { cookie }),
      await call(app, 'POST', `/api/equipment/types/${type.id}/variants`, { cookie, payload: { name: 'Y' } }),
      await call(app, 'PUT', `/api/equipment/types/${type.id}/variants/${air.id}`, {
        cookie,
        payload: { name: 'Y' },
      }),
      await call(app, 'DELETE', `/api/equipment/types/${type.id}/variants/${air.id}`, { cookie }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json().error).toMatchObject({
        code: 'EQUIPMENT_PLAN_REQUIRED',
        message: 'Udstyr kræver Premium eller Premium Plus. Opgrader dit abonnement for at bruge det.',
      });
    }
    const list = (await call(app, 'GET', '/api/equipment', { cookie })).json();
    expect(list).toMatchObject({ total: 1, canEdit: false });
    expect((await call(app, 'GET', '/api/equipment/types', { cookie })).json().canEdit).toBe(false);
    // Downgrading keeps the data (docs/rules/equipment.md#ruling-26).
    await setPlan(app.database.db, premium.companyId, 'premiumplus');
    expect((await call(app, 'GET', url, { cookie })).json()).toMatchObject({
      serialNumber: 'C02XYZ',
      files: [{ id: file.id }],
    });
  });

  it('never assigns an employee the plan hides (docs/rules/employees.md#ruling-4), but keeps one assigned before a downgrade', async () => {
    const { create, cookie, companyId, form } = await setup('premiumplus');
    // Anne plus 100 more: the 101st non-owner record is past premium's limit of 100.
    const more = [];
    for (let index = 0; index < 100; index += 1) {
      more.push((await createEmployee(app, companyId, { firstName: `P${index}` })).employee);
    }
    const hidden = more.at(-1)!;
    const item = (await create({ ...form, assignedToId: hidden.id })).json();
    const other = (await create({ ...form, serialNumber: 'ANDEN' })).json();
    await setPlan(app.database.db, companyId, 'premium');

    const refused = await create({ ...form, serialNumber: 'NY', assignedToId: hidden.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Siden eller data blev ikke fundet.');
    const moved = await call(app, 'PUT', `/api/equipment/${other.id}`, {
      cookie,
      payload: { ...form, serialNumber: 'ANDEN', assignedToId: hidden.id },
    });
    expect(moved.statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/equipment/${other.id}`, { cookie })).json().assignedTo.id).toBe(
      form.assignedToId,
    );
    // Already assigned: it stays through an edit of the item.
    const kept = await call(app, 'PUT', `/api/equipment/${item.id}`, {
      cookie,
      payload: { ...form, assignedToId: hidden.id, notes: 'Ny note' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ notes: 'Ny note', assignedTo: { id: hidden.id } });
  });

  it('is for admins only', async () => {
    const { companyId, create } = await setup();
    const item = (await create()).json();
    const { account } = await createEmployee(app, companyId, { login: {} });
    const cookie = await loginAs(app, account!);
    expect((await call(app, 'GET', '/api/equipment', { cookie })).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/equipment/${item.id}`, { cookie })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/equipment/types', { cookie })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/equipment')).statusCode).toBe(401);
  });

  it("answers 404 for another company's item, category, variant, employee and file, and changes nothing", async () => {
    const mine = await setup();
    const { cookie, form, create } = mine;
    const stranger = await foreignEmployee(app);
    const other = await setup();
    const theirs = (await other.create()).json();
    const theirFile = (await upload(`/api/equipment/${theirs.id}/files`, other.cookie, 'a.pdf', PDF)).json();
    const before = await app.database.db.select().from(equipment);

    expect((await create({ ...form, assignedToId: stranger.id })).statusCode).toBe(404);
    expect(
      (await create({ ...form, equipmentTypeId: other.type.id, equipmentVariantId: other.air.id }))
        .statusCode,
    ).toBe(404);
    expect((await create({ ...form, equipmentVariantId: other.air.id })).statusCode).toBe(404);
    expect((await create({ ...form, assignedToId: 'not-a-uuid' })).statusCode).toBe(404);

    const url = `/api/equipment/${theirs.id}`;
    const typeUrl = `/api/equipment/types/${other.type.id}`;
    const statuses = [
      await call(app, 'GET', url, { cookie }),
      await call(app, 'PUT', url, { cookie, payload: form }),
      await call(app, 'PUT', `${url}/inactive`, { cookie, payload: { inactive: true } }),
      await call(app, 'DELETE', url, { cookie }),
      await upload(`${url}/files`, cookie, 'b.pdf', PDF),
      await call(app, 'GET', `${url}/files/${theirFile.id}`, { cookie }),
      await call(app, 'DELETE', `${url}/files/${theirFile.id}`, { cookie }),
      await call(app, 'GET', typeUrl, { cookie }),
      await call(app, 'PUT', typeUrl, { cookie, payload: { name: 'Hacket', icon: '💻' } }),
      await call(app, 'DELETE', typeUrl, { cookie }),
      await call(app, 'POST', `${typeUrl}/variants`, { cookie, payload: { name: 'Hacket' } }),
      await call(app, 'PUT', `${typeUrl}/variants/${other.air.id}`, { cookie, payload: { name: 'Hacket' } }),
      await call(app, 'DELETE', `${typeUrl}/variants/${other.air.id}`, { cookie }),
      // My category with their variant.
      await call(app, 'DELETE', `/api/equipment/types/${mine.type.id}/variants/${other.air.id}`, { cookie }),
    ];
    expect(statuses.map((response) => response.statusCode)).toEqual(statuses.map(() => 404));
    expect(await app.database.db.select().from(equipment)).toEqual(before);
    expect(
      (await call(app, 'GET', `/api/equipment?equipmentTypeId=${other.type.id}`, { cookie })).json().total,
    ).toBe(0);
    expect(
      (await call(app, 'GET', `/api/equipment?assignedToId=${other.anne.id}`, { cookie })).json().total,
    ).toBe(0);
    const theirsNow = (await call(app, 'GET', url, { cookie: other.cookie })).json();
    expect(theirsNow).toMatchObject({
      serialNumber: 'C02XYZ',
      inactive: false,
      files: [{ id: theirFile.id }],
    });
    const [theirType] = await app.database.db
      .select()
      .from(equipmentTypes)
      .where(and(eq(equipmentTypes.id, other.type.id)));
    expect(theirType!.name).toBe('Computer');
  });
});
