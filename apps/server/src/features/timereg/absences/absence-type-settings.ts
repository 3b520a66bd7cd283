import {
  type AbsenceTypeSettings,
  absenceTypeSettingsSchema,
  DEFAULT_ABSENCE_TYPE_SETTINGS,
  enabledAbsenceTypes,
  type OptionalAbsenceType,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import type { AdminContext, MemberContext } from '../../../plugins/auth/request-context';
import { type CompanySetting, changeCompanySetting } from '../../../services/company-setting';
import type { Reader } from '../../../services/context';
import type { TimeregDeps } from '../deps';

/**
 * The company's optional absence types (issue 34, decision 044), or the defaults (none used) when never saved. A
 * stored value that no longer passes the schema counts as never saved, as the pay rules do.
 */
export async function loadAbsenceTypeSettings(db: Reader, companyId: string): Promise<AbsenceTypeSettings> {
  const [company] = await (db as Db)
    .select({ absenceTypes: companies.absenceTypes })
    .from(companies)
    .where(eq(companies.id, companyId));
  return absenceTypeSettingsOf(company?.absenceTypes ?? null);
}

/** The stored `companies.absence_types` as settings: the defaults when never saved or no longer valid. */
export function absenceTypeSettingsOf(stored: unknown): AbsenceTypeSettings {
  const parsed = absenceTypeSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_ABSENCE_TYPE_SETTINGS;
}

/** GET /api/timereg/absence-types. */
export function getAbsenceTypeSettings(deps: TimeregDeps, ctx: AdminContext): Promise<AbsenceTypeSettings> {
  return loadAbsenceTypeSettings(deps.db, ctx.companyId);
}

/** GET /api/me/timereg/absence-types: the optional types the employee app's form offers. */
export async function getEnabledAbsenceTypes(
  deps: TimeregDeps,
  ctx: MemberContext,
): Promise<{ types: OptionalAbsenceType[] }> {
  return { types: enabledAbsenceTypes(await loadAbsenceTypeSettings(deps.db, ctx.companyId)) };
}

const absenceTypesSetting: CompanySetting<AbsenceTypeSettings> = {
  action: 'timereg.absence-types',
  read: loadAbsenceTypeSettings,
  write: (absenceTypes) => ({ absenceTypes }),
};

/** PUT /api/timereg/absence-types: saves the settings with an audit row holding them before and after. */
export async function saveAbsenceTypeSettings(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: AbsenceTypeSettings,
): Promise<AbsenceTypeSettings> {
  await changeCompanySetting(deps.db, ctx, absenceTypesSetting, input);
  return input;
}
