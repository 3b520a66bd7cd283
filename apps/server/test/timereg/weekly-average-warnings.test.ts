import { datesBetween, isoWeekday, isPublicHoliday } from '@kollega/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { timeEntries } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 23 items 5 and 6: the 48-hour warnings the server stores are a pure function of the registrations
// (whichever was changed last), and ferie, sygdom and fri are neutral in the average (docs/rules/timereg.md#ruling-28).

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

type Warning = { employeeId: string; type: string; value: number; fromDate: string; toDate: string };

async function setup() {
  const company = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, company.owner);
  const { employee } = await createEmployee(app, company.companyId, {
    firstName: 'Lang',
    lastName: 'Uge',
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  /** Registrations written straight to the table (fast), the warnings untouched until the next change. */
  const insert = (rows: { date: string; type: string; hours: number }[]) =>
    app.database.db
      .insert(timeEntries)
      .values(rows.map((row) => ({ companyId: company.companyId, employeeId: employee.id, ...row })));
  const add = (payload: object) =>
    call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, { cookie, payload });
  const warningEnding = async (toDate: string): Promise<Warning | undefined> => {
    const list: Warning[] = (await call(app, 'GET', '/api/timereg/warnings', { cookie })).json().warnings;
    return list.find((warning) => warning.type === '48HourWarning' && warning.toDate === toDate);
  };
  return { ...company, cookie, employee, insert, add, warningEnding };
}

/** Monday–Saturday 9 hours (54-hour weeks) on the days of `from`–`to` that `skip` leaves. */
const sixDayWeeks = (from: string, to: string, skip: (date: string) => boolean = () => false) =>
  datesBetween(from, to)
    .filter((date) => isoWeekday(date) <= 6 && !skip(date))
    .map((date) => ({ date, type: 'work', hours: 9 }));

describe('the 48-hour warning does not depend on the last edit (issue 23 item 5)', () => {
  it('warns for the window ending 8 November, and keeps it when an unrelated entry comes and goes', async () => {
    const { insert, add, cookie, warningEnding } = await setup();
    // 54-hour weeks 6 July – 31 October 2026; the last Saturday is registered through the API.
    const summer = sixDayWeeks('2026-07-06', '2026-10-30');
    await insert(summer);
    expect(
      (await add({ type: 'work', date: '2026-10-31', startTime: '07:00', endTime: '16:00' })).json()
        .entries[0].hours,
    ).toBe(9);
    // 2026-07-09 … 2026-11-08, 123 days: 891 hours × 7 / 123 = 50.71.
    expect(await warningEnding('2026-11-08')).toMatchObject({ fromDate: '2026-07-09', value: 50.71 });
    const november = await add({
      type: 'work',
      date: '2026-11-03',
      startTime: '08:00',
      endTime: '16:00',
      breakWasIncluded: true,
    });
    const added = november.json().entries[0];
    // 898.5 × 7 / 123 = 51.13 with its 7,5 hours.
    expect(added.hours).toBe(7.5);
    expect((await warningEnding('2026-11-08'))?.value).toBe(51.13);
    const deleted = await call(app, 'DELETE', `/api/timereg/entries/${added.id}`, { cookie });
    expect(deleted.statusCode).toBe(204);
    expect(await warningEnding('2026-11-08')).toMatchObject({ fromDate: '2026-07-09', value: 50.71 });
  });
});

describe('absences are neutral in the 48-hour average (docs/rules/timereg.md#ruling-28, issue 23 item 6)', () => {
  it('warns 54,35 over three weeks of ferie where counting them as 0 gave 45,07', async () => {
    const { insert, add, warningEnding } = await setup();
    // The window 2026-04-03 … 2026-08-02 (122 days): N = 82 norm days, A = 14 ferie days (18 May – 5 June,
    // 2. pinsedag in them). 54-hour weeks outside the ferie and the public holidays (756 hours in the window)
    // and 29,5 hours of overtime: 785,5 hours. 785,5 ÷ (122/7 × 68/82) = 54,35; as 0 hours 45,07.
    const ferie = (date: string) => (date >= '2026-05-18' && date <= '2026-06-05') || isPublicHoliday(date);
    const work = sixDayWeeks('2026-03-30', '2026-08-01', ferie);
    const mondays = work.filter((row) => row.date >= '2026-04-03' && isoWeekday(row.date) === 1);
    await insert([
      ...work,
      ...mondays.map((row) => ({ date: row.date, type: 'overtime', hours: 2 })),
      { date: '2026-07-17', type: 'overtime', hours: 3.5 },
    ]);
    // Without the ferie registered, the hours alone: 785,5 × 7 / 122 = 45,07, no warning.
    await add({ type: 'timeOff', date: '2026-08-03', hours: 1 });
    expect(await warningEnding('2026-08-02')).toBeUndefined();
    const holiday = await add({ type: 'holiday', date: '2026-05-18', toDate: '2026-06-05' });
    expect(holiday.json().entries).toHaveLength(14);
    expect(await warningEnding('2026-08-02')).toMatchObject({ fromDate: '2026-04-03', value: 54.35 });
  });
});

