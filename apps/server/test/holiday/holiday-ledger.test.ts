// Balances over the years and the holiday ledger: opening balances, corrections and transfers.
import { addDays, danishToday, holidayYearOf, isoWeekday } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, holidayLedger, timeEntries } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { holidayHelpers } from './holiday-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = holidayHelpers(() => app);

describe('balances over the years', () => {
  /** `count` weekdays from `from` on. */
  function weekdaysFrom(from: string, count: number): string[] {
    const dates: string[] = [];
    for (let date = from; dates.length < count; date = addDays(date, 1)) {
      if (isoWeekday(date) <= 5) dates.push(date);
    }
    return dates;
  }

  it('charges October to the newer ferieår when the older was used up in the spring, however long ago', async () => {
    // The newest ferieår open today is N; the employee started at the beginning of N − 2 (25 days a year).
    const newest = holidayYearOf(danishToday());
    const { companyId, cookie, employee, employeeCookie } = await setup({ startDate: `${newest - 2}-09-01` });
    const dates = [
      ...weekdaysFrom(`${newest - 2}-10-01`, 10), // ferieår N − 2, more than a year and a half ago
      ...weekdaysFrom(`${newest - 1}-03-02`, 15), // N − 2 used up in the spring
      ...weekdaysFrom(`${newest - 1}-10-01`, 5), // so these are N − 1's
      ...weekdaysFrom(`${newest}-03-02`, 20), // N − 1 used up in the spring
      ...weekdaysFrom(`${newest}-10-12`, 3), // October: N − 1 has nothing left, so from N
    ];
    await app.database.db
      .insert(timeEntries)
      .values(
        dates.map((date) => ({ companyId, employeeId: employee.id, date, type: 'holiday', hours: 7.5 })),
      );
    for (const overview of [
      (await call(app, 'GET', '/api/me/holiday', { cookie: employeeCookie })).json(),
      (await call(app, 'GET', `/api/holiday/employees/${employee.id}`, { cookie })).json(),
    ]) {
      const year = (y: number) => overview.years.find((row: { year: number }) => row.year === y);
      expect(year(newest).taken + year(newest).planned).toBe(3);
      // From September to December N − 1 is still open: all of it used.
      if (overview.years.length === 2) expect(year(newest - 1)).toMatchObject({ taken: 25, remaining: 0 });
    }
  });
});

