// An item's assignment periods and its changes, old → new.
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog } from '../../src/db/schema/index';
import { listEquipmentAssignedTo } from '../../src/features/equipment/public';
import { createEmployee } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { equipmentHelpers } from './equipment-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = equipmentHelpers(() => app);

describe('equipment', () => {
  it("starts an assignment on its Startdato, and 'Marker som inaktiv' ends it (issue 24)", async () => {
    const { cookie, create, anne, form, companyId } = await setup();
    const item = (await create({ ...form, startDate: '2025-01-01' })).json();
    expect(item.assignments).toEqual([
      { employeeId: anne.id, name: 'Anne Hansen', from: '2025-01-01', to: null },
    ]);
    const url = `/api/equipment/${item.id}`;

    // The Startdato corrected for the same holder moves the start of the period.
    const corrected = await call(app, 'PUT', url, { cookie, payload: { ...form, startDate: '2025-02-01' } });
    expect(corrected.json().assignments).toMatchObject([
      { employeeId: anne.id, from: '2025-02-01', to: null },
    ]);
    expect(corrected.json().changes[0].text).toBe('Startdato: 01.01.2025 → 01.02.2025');

    const inactive = await call(app, 'PUT', `${url}/inactive`, { cookie, payload: { inactive: true } });
    expect(inactive.statusCode).toBe(200);
    const ended = inactive.json();
    expect(ended).toMatchObject({ inactive: true, assignedTo: null });
    expect(ended.assignments).toHaveLength(1);
    expect(ended.assignments[0]).toMatchObject({ employeeId: anne.id, from: '2025-02-01' });
    expect(ended.assignments[0].to).not.toBeNull();
    expect(ended.changes[0].text).toBe('Markeret som inaktiv. Tildeling til Anne Hansen afsluttet');
    expect(await listEquipmentAssignedTo(app.database.db, companyId, anne.id)).toEqual([]);

    // Without a holder it says only that.
    const again = await call(app, 'PUT', `${url}/inactive`, { cookie, payload: { inactive: false } });
    expect(again.json().assignedTo).toBeNull();
    const twice = await call(app, 'PUT', `${url}/inactive`, { cookie, payload: { inactive: true } });
    expect(twice.json().changes[0].text).toBe('Markeret som inaktiv');
  });

  it("shows each change as old → new: 'Tildelt: Anne Hansen → Bo Berg' (issue 24)", async () => {
    const { cookie, create, form, companyId, type, pro } = await setup();
    const { employee: bo } = await createEmployee(app, companyId, { firstName: 'Bo', lastName: 'Berg' });
    const item = (await create()).json();
    const url = `/api/equipment/${item.id}`;
    const moved = await call(app, 'PUT', url, {
      cookie,
      payload: { ...form, assignedToId: bo.id, startDate: '2026-03-01', notes: 'Ny note' },
    });
    const detail = moved.json();
    expect(detail.changes[0].text).toBe(
      'Tildelt: Anne Hansen → Bo Berg; Startdato: 01.01.2025 → 01.03.2026; Noter: ændret',
    );
    // Bo's period starts on the Startdato saved with him, and Anne's ends there.
    expect(detail.assignments).toMatchObject([
      { employeeId: bo.id, from: '2026-03-01', to: null },
      { name: 'Anne Hansen', from: '2025-01-01', to: '2026-03-01' },
    ]);
    const renamed = (
      await call(app, 'POST', `/api/equipment/types`, { cookie, payload: { name: 'Telefon', icon: '📱' } })
    ).json();
    const withPhone = (
      await call(app, 'POST', `/api/equipment/types/${renamed.id}/variants`, {
        cookie,
        payload: { name: 'iPhone' },
      })
    ).json();
    const phone = withPhone.variants[0];
    const recategorised = await call(app, 'PUT', url, {
      cookie,
      payload: {
        ...form,
        assignedToId: bo.id,
        startDate: '2026-03-01',
        notes: 'Ny note',
        equipmentTypeId: renamed.id,
        equipmentVariantId: phone.id,
      },
    });
    expect(recategorised.json().changes[0].text).toBe(
      'Kategori: Computer → Telefon; Variant: MacBook Air → iPhone',
    );
    expect(type.id).not.toBe(renamed.id);
    expect(pro.name).toBe('MacBook Pro');
  });

  it('shows the newest changes when the history is longer than the page shows', async () => {
    const { cookie, create, form, pro, companyId, owner } = await setup();
    const item = (await create()).json();
    // 600 old changes, older than the item's creation and its latest edit.
    await app.database.db.insert(auditLog).values(
      Array.from({ length: 600 }, (_, index) => ({
        companyId,
        actorUserId: owner.id,
        action: index % 2 ? 'equipment.active' : 'equipment.inactive',
        entityType: 'equipment',
        entityId: item.id,
        details: {},
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
      })),
    );
    const edited = await call(app, 'PUT', `/api/equipment/${item.id}`, {
      cookie,
      payload: { ...form, equipmentVariantId: pro.id },
    });
    expect(edited.statusCode).toBe(200);
    const { changes, assignments } = edited.json();
    expect(changes).toHaveLength(500);
    expect(changes[0].text).toBe('Variant: MacBook Air → MacBook Pro');
    expect(changes[1].text).toBe('Oprettet');
    expect(assignments).toMatchObject([{ name: 'Anne Hansen', to: null }]);
  });

  it("ends a deleted employee's assignment period at the deletion, as the list says 'Ikke tildelt'", async () => {
    const { create, cookie, companyId, anne, form } = await setup();
    const { employee: bo } = await createEmployee(app, companyId, { firstName: 'Bo', lastName: 'Berg' });
    const item = (await create()).json();
    const url = `/api/equipment/${item.id}`;
    const deleted = await call(app, 'DELETE', `/api/employees/${anne.id}`, {
      cookie,
      payload: { confirmName: 'Anne Hansen' },
    });
    expect(deleted.statusCode).toBe(204);
    const [deletion] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, anne.id), eq(auditLog.action, 'employee.delete')));
    const deletedAt = deletion!.createdAt.toISOString();

    const after = (await call(app, 'GET', url, { cookie })).json();
    expect(after.assignedTo).toBeNull();
    expect(after.assignments).toEqual([
      { employeeId: null, name: 'Anne Hansen', from: item.assignments[0].from, to: deletedAt },
    ]);
    const list = (await call(app, 'GET', '/api/equipment', { cookie })).json();
    expect(list.items.find((row: { id: string }) => row.id === item.id).assignedTo).toBeNull();

    // Given to Bo later: Anne's period still ends at her deletion, not at Bo's start.
    await call(app, 'PUT', url, { cookie, payload: { ...form, assignedToId: bo.id } });
    const reassigned = (await call(app, 'GET', url, { cookie })).json();
    expect(reassigned.assignments).toMatchObject([
      { employeeId: bo.id, name: 'Bo Berg', to: null },
      { employeeId: null, name: 'Anne Hansen', to: deletedAt },
    ]);
  });
});
