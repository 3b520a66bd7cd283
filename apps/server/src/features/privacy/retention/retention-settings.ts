import { type RetentionSettings, retentionSettingsSchema } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { type CompanySetting, changeCompanySetting } from '../../../services/company-setting';
import type { Reader } from '../../../services/context';
import type { RetentionDeps } from './deps';

const columns = {
  personalDataMonths: companies.retentionPersonalDataMonths,
  agreementTextsMonths: companies.retentionAgreementTextsMonths,
  timeRegistrationMonths: companies.retentionTimeRegistrationMonths,
};

/** The company's 'Opbevaring efter fratræden' (decision 050); the columns' defaults until someone saves it. */
export async function loadRetentionSettings(db: Reader, companyId: string): Promise<RetentionSettings> {
  const [row] = await (db as Db).select(columns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  return row;
}

/** GET /api/privacy/retention. */
export function getRetentionSettings(
  deps: Pick<RetentionDeps, 'db'>,
  ctx: AdminContext,
): Promise<RetentionSettings> {
  return loadRetentionSettings(deps.db, ctx.companyId);
}

const retentionSetting: CompanySetting<RetentionSettings> = {
  action: 'privacy.retention-settings',
  read: loadRetentionSettings,
  write: (settings) => ({
    retentionPersonalDataMonths: settings.personalDataMonths,
    retentionAgreementTextsMonths: settings.agreementTextsMonths,
    retentionTimeRegistrationMonths: settings.timeRegistrationMonths,
    updatedAt: new Date(),
  }),
};

/** PUT /api/privacy/retention: saves the three periods with an audit row holding them before and after. */
export async function saveRetentionSettings(
  deps: Pick<RetentionDeps, 'db'>,
  ctx: AdminContext,
  input: RetentionSettings,
): Promise<RetentionSettings> {
  // Parsed again here, not only by the route: the bounds are the law's floor, whoever calls.
  const settings = retentionSettingsSchema.parse(input);
  await changeCompanySetting(deps.db, ctx, retentionSetting, settings);
  return settings;
}