describe('the holiday ledger', () => {
  it('takes opening balances, corrections with a reason and signed transfers of the 5th week', async () => {
    const { cookie, companyId, employee } = await setup();
    const url = `/api/holiday/employees/${employee.id}/ledger`;
    const [older] = (await call(app, 'GET', `/api/holiday/employees/${employee.id}`, { cookie })).json()
      .years;
    const noReason = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'correction', year: older.year, days: -2 },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0].message).toBe('Skriv en begrundelse');
    const opening = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'opening', year: older.year, days: -10, note: 'Afholdt før Kollega' },
    });
    expect(opening.statusCode).toBe(201);
    const year = opening.json().years[0];
    expect(year.adjusted).toBe(-10);
    expect(year.remaining).toBe(older.remaining - 10);

    const tooMuch = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'transfer', year: older.year, days: 6, transferKind: 'fifthWeek' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'Uden en lovlig hindring kan kun dage ud over 20 (5. ferieuge) overføres.',
    );
    const noHindrance = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'transfer', year: older.year, days: 6, transferKind: 'hindrance' },
    });
    expect(noHindrance.json().error.details[0].message).toBe(
      'Skriv hvilken hindring (fx sygdom), der gør, at ferien overføres.',
    );

    const transfer = await call(app, 'POST', url, {
      cookie,
      payload: {
        kind: 'transfer',
        year: older.year,
        days: 5,
        transferKind: 'fifthWeek',
        note: 'Aftale af 1.11',
      },
    });
    expect(transfer.statusCode).toBe(201);
    const row = transfer.json().ledger.find((r: { source: string }) => r.source === 'transfer');
    expect(row).toMatchObject({ signed: false, days: -5 });
    expect(transfer.json().years[0].transferredOut).toBe(0);
    const card = (await call(app, 'GET', '/api/holiday/dashboard', { cookie })).json();
    expect(card.reminders.map((r: { kind: string }) => r.kind)).toContain('unsignedTransfer');
    expect(card.remindersTotal).toBe(card.reminders.length);

    const signed = await call(app, 'POST', `/api/holiday/ledger/${row.id}/sign`, { cookie });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().years[0].transferredOut).toBe(5);
    if (signed.json().years[1]) expect(signed.json().years[1].transferredIn).toBe(5);
    const openingRow = signed.json().ledger.find((r: { source: string }) => r.source === 'opening');
    const notTransfer = await call(app, 'POST', `/api/holiday/ledger/${openingRow.id}/sign`, { cookie });
    expect(notTransfer.statusCode).toBe(400);
    expect(notTransfer.json().error.message).toBe('Kun overførsler skal underskrives.');
    // An unsigned transfer whose days lapsed on 31 December can no longer be signed.
    const [lapsed] = await app.database.db
      .insert(holidayLedger)
      .values({
        companyId,
        employeeId: employee.id,
        bucket: 'holiday',
        kind: 'transfer',
        year: Number(danishToday().slice(0, 4)) - 2,
        days: 1,
        transferKind: 'fifthWeek',
        note: 'Aftale',
      })
      .returning();
    const signedLate = await call(app, 'POST', `/api/holiday/ledger/${lapsed?.id}/sign`, { cookie });
    expect(signedLate.statusCode).toBe(409);
    expect(signedLate.json().error.message).toBe(
      'En overførsel af 5. ferieuge skal aftales skriftligt senest 31. december.',
    );
    const stillUnsigned = await app.database.db
      .select({ signedAt: holidayLedger.signedAt })
      .from(holidayLedger)
      .where(eq(holidayLedger.id, lapsed?.id as string));
    expect(stillUnsigned).toEqual([{ signedAt: null }]);
    await app.database.db.delete(holidayLedger).where(eq(holidayLedger.id, lapsed?.id as string));
    const late = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'transfer', year: Number(danishToday().slice(0, 4)) - 3, days: 1, note: 'Aftale' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'En overførsel af 5. ferieuge skal aftales skriftligt senest 31. december.',
    );
    const moreThanLeft = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'transfer', year: older.year, days: 100, transferKind: 'hindrance', note: 'Syg' },
    });
    expect(moreThanLeft.statusCode).toBe(409);
    expect(moreThanLeft.json().error.message).toBe(
      'Der kan kun overføres de dage, der er tilbage af ferieåret.',
    );
    for (const [payload, message] of [
      [{ kind: 'opening', year: 2019, days: 1 }, 'Vælg et ferieår'],
      [{ kind: 'opening', days: 1 }, 'Vælg et ferieår'],
      [
        { kind: 'opening', year: older.year, days: 1.234 },
        'Skriv et antal dage mellem -100 og 100 med højst to decimaler',
      ],
      [
        { kind: 'opening', year: older.year, days: 101 },
        'Skriv et antal dage mellem -100 og 100 med højst to decimaler',
      ],
      [
        { kind: 'transfer', year: older.year, days: -1, note: 'x' },
        'Skriv et antal dage mellem -100 og 100 med højst to decimaler',
      ],
    ] as const) {
      const response = await call(app, 'POST', url, { cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details[0].message, JSON.stringify(payload)).toBe(message);
    }
    const deleted = await call(app, 'DELETE', `/api/holiday/ledger/${openingRow.id}`, { cookie });
    expect(deleted.json().years[0].adjusted).toBe(0);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, employee.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'holiday.ledger.add',
      'holiday.ledger.add',
      'holiday.ledger.delete',
      'holiday.transfer.sign',
    ]);
  });
});
