import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { withCompany } from '../../src/db/tenant-scope';
import { demoTimeEntries, insertDemoTimeEntries } from '../../src/testing/demo-time-entries';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

/** Three months: the longest the synchronous route serves, so both paths can make the same export. */
const RANGE = { from: '2025-01-01', to: '2025-03-31' };

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

interface SheetContent {
  name: string;
  rows: { values: unknown; cells: { numFmt: string | undefined; bold: boolean | undefined }[] }[];
  columns: { width: number | undefined; numFmt: string | undefined }[];
}

/** Every sheet's name, cell values, number formats, bold cells and column widths: what the user sees. */
async function contentOf(file: Buffer): Promise<SheetContent[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: SheetContent['rows'] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: SheetContent['rows'][number]['cells'] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        cells.push({ numFmt: cell.numFmt, bold: cell.font?.bold });
      });
      rows.push({ values: row.values, cells });
    });
    const columns = (sheet.columns ?? []).map((column) => ({ width: column.width, numFmt: column.numFmt }));
    return { name: sheet.name, rows, columns };
  });
}

/**
 * Decision 035: a background job computes the day ledgers and builds the workbook in a worker thread from the
 * rows it read; the synchronous route does both on the event loop. The two must make the same workbook.
 */
describe("Overblik's export made in a worker thread", () => {
  it("gives the synchronous route's workbook, sheet by sheet and cell by cell", {
    timeout: 60_000,
  }, async () => {
    const { companyId, owner } = await createCompanyWithOwner(app, { name: 'Arbejder & Søn ApS' });
    await setPlan(app.database.db, companyId, 'premiumplus');
    const cookie = await loginAs(app, owner);
    const names = [
      ['Anne', 'Arbejder'],
      ['Bo', 'Bager'],
      ['Bo', 'Bager'],
    ] as const;
    const ids: string[] = [];
    for (const [index, [firstName, lastName]] of names.entries()) {
      const { employee } = await createEmployee(app, companyId, {
        firstName,
        lastName,
        // One employee leaves within the period: their sheet ends at the end date.
        fields: {
          mobileAppAccess: true,
          startDate: '2024-01-01',
          ...(index === 2 ? { endDate: '2025-02-14' } : {}),
        },
      });
      ids.push(employee.id);
      await withCompany(companyId, () =>
        insertDemoTimeEntries(
          app.database.db,
          { companyId, employeeId: employee.id, authorUserId: null, authorName: 'Test' },
          demoTimeEntries({ ...RANGE, seed: index }),
        ),
      );
    }
    // A note, a break and an absence, as the day sheets show them.
    for (const payload of [
      {
        type: 'work',
        date: '2025-02-01',
        startTime: '09:00',
        endTime: '13:30',
        breakWasIncluded: true,
        note: 'Lørdag: lager',
      },
      { type: 'sickLeave', date: '2025-03-29', hours: 7.4 },
    ]) {
      const response = await call(app, 'POST', `/api/timereg/employees/${ids[0]}/entries`, {
        cookie,
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    }

    const direct = await app.inject({
      method: 'GET',
      url: `/api/timereg/overview/export.xlsx?from=${RANGE.from}&to=${RANGE.to}`,
      headers: { cookie },
    });
    expect(direct.statusCode, direct.body).toBe(200);

    const started = await call(app, 'POST', '/api/exports/overview', { cookie, payload: RANGE });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json();
    await vi.waitFor(
      async () => {
        const job = (await call(app, 'GET', `/api/exports/${id}`, { cookie })).json();
        expect(job.status).toBe('done');
      },
      { timeout: 30_000, interval: 50 },
    );
    const background = await app.inject({
      method: 'GET',
      url: `/api/exports/${id}/file`,
      headers: { cookie },
    });
    expect(background.statusCode).toBe(200);

    const expected = await contentOf(direct.rawPayload);
    // The summary and a sheet per employee, the two namesakes told apart.
    expect(expected.map((sheet) => sheet.name)).toEqual([
      'Overblik',
      'Anne Arbejder',
      'Bo Bager',
      'Bo Bager (2)',
    ]);
    expect(expected[1]!.rows.length).toBeGreaterThan(90);
    expect(await contentOf(background.rawPayload)).toEqual(expected);
  });
});
