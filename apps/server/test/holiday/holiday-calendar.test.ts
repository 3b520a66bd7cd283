// The company calendar and the balances workbook.
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createEmployee } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { freeWeek, holidayHelpers } from './holiday-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = holidayHelpers(() => app);

describe('holiday requests', () => {
  it('shows the company calendar with absence, pending requests and public holidays, by department', async () => {
    const { cookie, employee, companyId, ask } = await setup();
    await createEmployee(app, companyId, {
      firstName: 'Kaj',
      lastName: 'Kontor',
      fields: { department: 'Kontor' },
    });
    const week = freeWeek(10);
    await ask({ from: week.monday, to: week.friday });
    const month = week.monday.slice(0, 7);
    const calendar = (await call(app, 'GET', `/api/holiday/calendar?month=${month}`, { cookie })).json();
    expect(calendar.departments).toEqual(['Kontor', 'Lager']);
    const frida = calendar.people.find((p: { id: string }) => p.id === employee.id);
    expect(frida.marks[week.monday]).toBe('pending');
    const onlyOffice = (
      await call(app, 'GET', `/api/holiday/calendar?month=${month}&department=Kontor`, { cookie })
    ).json();
    expect(onlyOffice.people.map((p: { name: string }) => p.name)).toEqual(['Kaj Kontor']);
    const december = (await call(app, 'GET', '/api/holiday/calendar?month=2026-12', { cookie })).json();
    expect(december.days.find((d: { date: string }) => d.date === '2026-12-25').holidayName).toBe('Juledag');
    const bad = await call(app, 'GET', '/api/holiday/calendar?month=2026-13', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Vælg en måned');
  });

  it('exports the balances to an Excel workbook', async () => {
    const { cookie } = await setup();
    const response = await call(app, 'GET', '/api/holiday/export.xlsx', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Feriesaldi');
    const names = sheet?.getColumn(1).values.filter(Boolean);
    expect(names).toContain('Frida Ferie');
    expect(sheet?.getRow(1).getCell(10).value).toBe('Rest');
  });
});
