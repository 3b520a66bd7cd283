// The Danish message of each missing or wrong field of an item and a category.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { call, fieldErrors } from '../helpers/http';
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
});
