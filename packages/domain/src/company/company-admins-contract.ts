import { z } from 'zod';
import { planSchema } from '../auth/roles';

/** The admin list on /company (hr-core §2) and its edit modal: GET and PUT /api/company/admins. */
export const companyAdminSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobPosition: z.string(),
  isOwner: z.boolean(),
  profilePhotoUrl: z.string().nullable(),
});
export type CompanyAdmin = z.infer<typeof companyAdminSchema>;

export const companyAdminsResponseSchema = z.object({
  admins: z.array(companyAdminSchema),
  plan: planSchema,
  /** docs/rules/billing.md#ruling-3: admins included in the plan, the owner counted (1, 2, 3). */
  includedAdmins: z.number().int(),
  /** The price of each admin beyond those, per month, in øre excl. VAT (2500). */
  extraAdminPriceOre: z.number().int(),
});
export type CompanyAdminsResponse = z.infer<typeof companyAdminsResponseSchema>;

/** PUT /api/company/admins: who should be admin; the owner always is, whether listed or not. */
export const companyAdminsUpdateSchema = z.object({
  employeeIds: z.array(z.string()).max(10_000),
});
export type CompanyAdminsUpdate = z.infer<typeof companyAdminsUpdateSchema>;

export const COMPANY_ADMIN_MESSAGES = {
  title: 'Administratorer',
  edit: 'Rediger administratorer',
  /** Not in the spec: the price of an extra admin, shown before it is added (hr-core §6: 25 kr per month). */
  extraAdminPrice: (price: string) =>
    `Hver administrator ud over abonnementets inkluderede koster ${price} om måneden (ekskl. moms).`,
} as const;
