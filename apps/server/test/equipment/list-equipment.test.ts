import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { listEquipmentAssignedTo } from '../../src/features/equipment/public';
import { createEmployee } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { equipmentHelpers, isoDay } from './equipment-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = equipmentHelpers(() => app);

describe('equipment', () => {
  it('lists with search, filters and statuses, ordered by end date descending, bounded', async () => {
    const { create, form, cookie, anne, pro } = await setup();
    const ids: Record<string, string> = {};
    ids.expired = (await create({ ...form, serialNumber: 'A1', endDate: isoDay(-2) })).json().id;
    ids.expiring = (await create({ ...form, serialNumber: 'A2', endDate: isoDay(20) })).json().id;
    ids.active = (await create({ ...form, serialNumber: 'A3', endDate: isoDay(400) })).json().id;
    ids.missingSerial = (
      await create({ ...form, serialNumber: '', assignedToId: null, equipmentVariantId: pro.id })
    ).json().id;
    ids.inactive = (await create({ ...form, serialNumber: 'A5' })).json().id;
    await call(app, 'PUT', `/api/equipment/${ids.inactive}/inactive`, {
      cookie,
      payload: { inactive: true },
    });

    const all = (await call(app, 'GET', '/api/equipment', { cookie })).json();
    expect(all.total).toBe(5);
    expect(all.canEdit).toBe(true);
    // End date descending, those without one last.
    expect(all.items.slice(0, 3).map((item: { id: string }) => item.id)).toEqual([
      ids.active,
      ids.expiring,
      ids.expired,
    ]);
    for (const status of ['expired', 'expiring', 'active', 'missingSerial', 'inactive']) {
      const page = (await call(app, 'GET', `/api/equipment?status=${status}`, { cookie })).json();
      expect(page.items.map((item: { id: string }) => item.id)).toEqual([ids[status]]);
      expect(page.items[0].status).toBe(status);
    }
    // 'Marker som inaktiv' ended Anne's assignment of the inactive item (issue 24).
    const byEmployee = (await call(app, 'GET', `/api/equipment?assignedToId=${anne.id}`, { cookie })).json();
    expect(byEmployee.total).toBe(3);
    const unassigned = (await call(app, 'GET', '/api/equipment?assignedToId=none', { cookie })).json();
    expect(unassigned.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [ids.missingSerial, ids.inactive].sort(),
    );
    const search = (await call(app, 'GET', '/api/equipment?search=pro', { cookie })).json();
    expect(search.items.map((item: { id: string }) => item.id)).toEqual([ids.missingSerial]);
    expect((await call(app, 'GET', '/api/equipment?search=hans', { cookie })).json().total).toBe(3);
    expect((await call(app, 'GET', '/api/equipment?search=%25', { cookie })).json().total).toBe(0);
    const page = (await call(app, 'GET', '/api/equipment?limit=2&offset=1', { cookie })).json();
    expect(page).toMatchObject({ total: 5, items: [{ id: ids.expiring }, { id: ids.expired }] });
    expect((await call(app, 'GET', '/api/equipment?limit=100000', { cookie })).statusCode).toBe(400);
    const types = (await call(app, 'GET', '/api/equipment/types', { cookie })).json();
    expect(types.items).toMatchObject([{ name: 'Computer', icon: '💻', itemCount: 5, variantCount: 2 }]);
    const assigned = await listEquipmentAssignedTo(app.database.db, (await setup()).companyId, anne.id);
    expect(assigned).toEqual([]);

    // Case is ignored for Æ, Ø and Å too (PGlite's ilike folds only ASCII).
    const danish = (await create({ ...form, serialNumber: 'ØRESUND-ÆBLE-Å1' })).json().id;
    for (const needle of ['øresund', 'ÆBLE', 'å1']) {
      const found = (
        await call(app, 'GET', `/api/equipment?search=${encodeURIComponent(needle)}`, { cookie })
      ).json();
      expect(
        found.items.map((item: { id: string }) => item.id),
        needle,
      ).toEqual([danish]);
    }
  });

  it("flags an inactive employee's items 'Skal returneres'", async () => {
    const { create, form, cookie, companyId } = await setup();
    const { employee } = await createEmployee(app, companyId, {
      firstName: 'Ole',
      lastName: 'Ophørt',
      fields: { employmentStatus: 'inactive', endDate: '2024-01-01' },
    });
    const item = (await create({ ...form, assignedToId: employee.id })).json();
    expect(item).toMatchObject({ mustReturn: true, assignedTo: { inactive: true } });
    const assigned = await listEquipmentAssignedTo(app.database.db, companyId, employee.id);
    expect(assigned).toMatchObject([{ id: item.id, typeName: 'Computer', variantName: 'MacBook Air' }]);
    await call(app, 'PUT', `/api/equipment/${item.id}/inactive`, { cookie, payload: { inactive: true } });
    expect((await call(app, 'GET', `/api/equipment/${item.id}`, { cookie })).json().mustReturn).toBe(false);
  });
});
