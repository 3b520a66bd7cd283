import { z } from 'zod';
import { planSchema, subscriptionStatusSchema } from '../auth/roles';

/** GET /api/admin/companies (hr-core §2 and §7: the super admin's company list).  */
export const adminCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  vat: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  plan: planSchema.nullable(),
  status: subscriptionStatusSchema.nullable(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string(),
  ownerEmail: z.string().nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompaniesResponseSchema = z.object({ companies: z.array(adminCompanySchema) });
export type AdminCompaniesResponse = z.infer<typeof adminCompaniesResponseSchema>;
