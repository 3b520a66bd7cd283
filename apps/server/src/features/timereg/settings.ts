import {
  danishToday,
  settingInForce,
  type TimeLogSettingInput,
  type TimeregSettingsResponse,
} from '@kollega/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { companyDaysOff, employees, timeLogSettings } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { loadCompanyCalendar, loadSettingSources, loadTimeregEmployee } from './timereg-record';

/** 'Indstillinger til tidsregistrering': the company's norm week in force today, its days off, who has their own. */
export async function getTimeregSettings(db: Db, ctx: AdminContext): Promise<TimeregSettingsResponse> {
  const today = danishToday();
  const sources = await loadSettingSources(db, ctx.companyId, null);
  const { createdDate, ...company } = settingInForce(sources, today);
  const calendar = await loadCompanyCalendar(db, ctx.companyId);
  const days = await db
    .select({ date: companyDaysOff.date, name: companyDaysOff.name })
    .from(companyDaysOff)
    .where(eq(companyDaysOff.companyId, ctx.companyId))
    .orderBy(asc(companyDaysOff.date));
  const individual = await db
    .select({ employeeId: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, ctx.companyId),
        eq(employees.individualTimeLogSettings, true),
        isNull(employees.deletedAt),
      ),
    );
  return { company: { ...company, createdDate }, daysOff: days, lockDate: calendar.lockDate, individual };
}

/**
 * Saves the company's norm week as a new setting applying from today (decisions.md 13): the norm of past days
 * stays what it was.
 */
export async function saveCompanySetting(
  db: Db,
  ctx: AdminContext,
  input: TimeLogSettingInput,
): Promise<TimeregSettingsResponse> {
  await db.transaction(async (tx) => {
    await tx.insert(timeLogSettings).values({
      companyId: ctx.companyId,
      employeeId: null,
      ...input,
      createdDate: danishToday(),
      createdBy: ctx.userId,
    });
    await recordAudit(tx, ctx, {
      action: 'timereg.settings.company',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { ...input },
    });
  });
  return getTimeregSettings(db, ctx);
}

/** The company's own days off (decisions.md 9), replaced as a whole. */
export async function saveDaysOff(
  db: Db,
  ctx: AdminContext,
  daysOff: { date: string; name: string }[],
): Promise<TimeregSettingsResponse> {
  const unique = new Map(daysOff.map((day) => [day.date, day]));
  await db.transaction(async (tx) => {
    await tx.delete(companyDaysOff).where(eq(companyDaysOff.companyId, ctx.companyId));
    if (unique.size > 0) {
      await tx
        .insert(companyDaysOff)
        .values([...unique.values()].map((day) => ({ companyId: ctx.companyId, ...day })));
    }
    await recordAudit(tx, ctx, {
      action: 'timereg.days-off',
      entityType: 'company',
      entityId: ctx.companyId,
      details: { dates: [...unique.keys()].sort() },
    });
  });
  return getTimeregSettings(db, ctx);
}

/** An employee's own norm week: switched on (with a new setting from today) or off (the company's applies). */
export async function saveIndividualSetting(
  db: Db,
  ctx: AdminContext,
  employeeId: string,
  input: { individual: boolean; setting?: TimeLogSettingInput | undefined },
): Promise<{ individual: boolean }> {
  return db.transaction(async (tx) => {
    const employee = await loadTimeregEmployee(tx, ctx.companyId, employeeId, { forUpdate: true });
    await tx
      .update(employees)
      .set({ individualTimeLogSettings: input.individual, updatedAt: new Date() })
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, employee.id)));
    if (input.individual && input.setting) {
      await tx.insert(timeLogSettings).values({
        companyId: ctx.companyId,
        employeeId: employee.id,
        ...input.setting,
        createdDate: danishToday(),
        createdBy: ctx.userId,
      });
    }
    await recordAudit(tx, ctx, {
      action: 'timereg.settings.individual',
      entityType: 'employee',
      entityId: employee.id,
      details: { individual: input.individual, setting: input.setting ?? null },
    });
    return { individual: input.individual };
  });
}
