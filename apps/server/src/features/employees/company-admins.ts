import {
  type CompanyAdminsResponse,
  EXTRA_ADMIN_PRICE_ORE,
  includedAdminCount,
  profilePhotoUrl,
} from '@kollega/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { employees } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { type Reader, withTransaction } from '../../services/context';
import { type AppliedSettings, applySettings } from './apply-settings';
import type { EmployeeDeps } from './deps';
import { isEmployeeId, notDeleted, planOf, settingsOf } from './employee-record';
import { sendPasswordSetupMails } from './password-setup-mail';
import { ownerUserIdOf } from './plan-visibility';
import { loadVisibleEmployee } from './visibility';

/** GET /api/company/admins: the admin list on /company (hr-core §2), the owner first, and what admins cost. */
export async function listCompanyAdmins(
  deps: { db: Reader },
  ctx: AdminContext,
): Promise<CompanyAdminsResponse> {
  const { db } = deps;
  const ownerUserId = await ownerUserIdOf(db, ctx.companyId);
  const rows = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.companyId, ctx.companyId),
        notDeleted(),
        ownerUserId
          ? or(eq(employees.role, 'admin'), eq(employees.userId, ownerUserId))
          : eq(employees.role, 'admin'),
      ),
    )
    .orderBy(asc(employees.createdAt), asc(employees.id));
  const plan = planOf(ctx);
  const admins = rows
    .map((row) => ({
      employeeId: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      jobPosition: row.jobPosition,
      isOwner: row.userId !== null && row.userId === ownerUserId,
      profilePhotoUrl: profilePhotoUrl(row.id, row.profilePhotoKey),
    }))
    .sort((a, b) => Number(b.isOwner) - Number(a.isOwner));
  return {
    admins,
    plan,
    includedAdmins: includedAdminCount(plan),
    extraAdminPriceOre: EXTRA_ADMIN_PRICE_ORE,
  };
}

/**
 * PUT /api/company/admins: the edit modal's choice of admins, saved as each employee's admin switch would be
 * (logins, password-setup e-mails and ended sessions included), all in one transaction.
 */
export async function updateCompanyAdmins(
  deps: Pick<EmployeeDeps, 'db' | 'mailer' | 'baseUrl'> & { log: FastifyBaseLogger },
  ctx: AdminContext,
  input: { employeeIds: string[] },
): Promise<CompanyAdminsResponse> {
  const wanted = new Set(input.employeeIds);
  for (const id of wanted) if (!isEmployeeId(id)) throw notFound();
  const setups = await withTransaction(deps.db, async (tx) => {
    const ownerUserId = await ownerUserIdOf(tx, ctx.companyId);
    const current = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.role, 'admin'), notDeleted()));
    const touched = new Set([...wanted, ...current.map((row) => row.id)]);
    const passwordSetups: NonNullable<AppliedSettings['passwordSetup']>[] = [];
    // In id order, so two admins saving at once lock rows in the same order.
    for (const id of [...touched].sort()) {
      const { row } = await loadVisibleEmployee(tx, ctx, id, { forUpdate: true });
      const isOwner = row.userId !== null && row.userId === ownerUserId;
      const settings = settingsOf(row, isOwner);
      const role = isOwner || wanted.has(id) ? 'admin' : 'employee';
      if (settings.role === role) continue;
      const applied = await applySettings(tx, ctx, row, ownerUserId, { ...settings, role });
      if (applied.passwordSetup) passwordSetups.push(applied.passwordSetup);
    }
    return passwordSetups;
  });
  try {
    await sendPasswordSetupMails(deps, ctx, setups);
  } catch (error) {
    deps.log.error({ err: error }, 'password-setup e-mail failed');
  }
  return listCompanyAdmins(deps, ctx);
}
