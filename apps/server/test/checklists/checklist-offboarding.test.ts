// 'Returnér udstyr' on a new offboarding, from the equipment source.
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { checklistGroups } from '../../src/db/schema/index';
import { createChecklist } from '../../src/features/checklists/create-checklist';
import type { EquipmentToReturn } from '../../src/features/checklists/deps';
import type { AdminContext } from '../../src/plugins/auth/request-context';
import { setPlan } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { checklistHelpers } from './checklist-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = checklistHelpers(() => app);

describe('checklists', () => {
  it("adds 'Returnér udstyr' with a task per item to a new offboarding, from the equipment source", async () => {
    const { as, anne, companyId, owner } = await setup();
    // Each task remembers its item (decision 048), so the fake hands out real items' ids with its own labels.
    await setPlan(app.database.db, companyId, 'premium');
    const type = (await as('POST', '/api/equipment/types', { name: 'Computer', icon: '💻' })).json();
    const variantId = (await as('POST', `/api/equipment/types/${type.id}/variants`, { name: 'X' }))
      .json()
      .variants.find((v: { name: string }) => v.name === 'X').id;
    const itemIds: string[] = [];
    for (const serialNumber of ['S1', 'S2']) {
      const payload = { equipmentTypeId: type.id, equipmentVariantId: variantId, assignedToId: null };
      const made = await as('POST', '/api/equipment', {
        ...payload,
        serialNumber,
        startDate: '',
        endDate: '',
        notes: '',
      });
      itemIds.push(made.json().id);
    }
    await setPlan(app.database.db, companyId, 'freemium');
    const asked: string[] = [];
    const equipmentToReturn: EquipmentToReturn = async (_tx, company, employeeId) => {
      asked.push(`${company}/${employeeId}`);
      return [
        { id: itemIds[0] as string, label: 'MacBook Pro 14' },
        { id: itemIds[1] as string, label: 'iPhone 15' },
      ];
    };
    const template = (
      await as('POST', '/api/checklists', { kind: 'offboarding', isTemplate: true, title: 'Fratrædelse' })
    ).json();
    await as('POST', `/api/checklists/${template.id}/groups`, { title: 'Sidste dag' });
    const ctx = {
      userId: owner.id,
      sessionId: 'test',
      email: owner.email,
      emailVerified: true,
      isSuperadmin: false,
      twoFactorEnabled: false,
      impersonatedBy: null,
      requestId: 'test',
      companyId,
      employeeId: owner.employeeId,
      role: 'admin',
      isOwner: true,
      subscription: null,
    } as AdminContext;
    const deps = { db: app.database.db, equipmentToReturn };
    const made = await createChecklist(deps, ctx, {
      kind: 'offboarding',
      isTemplate: false,
      title: 'Farvel Anne',
      regardingId: anne.id,
      date: null,
      templateId: template.id,
    });
    expect(asked).toEqual([`${companyId}/${anne.id}`]);
    expect(made.groups.map((g) => g.title)).toEqual(['Sidste dag', 'Returnér udstyr']);
    expect(made.groups[1]?.tasks.map((t) => [t.title, t.dueDate])).toEqual([
      ['Aflevér MacBook Pro 14', '2026-12-23'],
      ['Aflevér iPhone 15', '2026-12-23'],
    ]);
    // Not for a template, an onboarding or an offboarding about nobody.
    for (const input of [
      { kind: 'offboarding' as const, isTemplate: true, regardingId: null },
      { kind: 'onboarding' as const, isTemplate: false, regardingId: anne.id },
      { kind: 'offboarding' as const, isTemplate: false, regardingId: null },
    ]) {
      const other = await createChecklist(deps, ctx, { ...input, title: 'X', date: null, templateId: null });
      expect(other.groups).toEqual([]);
    }
    // Through HTTP the default source is the equipment tables: Anne has none yet, so no group.
    const plain = (
      await as('POST', '/api/checklists', { kind: 'offboarding', title: 'Farvel', regardingId: anne.id })
    ).json();
    expect(plain.groups).toEqual([]);
    const rows = await app.database.db
      .select()
      .from(checklistGroups)
      .where(and(eq(checklistGroups.companyId, companyId), eq(checklistGroups.checklistId, made.id)));
    expect(rows).toHaveLength(2);
  });

  it("adds 'Returnér udstyr' from the equipment Anne has in use, not what is inactive or someone else's", async () => {
    const { as, anne, companyId } = await setup();
    await setPlan(app.database.db, companyId, 'premium');
    const type = (await as('POST', '/api/equipment/types', { name: 'Computer', icon: '💻' })).json();
    const variant = (await as('POST', `/api/equipment/types/${type.id}/variants`, { name: 'MacBook Air' }))
      .json()
      .variants.find((v: { name: string }) => v.name === 'MacBook Air');
    const item = (serialNumber: string, assignedToId: string | null) =>
      as('POST', '/api/equipment', {
        equipmentTypeId: type.id,
        equipmentVariantId: variant.id,
        assignedToId,
        serialNumber,
        startDate: '2025-01-01',
        endDate: '',
        notes: '',
      });
    expect((await item('C02-IN-USE', anne.id)).statusCode).toBe(201);
    const returned = (await item('C02-RETURNED', anne.id)).json();
    expect((await as('PUT', `/api/equipment/${returned.id}/inactive`, { inactive: true })).statusCode).toBe(
      200,
    );
    expect((await item('C02-NOBODY', null)).statusCode).toBe(201);

    const made = await as('POST', '/api/checklists', {
      kind: 'offboarding',
      title: 'Farvel',
      regardingId: anne.id,
    });
    expect(made.statusCode).toBe(201);
    const groups = made.json().groups as { title: string; tasks: { title: string; dueDate: string }[] }[];
    expect(groups.map((g) => g.title)).toEqual(['Returnér udstyr']);
    // Due on her last day, Wednesday 23 December.
    expect(groups[0]?.tasks.map((t) => [t.title, t.dueDate])).toEqual([
      ['Aflevér 💻 Computer · MacBook Air · C02-IN-USE', '2026-12-23'],
    ]);
  });
});
