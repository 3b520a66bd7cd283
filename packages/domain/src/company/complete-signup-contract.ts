import { z } from 'zod';
import { PROFILE_MESSAGES, phoneSchema, requiredProfileText } from '../employees/profile-contracts';
import { companyAddressSchema, vatSchema } from './company-contracts';

/**
 * POST /api/company/add: /complete-signup's personal data and company in one request, so the company, its
 * owner's employee record (role admin) and the freemium subscription are created together or not at all.
 * The owner is the signed-in user, never a field of the body.
 */
export const completeSignupRequestSchema = z.object({
  firstName: requiredProfileText(PROFILE_MESSAGES.firstNameMissing),
  lastName: requiredProfileText(PROFILE_MESSAGES.lastNameMissing),
  jobPosition: requiredProfileText(PROFILE_MESSAGES.jobPositionMissing),
  phone: phoneSchema,
  company: companyAddressSchema.extend({ vat: vatSchema }),
  /** hr-core §3 Company.timeSettings: the owner's clock at sign-up. */
  timeSettings: z
    .object({ ownerDateISOString: z.string(), ownerTimeZoneOffset: z.number().int().min(-840).max(840) })
    .optional(),
});
export type CompleteSignupRequest = z.input<typeof completeSignupRequestSchema>;

export const completeSignupResponseSchema = z.object({ status: z.literal('success'), id: z.string() });
