// Overblik's whole answer, full and compact, for one seeded company at a fixed "today", pinned before the
// request was made cheaper (decision 069): every figure (categories, norm, weeks, months, plus/minus, the running
// balance, the afspadsering bank, the supplements) must stay exactly what it was, however it is computed.
import {
  DEFAULT_ABSENCE_TYPE_SETTINGS,
  DEFAULT_TIME_LOG_SETTING,
  DEFAULT_WEEKLY_SCHEDULE,
  expandOverview,
  type OverviewPageQuery,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import {
  companies,
  companyDaysOff,
  employeePayroll,
  timeEntries,
  timeLogSettings,
} from '../../src/db/schema/index';
import { getOverview } from '../../src/features/timereg/overview/get-overview';
import type { AdminContext } from '../../src/plugins/auth/request-context';
import { demoTimeEntries, insertDemoTimeEntries } from '../../src/testing/demo-time-entries';
import { createCompanyWithOwner, createEmployee } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterEach(() => {
  vi.useRealTimers();
});

/** "Today" for every figure: a Wednesday inside the year asked for, so days after it count no norm. */
const NOW = new Date('2025-11-19T10:00:00Z');
const TODAY = '2025-11-19';

/** Every id replaced by the label it was seeded under, so the pin does not depend on random ids. */
function labelled(value: unknown, labels: Map<string, string>): unknown {
  return JSON.parse(JSON.stringify(value), (_key, item) =>
    typeof item === 'string' && labels.has(item) ? labels.get(item) : item,
  );
}

/** A norm week (Monday first): each day's start and end, or null for a day off. */
function schedule(days: readonly ([string, string] | null)[]) {
  return DEFAULT_WEEKLY_SCHEDULE.map((day, index) => {
    const hours = days[index] ?? null;
    return hours
      ? { ...day, from: hours[0], end: hours[1], notWorking: false }
      : { ...day, notWorking: true };
  });
}

async function seededCompany() {
  const db = app.database.db;
  const { companyId, owner } = await createCompanyWithOwner(app);
  const labels = new Map<string, string>([
    [owner.employeeId, 'owner'],
    [companyId, 'company'],
  ]);
  const register = { mobileAppAccess: true, timeRegistrationExempt: false, startDate: '2024-01-01' };
  const person = async (label: string, fields: Record<string, unknown> = {}) => {
    const { employee } = await createEmployee(app, companyId, {
      firstName: label,
      lastName: 'Pin',
      fields: { ...register, ...fields },
    });
    labels.set(employee.id, label);
    return employee.id;
  };
  const salaried = await person('Anna');
  const hourly = await person('Bo', { individualTimeLogSettings: true });
  const mixed = await person('Carl', { individualTimeLogSettings: true });
  const partTime = await person('Dorte', { individualTimeLogSettings: true });
  const leaving = await person('Emil', { endDate: '2025-09-12' });
  const former = await person('Frida', { employmentStatus: 'inactive', endDate: '2025-05-20' });
  const lateStarter = await person('Gustav', { startDate: '2025-04-09' });
  const banker = await person('Hanne', { timeBankOpeningHours: 6.5, timeBankOpeningDate: '2025-02-01' });
  const all = [salaried, hourly, mixed, partTime, leaving, former, lateStarter, banker];

  // The company's norm: the default from 2024-08-05, a 45-minute break and a short Friday from 2025-09-01.
  await db.insert(timeLogSettings).values([
    { companyId, ...DEFAULT_TIME_LOG_SETTING, createdDate: '2024-08-05' },
    {
      companyId,
      ...DEFAULT_TIME_LOG_SETTING,
      breakDuration: 45,
      createdDate: '2025-09-01',
      weeklySchedule: schedule([
        ['08:00', '16:00'],
        ['08:00', '16:00'],
        ['08:00', '16:00'],
        ['08:00', '16:00'],
        ['08:00', '14:00'],
      ]),
    },
    {
      companyId,
      employeeId: hourly,
      ...DEFAULT_TIME_LOG_SETTING,
      isPaidHourly: true,
      createdDate: '2024-08-05',
    },
    // Salaried until July, paid hourly from 2025-07-01: 'mixed' in 2025.
    { companyId, employeeId: mixed, ...DEFAULT_TIME_LOG_SETTING, createdDate: '2024-08-05' },
    {
      companyId,
      employeeId: mixed,
      ...DEFAULT_TIME_LOG_SETTING,
      isPaidHourly: true,
      createdDate: '2025-07-01',
    },
    // Monday to Thursday: Friday has no norm.
    {
      companyId,
      employeeId: partTime,
      ...DEFAULT_TIME_LOG_SETTING,
      createdDate: '2024-08-05',
      weeklySchedule: schedule([
        ['08:00', '15:54'],
        ['08:00', '15:54'],
        ['08:00', '15:54'],
        ['08:00', '15:54'],
      ]),
    },
  ]);
  await db.insert(companyDaysOff).values([
    { companyId, date: '2025-06-05', name: 'Grundlovsdag' },
    { companyId, date: '2025-12-24', name: 'Juleaftensdag' },
    { companyId, date: '2024-12-31', name: 'Nytårsaftensdag' },
  ]);
  await db
    .update(companies)
    .set({
      absenceTypes: {
        ...DEFAULT_ABSENCE_TYPE_SETTINGS,
        timeOffInLieu: { ...DEFAULT_ABSENCE_TYPE_SETTINGS.timeOffInLieu, enabled: true },
        course: { ...DEFAULT_ABSENCE_TYPE_SETTINGS.course, enabled: true, standsInForNorm: false },
        childSick: { ...DEFAULT_ABSENCE_TYPE_SETTINGS.childSick, enabled: true },
      },
      payRules: {
        enabled: true,
        bands: [{ category: 'AFTEN', days: [1, 2, 3, 4, 5], from: '17:00', to: '23:00' }],
        overtimeFiftyHours: 3,
      },
    })
    .where(eq(companies.id, companyId));
  await db.insert(employeePayroll).values([
    {
      companyId,
      employeeId: salaried,
      employeeNumber: '1',
      balanceStartDate: '2025-03-01',
      openingBalance: 5,
    },
    {
      companyId,
      employeeId: partTime,
      employeeNumber: '4',
      balanceStartDate: '2024-09-02',
      openingBalance: -2,
    },
    { companyId, employeeId: banker, employeeNumber: '8', balanceStartDate: '2025-12-01', openingBalance: 1 },
    { companyId, employeeId: hourly, employeeNumber: '2', balanceStartDate: '2025-01-06', openingBalance: 0 },
  ]);

  // A realistic year and more for everyone (work, overtime evenings, sick days, summer and Christmas holiday),
  // the Christmas holiday of 2025 planned ahead of today.
  for (const [index, employeeId] of all.entries()) {
    const generated = demoTimeEntries({
      from: '2024-07-01',
      to: index % 2 === 0 ? '2025-12-31' : TODAY,
      seed: 40 + index,
      profile: index === 7 ? 'overworked' : 'normal',
    }).filter((entry) => entry.type === 'holiday' || entry.date < TODAY);
    await insertDemoTimeEntries(
      db,
      { companyId, employeeId, authorUserId: null, authorName: 'Pin' },
      generated,
    );
  }
  // The edge cases of the plus/minus: absences on days without norm (a Saturday, a public holiday, the
  // part-timer's Friday, a company day off, before the start date), a double holiday entry, time off in hours,
  // an uncredited course, banked overtime and afspadsering, work on a Sunday, and registrations after the
  // leaver's end date (they do not count).
  const extra = (employeeId: string, date: string, type: string, hours: number, more = {}) => ({
    companyId,
    employeeId,
    date,
    type,
    hours,
    ...more,
  });
  await db.insert(timeEntries).values([
    extra(salaried, '2025-03-15', 'sickLeave', 7.5),
    extra(salaried, '2025-04-21', 'holiday', 7.5),
    extra(salaried, '2025-06-05', 'timeOff', 3),
    extra(salaried, '2025-10-14', 'holiday', 7.5),
    extra(salaried, '2025-10-14', 'holiday', 7.5),
    extra(salaried, '2025-11-16', 'work', 4, { startTime: '10:00', endTime: '14:00' }),
    extra(salaried, '2025-05-28', 'course', 7.5),
    extra(salaried, '2025-05-27', 'childSick', 7.5, { absenceKind: 'first' }),
    extra(partTime, '2025-02-07', 'sickLeave', 7.4),
    extra(partTime, '2025-02-14', 'holiday', 7.5),
    extra(partTime, '2025-09-01', 'timeOff', 2.5),
    extra(lateStarter, '2025-04-07', 'sickLeave', 7.5),
    extra(lateStarter, '2025-04-08', 'holiday', 7.5),
    extra(leaving, '2025-09-15', 'work', 7.5, { startTime: '08:00', endTime: '15:30' }),
    extra(leaving, '2025-09-16', 'holiday', 7.5),
    extra(former, '2025-05-22', 'work', 7.5, { startTime: '08:00', endTime: '15:30' }),
    extra(banker, '2025-03-04', 'overtime', 2, { startTime: '16:00', endTime: '18:00', toTimeBank: true }),
    extra(banker, '2025-06-10', 'overtime', 3.5, {
      startTime: '17:00',
      endTime: '20:30',
      toTimeBank: true,
    }),
    extra(banker, '2025-08-22', 'timeOffInLieu', 4),
    extra(banker, '2024-12-02', 'overtime', 1, { startTime: '17:00', endTime: '18:00', toTimeBank: true }),
    extra(hourly, '2025-03-16', 'work', 5, { startTime: '18:00', endTime: '23:00' }),
    extra(mixed, '2025-08-09', 'sickLeave', 7.5),
  ]);
  return { companyId, owner, labels, all };
}

describe('Overblik’s whole answer', () => {
  it('stays the same, full and compact, for a seeded company over several periods', async () => {
    const { companyId, owner, labels, all } = await seededCompany();
    const ctx = { companyId, employeeId: owner.employeeId, role: 'admin', isOwner: true } as AdminContext;
    const queries: Record<string, Omit<OverviewPageQuery, 'shape'>> = {
      year: { from: '2025-01-01', to: '2025-12-31', employeeIds: null, inactive: false },
      'year, former employees': { from: '2025-01-01', to: '2025-12-31', employeeIds: null, inactive: true },
      // Longer than 53 weeks: two aggregate chunks.
      'since 2024-08-05': { from: '2024-08-05', to: '2025-12-31', employeeIds: null, inactive: false },
      'the month of today': { from: '2025-11-01', to: '2025-11-30', employeeIds: null, inactive: false },
      'a week with a month inside': {
        from: '2025-09-29',
        to: '2025-10-05',
        employeeIds: null,
        inactive: false,
      },
      'three, from a Thursday': {
        from: '2025-02-13',
        to: '2025-08-31',
        employeeIds: [all[0]!, all[3]!, all[7]!],
        inactive: false,
      },
    };
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    const answers: Record<string, unknown> = {};
    const fullAnswers: Record<string, unknown> = {};
    for (const [name, query] of Object.entries(queries)) {
      const ask = (shape: 'full' | 'compact') =>
        getOverview({ db: app.database.db } as never, ctx, { ...query, shape });
      const compact = await ask('compact');
      const full = await ask('full');
      expect('shape' in compact && compact.shape).toBe('compact');
      // The compact answer is pinned; the full one must be exactly its expansion (so it is pinned too).
      expect(full).toStrictEqual(expandOverview(compact));
      answers[name] = labelled(compact, labels);
      fullAnswers[name] = labelled(full, labels);
    }
    vi.useRealTimers();
    // The seed reaches every branch: the pay rules are on, a balance and a bank show, someone is 'mixed'.
    const year = fullAnswers.year as {
      payRuleCategories?: unknown[];
      employees: { firstName: string; balance: unknown; timeBank?: { balance: number } }[];
    };
    expect(year.payRuleCategories?.length).toBe(3);
    expect(year.employees.map((employee) => employee.firstName)).toEqual([
      'Anna',
      'Bo',
      'Carl',
      'Dorte',
      'Emil',
      'Gustav',
      'Hanne',
    ]);
    expect(year.employees.find((employee) => employee.firstName === 'Anna')?.balance).not.toBeNull();
    expect(year.employees.find((employee) => employee.firstName === 'Hanne')?.timeBank?.balance).not.toBe(0);
    expect(answers).toMatchSnapshot();
  }, 120_000);
});