describe('a norm change recomputes the 48-hour warnings (docs/rules/timereg.md#ruling-28 with issue 23 item 11)', () => {
  it('gives the warnings of the new norm at once, not only after the next unrelated edit', async () => {
    const { insert, add, cookie, employee, warningEnding } = await setup();
    // The scenario above: 54,35 over three weeks of ferie under the company's Monday–Friday norm.
    const ferie = (date: string) => (date >= '2026-05-18' && date <= '2026-06-05') || isPublicHoliday(date);
    await insert(sixDayWeeks('2026-03-30', '2026-08-01', ferie));
    const holiday = await add({ type: 'holiday', date: '2026-05-18', toDate: '2026-06-05' });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const before = await warningEnding('2026-08-02');
    expect(before?.value).toBeGreaterThan(48);

    // docs/rules/timereg.md#ruling-28 counts N over the norm week, so a Monday–Wednesday norm from the start changes the average.
    const saved = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/settings`, {
      cookie,
      payload: {
        individual: true,
        effectiveFrom: '2026-01-01',
        setting: {
          breakDuration: 30,
          paidBreak: false,
          isPaidHourly: false,
          weeklySchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
            day,
            from: '08:00',
            end: '16:00',
            notWorking: day > 3,
          })),
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSave = await warningEnding('2026-08-02');

    // The same figure as a recomputation from scratch, triggered by an unrelated entry that comes and goes.
    const unrelated = await add({ type: 'timeOff', date: '2026-09-07', hours: 1 });
    expect(unrelated.statusCode, unrelated.body).toBe(201);
    const removed = await call(app, 'DELETE', `/api/timereg/entries/${unrelated.json().entries[0].id}`, {
      cookie,
    });
    expect(removed.statusCode).toBe(204);
    const fromScratch = await warningEnding('2026-08-02');
    expect(fromScratch?.value).not.toBe(before?.value);
    expect(afterSave?.value).toBe(fromScratch?.value);
  });
});

describe("the company's norm and days off recompute the 48-hour warnings (docs/rules/timereg.md#ruling-28)", () => {
  const monToWed = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    from: '08:00',
    end: '16:00',
    notWorking: day > 3,
  }));

  for (const [what, change] of [
    [
      "the company's norm week from 'Gælder fra'",
      (cookie: string) =>
        call(app, 'PUT', '/api/timereg/settings', {
          cookie,
          payload: {
            breakDuration: 30,
            paidBreak: false,
            isPaidHourly: false,
            weeklySchedule: monToWed,
            effectiveFrom: '2026-01-01',
          },
        }),
    ],
    [
      'a company day off in the window',
      (cookie: string) =>
        call(app, 'PUT', '/api/timereg/days-off', {
          cookie,
          payload: {
            daysOff: ['2026-04-13', '2026-04-20', '2026-04-27', '2026-07-06'].map((date) => ({
              date,
              name: 'Lukkedag',
            })),
          },
        }),
    ],
  ] as const) {
    it(`follows ${what} at once, as a recomputation from scratch does`, async () => {
      const { insert, add, cookie, warningEnding } = await setup();
      const ferie = (date: string) => (date >= '2026-05-18' && date <= '2026-06-05') || isPublicHoliday(date);
      await insert(sixDayWeeks('2026-03-30', '2026-08-01', ferie));
      expect((await add({ type: 'holiday', date: '2026-05-18', toDate: '2026-06-05' })).statusCode).toBe(201);
      const before = await warningEnding('2026-08-02');
      expect(before?.value).toBeGreaterThan(48);

      const saved = await change(cookie);
      expect(saved.statusCode, saved.body).toBe(200);
      const afterSave = await warningEnding('2026-08-02');

      const unrelated = await add({ type: 'timeOff', date: '2026-09-07', hours: 1 });
      expect(unrelated.statusCode, unrelated.body).toBe(201);
      const removed = await call(app, 'DELETE', `/api/timereg/entries/${unrelated.json().entries[0].id}`, {
        cookie,
      });
      expect(removed.statusCode).toBe(204);
      const fromScratch = await warningEnding('2026-08-02');
      expect(fromScratch?.value).not.toBe(before?.value);
      expect(afterSave?.value).toBe(fromScratch?.value);
    });
  }
});
