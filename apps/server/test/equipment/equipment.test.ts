import { existsSync } from 'node:fs';
import path from 'node:path';
import { FILES_PER_OWNER_MAX, formatDate } from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  auditLog,
  equipment,
  equipmentFiles,
  equipmentTypes,
  equipmentVariants,
} from '../../src/db/schema/index';
import { listEquipmentAssignedTo } from '../../src/features/equipment/public';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { foreignEmployee, ownerSession } from '../employees/employee-fixtures';
import { auditActionsOf } from '../helpers/audit';
import { call, fieldErrors } from '../helpers/http';
import { PDF } from '../helpers/pdf';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { uploadFile } from '../helpers/upload';

let app: App;
let dataDir: string;
beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  ({ app } = await buildTestApp({ config }));
});
beforeEach(() => resetThrottle(app));

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A premium company with its owner signed in, a category with two variants and an employee. */
async function setup(plan: 'premium' | 'premiumplus' = 'premium') {
  const session = await ownerSession(app);
  await setPlan(app.database.db, session.companyId, plan);
  const { cookie } = session;
  const { employee: anne } = await createEmployee(app, session.companyId, {
    firstName: 'Anne',
    lastName: 'Hansen',
  });
  const type = (
    await call(app, 'POST', '/api/equipment/types', { cookie, payload: { name: 'Computer', icon: '💻' } })
  ).json();
  const withAir = (
    await call(app, 'POST', `/api/equipment/types/${type.id}/variants`, {
      cookie,
      payload: { name: 'MacBook Air' },
    })
  ).json();
  const withPro = (
    await call(app, 'POST', `/api/equipment/types/${type.id}/variants`, {
      cookie,
      payload: { name: 'MacBook Pro' },
    })
  ).json();
  const air = withAir.variants.find((variant: { name: string }) => variant.name === 'MacBook Air');
  const pro = withPro.variants.find((variant: { name: string }) => variant.name === 'MacBook Pro');
  const form = {
    equipmentTypeId: type.id,
    equipmentVariantId: air.id,
    assignedToId: anne.id,
    serialNumber: '  C02XYZ  ',
    startDate: '2025-01-01',
    endDate: '',
    notes: 'Med oplader',
  };
  const create = (payload: unknown = form) => call(app, 'POST', '/api/equipment', { cookie, payload });
  return { ...session, anne, type, air, pro, form, create };
}

const upload = (url: string, cookie: string, fileName: string, data: Buffer) =>
  uploadFile(app, url, cookie, fileName, data);

const auditActions = (entityId: string) => auditActionsOf(app, entityId);

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

  it('gives the Danish message of each missing or wrong field', async () => {
    const { create, form, cookie } = await setup();
    const messages = async (payload: unknown) => {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      return fieldErrors(response.json());
    };
    expect(await messages({ ...form, equipmentVariantId: '' })).toEqual({
      equipmentVariantId: 'Variant mangler',
    });
    expect(await messages({ ...form, equipmentTypeId: '' })).toEqual({ equipmentTypeId: 'Vælg en kategori' });
    expect(await messages({ ...form, startDate: '2025-02-01', endDate: '2025-01-01' })).toEqual({
      endDate: 'Slutdatoen skal ligge efter startdatoen',
    });
    const noName = await call(app, 'POST', '/api/equipment/types', {
      cookie,
      payload: { name: '', icon: '💻' },
    });
    expect(fieldErrors(noName.json())).toEqual({ name: 'Navn mangler' });
    const badIcon = await call(app, 'POST', '/api/equipment/types', {
      cookie,
      payload: { name: 'X', icon: 'X' },
    });
    expect(fieldErrors(badIcon.json())).toEqual({ icon: 'Vælg et ikon fra listen' });
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
