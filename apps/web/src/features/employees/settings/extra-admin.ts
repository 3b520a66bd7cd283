import type { CompanyAdminsResponse } from '@kollega/domain';

/**
 * Whether making this employee an admin adds one beyond the plan's included admins (docs/rules/billing.md#ruling-3), i.e.
 * costs extra. Someone who is already an admin is counted already.
 */
export function makingAdminCostsExtra(
  admins: Pick<CompanyAdminsResponse, 'admins' | 'includedAdmins'>,
  employeeId: string,
): boolean {
  if (admins.admins.some((admin) => admin.employeeId === employeeId)) return false;
  return admins.admins.length + 1 > admins.includedAdmins;
}
