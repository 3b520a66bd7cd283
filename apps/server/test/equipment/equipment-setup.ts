import type { App } from '../../src/app';
import { createEmployee, setPlan } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { auditActionsOf } from '../helpers/audit';
import { call } from '../helpers/http';
import { uploadFile } from '../helpers/upload';

const DAY = 86_400_000;

/** Today plus `offsetDays` as 'YYYY-MM-DD' (an item's status is judged against today). */
export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/**
 * The setup the equipment test files share, on the app their `beforeAll` builds: a premium company with its owner
 * signed in, a category 'Computer' with the variants 'MacBook Air' and 'MacBook Pro', Anne, and the form of an
 * Air assigned to her; `create` posts it or another.
 */
export function equipmentHelpers(appOf: () => App) {
  async function setup(plan: 'premium' | 'premiumplus' = 'premium') {
    const app = appOf();
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
    uploadFile(appOf(), url, cookie, fileName, data);

  const auditActions = (entityId: string) => auditActionsOf(appOf(), entityId);

  return { setup, upload, auditActions };
}
