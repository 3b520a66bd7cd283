import {
  applyMobileAccessRule,
  type EmployeeFieldChange,
  type EmployeeSettings,
  effectiveRole,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { calendarFeedTokens, employees } from '../../db/schema/index';
import { AppError, notFound } from '../../errors/app-error';
import { endSessions, ensureEmployeeLogin, revokeEmployeeLogin } from '../../plugins/auth/employee-logins';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Writer } from '../../services/context';
import { type EmployeeRow, employeeAudit, employeeOfCompany, settingsOf } from './employee-record';

export interface AppliedSettings {
  row: EmployeeRow;
  settings: EmployeeSettings;
  /** Set when the employee needs an e-mail to choose a password: send it after the commit. */
  passwordSetup: { token: string; email: string; firstName: string } | null;
}

const cannotDemoteSelf = () => new AppError('CANNOT_DEMOTE_SELF');

/** The settings as audit-log changes: the switch names of EMPLOYEE_FIELD_LABELS, 'Ja'/'Nej'. */
function settingChanges(before: EmployeeSettings, after: EmployeeSettings): EmployeeFieldChange[] {
  const yesNo = (value: boolean) => (value ? 'Ja' : 'Nej');
  const pairs: [string, boolean, boolean][] = [
    ['role', before.role === 'admin', after.role === 'admin'],
    ['exemptFrom1to1', before.agreements.exemptFrom1to1, after.agreements.exemptFrom1to1],
    ['exemptFromEPR', before.agreements.exemptFromEPR, after.agreements.exemptFromEPR],
    ['exemptFromSalary', before.agreements.exemptFromSalary, after.agreements.exemptFromSalary],
    [
      'exemptFromEmploymentContract',
      before.documents.exemptFromEmploymentContract,
      after.documents.exemptFromEmploymentContract,
    ],
    ['mobileAppAccess', before.mobileApp.access, after.mobileApp.access],
    ['timeRegistrationExempt', before.timeRegistration.exempt, after.timeRegistration.exempt],
  ];
  return pairs
    .filter(([, from, to]) => from !== to)
    .map(([field, from, to]) => ({ field, from: yesNo(from), to: yesNo(to) }));
}

/**
 * Saves an employee's settings inside the caller's transaction (the row already locked): hr-core §4's
 * mobile-access rule, the owner always admin (§6), and the login that follows (docs/rules/employees.md#ruling-1): granting admin or
 * app access creates one (and a password-setup token when it has no password); revoking either ends the
 * employee's sessions, and revoking the last of them removes the password too.
 */
export async function applySettings(
  tx: Writer,
  ctx: AdminContext,
  row: EmployeeRow,
  ownerUserId: string | null,
  requested: EmployeeSettings,
): Promise<AppliedSettings> {
  const isOwner = row.userId !== null && row.userId === ownerUserId;
  const previous = settingsOf(row, isOwner);
  const ruled = applyMobileAccessRule(previous, requested);
  const next: EmployeeSettings = { ...ruled, role: effectiveRole({ isOwner, role: ruled.role }) };
  if (isOwner && requested.role !== 'admin') {
    // The owner's switch is fixed on (hr-core §6): say so rather than silently keep it.
    throw new AppError('OWNER_ALWAYS_ADMIN');
  }
  if (row.id === ctx.employeeId && next.role !== 'admin') throw cannotDemoteSelf();

  const needsLogin = next.role === 'admin' || next.mobileApp.access;
  const lostAccess =
    (previous.role === 'admin' && next.role !== 'admin') ||
    (previous.mobileApp.access && !next.mobileApp.access);
  let passwordSetup: AppliedSettings['passwordSetup'] = null;
  if (needsLogin) {
    const login = await ensureEmployeeLogin(tx, row);
    if (lostAccess && row.userId) await endSessions(tx, row.userId);
    if (login.setupToken) {
      passwordSetup = { token: login.setupToken, email: row.email, firstName: row.firstName };
    }
  } else if (row.userId) {
    await revokeEmployeeLogin(tx, row.userId);
  }
  if (previous.role === 'admin' && next.role !== 'admin' && row.userId) {
    // The admin's calendar feed (decision 022) is deleted, not just refused while they are no admin: made
    // admin again, its old address, still in some calendar or mail, must not come back to life (issue 25).
    await tx
      .delete(calendarFeedTokens)
      .where(and(eq(calendarFeedTokens.companyId, ctx.companyId), eq(calendarFeedTokens.userId, row.userId)));
  }

  const [after] = await tx
    .update(employees)
    .set({
      role: next.role,
      exemptFrom1to1: next.agreements.exemptFrom1to1,
      exemptFromEpr: next.agreements.exemptFromEPR,
      exemptFromSalary: next.agreements.exemptFromSalary,
      exemptFromEmploymentContract: next.documents.exemptFromEmploymentContract,
      mobileAppAccess: next.mobileApp.access,
      timeRegistrationExempt: next.timeRegistration.exempt,
      updatedAt: new Date(),
    })
    .where(employeeOfCompany(ctx, row.id))
    .returning();
  if (!after) throw notFound();
  const changes = settingChanges(previous, next);
  if (changes.length > 0) {
    await recordAudit(tx, ctx, employeeAudit(row.id, 'employee.settings', { changes }));
  }
  return { row: after, settings: next, passwordSetup };
}
