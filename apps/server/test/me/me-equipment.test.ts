import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, equipment, equipmentReceipts, notifications } from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { meWorld } from './me-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: testConfig() }));
});

/** A premium company (equipment needs it, docs/rules/equipment.md#ruling-26) with one laptop handed to Mia. */
async function equipmentWorld() {
  const world = await meWorld(app);
  await setPlan(app.database.db, world.companyId, 'premium');
  const asOwner = async (method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await call(app, method, url, { cookie: world.ownerCookie, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const type = await asOwner('POST', '/api/equipment/types', { name: 'Computer', icon: '💻' });
  const [variant] = (
    await asOwner('POST', `/api/equipment/types/${type.id}/variants`, { name: 'MacBook Air 13"' })
  ).variants;
  const item = await asOwner('POST', '/api/equipment', {
    equipmentTypeId: type.id,
    equipmentVariantId: variant.id,
    assignedToId: world.employee.id,
    serialNumber: 'C02XK1',
    startDate: '2026-11-02',
  });
  return { ...world, asOwner, type, variant, item, receipts: `/api/equipment/${item.id}/receipts` };
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe("'Mig' → Udstyr and 'Kvittering for udlevering'", () => {
  it('asks for a receipt, lets the holder acknowledge it with their password, and records Afleveret', async () => {
    const world = await equipmentWorld();
    const mine = (await call(app, 'GET', '/api/me/equipment', { cookie: world.cookie })).json();
    expect(mine).toEqual({
      items: [
        {
          id: world.item.id,
          typeName: 'Computer',
          typeIcon: '💻',
          variantName: 'MacBook Air 13"',
          serialNumber: 'C02XK1',
          startDate: '2026-11-02',
          receipt: null,
        },
      ],
      returned: [],
    });

    const asked = await call(app, 'POST', world.receipts, { cookie: world.ownerCookie });
    expect(asked.statusCode).toBe(201);
    const receipt = asked.json();
    expect(receipt).toMatchObject({
      employeeId: world.employee.id,
      employeeName: 'Mia Medarbejder',
      itemDescription: 'Computer – MacBook Air 13"',
      serialNumber: 'C02XK1',
      acknowledgement: { status: 'pending' },
      returnedAt: null,
    });
    // Mia is told, once, with the item in the text.
    const told = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.employeeId, world.employee.id),
          eq(notifications.kind, 'equipment-receipt-requested'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ item: 'Computer – MacBook Air 13"' });
    expect(told[0]?.link).toBe('/');
    const twice = await call(app, 'POST', world.receipts, { cookie: world.ownerCookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Der er allerede bedt om en kvittering for denne udlevering.');

    const pending = (await call(app, 'GET', '/api/me/equipment', { cookie: world.cookie })).json();
    expect(pending.items[0].receipt).toMatchObject({
      id: receipt.id,
      acknowledgement: { status: 'pending' },
    });

    const acknowledge = `/api/me/equipment/receipts/${receipt.id}/acknowledge`;
    const empty = await call(app, 'POST', acknowledge, { cookie: world.cookie, payload: { password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Skriv din adgangskode');
    const wrong = await call(app, 'POST', acknowledge, {
      cookie: world.cookie,
      payload: { password: 'ikke-min-adgangskode' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe('Adgangskoden er forkert.');
    const ok = await call(app, 'POST', acknowledge, {
      cookie: world.cookie,
      payload: { password: world.account.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: receipt.id, acknowledgement: { status: 'acknowledged' } });
    const again = await call(app, 'POST', acknowledge, {
      cookie: world.cookie,
      payload: { password: world.account.password },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Du har allerede kvitteret.');

    const [row] = await app.database.db
      .select()
      .from(equipmentReceipts)
      .where(eq(equipmentReceipts.id, receipt.id));
    expect(row?.acknowledgedBy).toBe(world.account.id);
    expect(row?.acknowledgedIp).toBeTruthy();
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, world.companyId), eq(auditLog.entityId, world.item.id)));
    expect(audits.map((audit) => audit.action)).toEqual(
      expect.arrayContaining(['equipment.receipt.request', 'me.equipment_receipt.acknowledge']),
    );

    // The admin's list shows it acknowledged; the PDF says so, in Danish, with the company and the item.
    const list = (await call(app, 'GET', world.receipts, { cookie: world.ownerCookie })).json();
    expect(list.receipts).toEqual([
      expect.objectContaining({
        id: receipt.id,
        acknowledgement: expect.objectContaining({ status: 'acknowledged' }),
      }),
    ]);
    const pdf = await call(app, 'GET', `${world.receipts}/${receipt.id}/pdf`, { cookie: world.ownerCookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Kvittering for udlevering',
      'Testfirma',
      'Mia Medarbejder',
      'Computer – MacBook Air 13"',
      'C02XK1',
      '02.11.2026',
      'Kvitteret af',
      row!.acknowledgedIp!,
    ]) {
      expect(text).toContain(expected);
    }
    const myPdf = await call(app, 'GET', `/api/me/equipment/receipts/${receipt.id}/pdf`, {
      cookie: world.cookie,
    });
    expect(myPdf.statusCode).toBe(200);
    expect(await pdfText(myPdf.rawPayload)).toContain('Kvittering for udlevering');

    // 'Afleveret': the receipt gets its date, the item's assignment ends, the receipt moves to 'returned'.
    const returned = await call(app, 'POST', `${world.receipts}/${receipt.id}/returned`, {
      cookie: world.ownerCookie,
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().returnedAt).not.toBeNull();
    const [item] = await app.database.db.select().from(equipment).where(eq(equipment.id, world.item.id));
    expect(item?.assignedToId).toBeNull();
    const back = (await call(app, 'GET', '/api/me/equipment', { cookie: world.cookie })).json();
    expect(back.items).toEqual([]);
    expect(back.returned).toEqual([expect.objectContaining({ id: receipt.id })]);
    const twiceReturned = await call(app, 'POST', `${world.receipts}/${receipt.id}/returned`, {
      cookie: world.ownerCookie,
    });
    expect(twiceReturned.statusCode).toBe(409);
    expect(twiceReturned.json().error.message).toBe('Udstyret er allerede registreret som afleveret.');
    expect(
      await pdfText(
        (await call(app, 'GET', `${world.receipts}/${receipt.id}/pdf`, { cookie: world.ownerCookie }))
          .rawPayload,
      ),
    ).toContain('Afleveret');
    // Nothing handed out now: no receipt to ask for.
    const nobody = await call(app, 'POST', world.receipts, { cookie: world.ownerCookie });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().error.message).toBe('Udstyret er ikke udleveret til nogen.');
  });

  it("closes the open receipt when the item's form hands it to someone else, and keeps the receipt unsigned", async () => {
    const world = await equipmentWorld();
    const receipt = (await call(app, 'POST', world.receipts, { cookie: world.ownerCookie })).json();
    const { employee: other } = await createEmployee(app, world.companyId, { firstName: 'Bo' });
    await world.asOwner('PUT', `/api/equipment/${world.item.id}`, {
      equipmentTypeId: world.type.id,
      equipmentVariantId: world.variant.id,
      assignedToId: other.id,
      serialNumber: 'C02XK1',
      startDate: '2026-11-20',
      endDate: null,
      notes: '',
    });
    const [row] = await app.database.db
      .select()
      .from(equipmentReceipts)
      .where(eq(equipmentReceipts.id, receipt.id));
    expect(row?.returnedAt).not.toBeNull();
    expect(row?.acknowledgedAt).toBeNull();
    // A returned item's receipt can no longer be acknowledged.
    const late = await call(app, 'POST', `/api/me/equipment/receipts/${receipt.id}/acknowledge`, {
      cookie: world.cookie,
      payload: { password: world.account.password },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('EQUIPMENT_ALREADY_RETURNED');
    // A new hand-over gets a new receipt, to the new holder.
    const next = (await call(app, 'POST', world.receipts, { cookie: world.ownerCookie })).json();
    expect(next).toMatchObject({ employeeId: other.id, acknowledgement: { status: 'pending' } });
  });

  it("keeps to the caller's own receipts, refuses employees the admin side and other companies everything", async () => {
    const world = await equipmentWorld();
    const receipt = (await call(app, 'POST', world.receipts, { cookie: world.ownerCookie })).json();
    const { account } = await createEmployee(app, world.companyId, {
      login: {},
      fields: { mobileAppAccess: true },
    });
    const colleague = await loginAs(app, account!);
    const colleagueAck = await call(app, 'POST', `/api/me/equipment/receipts/${receipt.id}/acknowledge`, {
      cookie: colleague,
      payload: { password: account!.password },
    });
    expect(colleagueAck.statusCode).toBe(404);
    expect(
      (await call(app, 'GET', `/api/me/equipment/receipts/${receipt.id}/pdf`, { cookie: colleague }))
        .statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', '/api/me/equipment', { cookie: colleague })).json()).toEqual({
      items: [],
      returned: [],
    });
    for (const [method, url] of [
      ['GET', world.receipts],
      ['POST', world.receipts],
      ['POST', `${world.receipts}/${receipt.id}/returned`],
      ['GET', `${world.receipts}/${receipt.id}/pdf`],
    ] as const) {
      expect((await call(app, method, url, { cookie: world.cookie })).statusCode).toBe(403);
      expect((await call(app, method, url)).statusCode).toBe(401);
    }
    const other = await meWorld(app);
    await setPlan(app.database.db, other.companyId, 'premium');
    for (const [method, url] of [
      ['GET', world.receipts],
      ['POST', world.receipts],
      ['POST', `${world.receipts}/${receipt.id}/returned`],
      ['GET', `${world.receipts}/${receipt.id}/pdf`],
    ] as const) {
      expect((await call(app, method, url, { cookie: other.ownerCookie })).statusCode).toBe(404);
    }
    expect(
      (
        await call(app, 'POST', `/api/me/equipment/receipts/${receipt.id}/acknowledge`, {
          cookie: other.cookie,
          payload: { password: other.account.password },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', '/api/me/equipment')).statusCode).toBe(401);
    // On a plan without equipment the admin side is refused with the plan's Danish message.
    await setPlan(app.database.db, world.companyId, 'freemium');
    const freemium = await call(app, 'GET', world.receipts, { cookie: world.ownerCookie });
    expect(freemium.json().error.code).toBe('EQUIPMENT_PLAN_REQUIRED');
  });

  it('refuses Mig to an employee without app access', async () => {
    const world = await meWorld(app, { mobileAppAccess: false });
    const response = await call(app, 'GET', '/api/me/equipment', { cookie: world.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('NO_APP_ACCESS');
  });
});
