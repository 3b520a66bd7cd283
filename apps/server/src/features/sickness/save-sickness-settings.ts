import type { SicknessSettingsDto, SicknessSettingsInput } from '@kollega/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { employeeSicknessSettings } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { SicknessDeps } from './deps';
import { loadSicknessEmployee } from './sickness-record';

/** PUT /api/sickness/employees/:employeeId/settings: the 120-day rule in the contract and a § 56-aftale (issue 29). */
export async function saveSicknessSettings(
  deps: SicknessDeps,
  ctx: AdminContext,
  input: { employeeId: string } & SicknessSettingsInput,
): Promise<SicknessSettingsDto> {
  return deps.db.transaction(async (tx) => {
    const employee = await loadSicknessEmployee(tx, ctx.companyId, input.employeeId);
    const values = {
      rule120: input.rule120,
      section56From: input.section56From,
      section56To: input.section56To,
    };
    await tx
      .insert(employeeSicknessSettings)
      .values({ companyId: ctx.companyId, employeeId: employee.id, ...values })
      .onConflictDoUpdate({
        target: [employeeSicknessSettings.companyId, employeeSicknessSettings.employeeId],
        set: { ...values, updatedAt: sql`now()` },
      });
    await recordAudit(tx, ctx, {
      action: 'sickness.settings.update',
      entityType: 'employee',
      entityId: employee.id,
      details: values,
    });
    return values;
  });
}
