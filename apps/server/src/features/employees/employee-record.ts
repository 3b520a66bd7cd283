import {
  type EmployeeDetail,
  type EmployeeListItem,
  type EmployeeSettings,
  type EmploymentStatus,
  type EmploymentType,
  maskCpr,
  type Plan,
  profilePhotoUrl,
  salaryOreToKroner,
} from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuditEntry } from '../../db/audit';
import { employees } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import type { FieldCipher } from '../../integrations/crypto/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { planOfContext } from './plan-visibility';

export type EmployeeRow = typeof employees.$inferSelect;

/** A malformed employee id is simply not found (see `isUuid`). */
export const isEmployeeId = isUuid;

/** Not deleted: a deleted employee kept for their time registrations (docs/rules/timereg.md#ruling-14) is hidden everywhere. */
export const notDeleted = () => isNull(employees.deletedAt);

/** One employee of the caller's company: the company comes from the verified context (DESIGN.md rule 1). */
export const employeeOfCompany = (ctx: { companyId: string }, employeeId: string) =>
  and(eq(employees.id, employeeId), eq(employees.companyId, ctx.companyId), notDeleted());

/** The plan the company's limits follow (docs/rules/employees.md#ruling-4); the rule lives in plan-visibility.ts. */
export const planOf = (ctx: AdminContext): Plan => planOfContext(ctx);

/** The place a CPR number is bound to: a ciphertext copied to another row does not decrypt there. */
export function cprAssociatedData(employeeId: string): string {
  return `employees.cpr:${employeeId}`;
}

export function settingsOf(row: EmployeeRow, isOwner: boolean): EmployeeSettings {
  return {
    role: isOwner || row.role === 'admin' ? 'admin' : 'employee',
    agreements: {
      exemptFrom1to1: row.exemptFrom1to1,
      exemptFromEPR: row.exemptFromEpr,
      exemptFromSalary: row.exemptFromSalary,
    },
    documents: { exemptFromEmploymentContract: row.exemptFromEmploymentContract },
    mobileApp: { access: row.mobileAppAccess },
    timeRegistration: { exempt: row.timeRegistrationExempt },
  };
}

/** The columns a list row needs: the list reads only these (no CPR ciphertext, notes or bank details). */
export const LIST_COLUMNS = {
  id: employees.id,
  userId: employees.userId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  jobPosition: employees.jobPosition,
  employmentType: employees.employmentType,
  employmentStatus: employees.employmentStatus,
  startDate: employees.startDate,
  endDate: employees.endDate,
  role: employees.role,
  profilePhotoKey: employees.profilePhotoKey,
  createdAt: employees.createdAt,
};
export type EmployeeListRow = Pick<EmployeeRow, keyof typeof LIST_COLUMNS>;

export function toListItem(row: EmployeeListRow, ownerUserId: string | null): EmployeeListItem {
  const isOwner = row.userId !== null && row.userId === ownerUserId;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    jobPosition: row.jobPosition,
    employmentType: row.employmentType as EmploymentType | null,
    employmentStatus: row.employmentStatus as EmploymentStatus,
    startDate: row.startDate,
    endDate: row.endDate,
    role: isOwner || row.role === 'admin' ? 'admin' : 'employee',
    isOwner,
    profilePhotoUrl: profilePhotoUrl(row.id, row.profilePhotoKey),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The detail tabs' record. The CPR number leaves only masked; decrypting here is for the mask's birth date. */
export function toDetail(
  row: EmployeeRow,
  context: { ownerUserId: string | null; ctx: AdminContext; cipher: FieldCipher },
): EmployeeDetail {
  const item = toListItem(row, context.ownerUserId);
  const cpr = row.cprEncrypted ? context.cipher.decrypt(row.cprEncrypted, cprAssociatedData(row.id)) : null;
  return {
    ...item,
    department: row.department,
    phone: row.phone,
    privateEmail: row.privateEmail,
    privatePhone: row.privatePhone,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    cprMasked: maskCpr(cpr),
    hasCpr: cpr !== null,
    dateOfBirth: row.dateOfBirth,
    note: row.note,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    salary: row.salaryOre === null ? null : salaryOreToKroner(row.salaryOre),
    bankAccount: row.bankAccount,
    salaryNote: row.salaryNote,
    isSelf: row.id === context.ctx.employeeId,
    hasLogin: row.userId !== null,
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
    settings: settingsOf(row, item.isOwner),
  };
}

/** The audit entry of a change to an employee record (shown in the employee's history). */
export function employeeAudit(
  employeeId: string,
  action: string,
  details: Record<string, unknown>,
): AuditEntry {
  return { action, entityType: 'employee', entityId: employeeId, details };
}
