import type { App } from '../../src/app';
import { createEmployee } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { auditActionsOf } from '../helpers/audit';
import { call } from '../helpers/http';
import { uploadFile } from '../helpers/upload';

/**
 * The setup the agreement test files share, on the app their `beforeAll` builds: a company whose owner is signed
 * in, Anne and Bo, and the form of 'MUS med Anne' (Bo attends) on 15 June 2030; `create` posts it or another.
 */
export function agreementHelpers(appOf: () => App) {
  async function setup() {
    const app = appOf();
    const session = await ownerSession(app);
    const { employee: anne } = await createEmployee(app, session.companyId, {
      firstName: 'Anne',
      lastName: 'Hansen',
    });
    const { employee: bo } = await createEmployee(app, session.companyId, {
      firstName: 'Bo',
      lastName: 'Berg',
    });
    const form = {
      title: 'MUS med Anne',
      regardingId: anne.id,
      attendeeIds: [bo.id],
      agreementType: 'Udviklingssamtale',
      date: '2030-06-15',
      time: '10:00',
      location: 'Mødelokale 1',
    };
    const create = (payload: unknown = form) =>
      call(app, 'POST', '/api/agreements', { cookie: session.cookie, payload });
    return { ...session, anne, bo, form, create };
  }

  const auditActions = (entityId: string) => auditActionsOf(appOf(), entityId);

  const upload = (url: string, cookie: string, fileName: string, data: Buffer) =>
    uploadFile(appOf(), url, cookie, fileName, data);

  return { setup, auditActions, upload };
}
