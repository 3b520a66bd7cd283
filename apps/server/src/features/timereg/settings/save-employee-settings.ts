import { danishToday, type TimeLogSettingInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { employees, timeLogSettings } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { loadTimeregEmployee } from '../timereg-record';

export interface EmployeeSettingsInput {
  employeeId: string;
  individual: boolean;
  setting?: TimeLogSettingInput | undefined;
}

/**
 * PUT /api/timereg/employees/:employeeId/settings: an employee's own norm week, switched on (with a new
 * setting from today) or off (the company's applies).
 */
export async function saveEmployeeSettings(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: EmployeeSettingsInput,
): Promise<{ individual: boolean }> {
  return deps.db.transaction(async (tx) => {
    const employee = await loadTimeregEmployee(tx, ctx.companyId, input.employeeId, { forUpdate: true });
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
