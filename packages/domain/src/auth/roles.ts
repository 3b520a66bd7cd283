import { z } from 'zod';

/** docs/rules/auth-and-access.md#ruling-2: the role lives on the employee record; the owner is the company's owner; superadmin on the user. */
export const employeeRoleSchema = z.enum(['admin', 'employee']);
export type EmployeeRole = z.infer<typeof employeeRoleSchema>;

export const planSchema = z.enum(['freemium', 'premium', 'premiumplus']);
export type Plan = z.infer<typeof planSchema>;

export const subscriptionStatusSchema = z.enum(['active', 'cancelled', 'terminated', 'expired']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** hr-core §2 and time-registration §2: an admin may use the admin app with an active or cancelled subscription, the owner always. */
export function hasAdminAppAccess(input: {
  isOwner: boolean;
  subscriptionStatus: SubscriptionStatus | null;
}): boolean {
  return input.isOwner || input.subscriptionStatus === 'active' || input.subscriptionStatus === 'cancelled';
}
