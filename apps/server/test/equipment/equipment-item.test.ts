// An item: create, read, edit, 'Marker som inaktiv' and 'Marker som aktiv', 'Slet'; unique serial numbers.
import { formatDate } from '@kollega/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { listEquipmentAssignedTo } from '../../src/features/equipment/public';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { equipmentHelpers, isoDay } from './equipment-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, auditActions } = equipmentHelpers(() => app);

describe('equipment', () => {
  it('creates, reads, edits, marks inactive and active, and deletes an item, each with an audit row', async () => {
    const { cookie, create, anne, type, air, pro, form, companyId } = await setup();
    const created = await create();
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      type: { id: type.id, name: 'Computer', icon: '💻' },
      variant: { id: air.id, name: 'MacBook Air' },
      assignedTo: { id: anne.id, name: 'Anne Hansen', inactive: false },
      serialNumber: 'C02XYZ',
      startDate: '2025-01-01',
      endDate: null,
      notes: 'Med oplader',
      status: 'active',
      inactive: false,
      files: [],
    });
    expect(item.assignments).toMatchObject([{ employeeId: anne.id, name: 'Anne Hansen', to: null }]);
    const url = `/api/equipment/${item.id}`;

    const edited = await call(app, 'PUT', url, {
      cookie,
      payload: {
        ...form,
        equipmentVariantId: pro.id,
        assignedToId: null,
        serialNumber: '',
        endDate: isoDay(10),
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      variant: { name: 'MacBook Pro' },
      assignedTo: null,
      serialNumber: '',
      status: 'expiring',
    });
    const history = edited.json();
    expect(history.assignments).toHaveLength(1);
    expect(history.assignments[0].to).not.toBeNull();
    expect(history.changes[0].text).toBe(
      `Variant: MacBook Air → MacBook Pro; Tildelt: Anne Hansen → Ikke tildelt; Serienummer: C02XYZ → (tom); Slutdato: (tom) → ${formatDate(isoDay(10))}`,
    );

    const inactive = await call(app, 'PUT', `${url}/inactive`, { cookie, payload: { inactive: true } });
    expect(inactive.json()).toMatchObject({ inactive: true, status: 'inactive' });
    const active = await call(app, 'PUT', `${url}/inactive`, { cookie, payload: { inactive: false } });
    expect(active.json()).toMatchObject({ inactive: false, status: 'expiring' });

    expect(await listEquipmentAssignedTo(app.database.db, companyId, anne.id)).toEqual([]);
    expect((await call(app, 'DELETE', url, { cookie })).statusCode).toBe(204);
    expect((await call(app, 'GET', url, { cookie })).statusCode).toBe(404);
    expect(await auditActions(item.id)).toEqual([
      'equipment.active',
      'equipment.create',
      'equipment.delete',
      'equipment.inactive',
      'equipment.update',
    ]);
  });

  it('keeps serial numbers unique per company and category, trimmed', async () => {
    const { create, form, cookie } = await setup();
    expect((await create()).statusCode).toBe(201);
    const duplicate = await create({ ...form, serialNumber: 'C02XYZ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('Serienummeret findes allerede i denne kategori');
    // Without a serial number, many items are fine.
    expect((await create({ ...form, serialNumber: ' ' })).statusCode).toBe(201);
    expect((await create({ ...form, serialNumber: '' })).statusCode).toBe(201);
    // The same number in another category is fine.
    const phone = (
      await call(app, 'POST', '/api/equipment/types', { cookie, payload: { name: 'Telefon', icon: '📱' } })
    ).json();
    const iphone = (
      await call(app, 'POST', `/api/equipment/types/${phone.id}/variants`, {
        cookie,
        payload: { name: 'iPhone' },
      })
    ).json().variants[0];
    expect(
      (await create({ ...form, equipmentTypeId: phone.id, equipmentVariantId: iphone.id })).statusCode,
    ).toBe(201);
    // A variant of another category does not fit.
    expect((await create({ ...form, equipmentTypeId: phone.id })).statusCode).toBe(404);
    // Duplicate category and variant names are refused too.
    const again = await call(app, 'POST', '/api/equipment/types', {
      cookie,
      payload: { name: 'computer', icon: '💻' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Der findes allerede en kategori med det navn');
  });
});
