import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

// Issue 23 item 9: the employee's PDF printed U+2212 (−), which standard Helvetica (WinAnsi) lacks, so the header
// read '+/"' and a minus value '"0,50'. Checked on the PDF's extracted text.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

describe('my registrations PDF', () => {
  it('prints the plus/minus header and negative values with a minus the font has', async () => {
    const created = await createCompanyWithOwner(app, { name: 'Minus ApS' });
    const cookie = await loginAs(app, created.owner);
    const { employee, account } = await createEmployee(app, created.companyId, {
      firstName: 'Mia',
      lastName: 'Minus',
      login: {},
      fields: { mobileAppAccess: true, startDate: '2024-01-01' },
    });
    // Monday 3 March 2025: 7 hours against a norm of 7,5, so −0,50.
    const added = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: {
        type: 'work',
        date: '2025-03-03',
        startTime: '08:00',
        endTime: '15:30',
        breakWasIncluded: true,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const pdf = await app.inject({
      method: 'GET',
      url: '/api/me/timereg/export.pdf?from=2025-03-03&to=2025-03-03',
      headers: { cookie: await loginAs(app, account!) },
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('+/-');
    expect(text).toContain('-0,50');
    expect(text).not.toContain('"');
    expect(text).not.toContain('\u2212');
  });
});
