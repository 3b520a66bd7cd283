import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees } from '../../src/db/schema/index';
import { createCompanyWithOwner, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('my registrations as a PDF', () => {
  // The state the fuzz test once left behind: its 'huge strings' profile update gave the owner a 400,001-letter
  // name, which pdfkit broke over the page one line at a time (a minute, some 350 pages) for a one-day export. The
  // profile now refuses names over 200 characters; a row written before that (or by hand) must still print.
  it('stays one small page when the name is a single enormous word', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const huge = 'x'.repeat(200_000);
    const refused = await call(app, 'PUT', '/api/profile', {
      cookie,
      payload: { firstName: huge, lastName: huge, jobPosition: 'Fuzz' },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Højst 200 tegn');
    await app.database.db
      .update(employees)
      .set({ firstName: huge, lastName: huge })
      .where(eq(employees.id, owner.employeeId));

    for (const range of ['from=2024-05-06&to=2024-05-06', 'from=2024-05-06&to=2024-05-07']) {
      const pdf = await app.inject({
        method: 'GET',
        url: `/api/me/timereg/export.pdf?${range}`,
        headers: { cookie },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeLessThan(10_000);
      expect(pagesOf(pdf.rawPayload)).toBe(1);
    }
  });
});
