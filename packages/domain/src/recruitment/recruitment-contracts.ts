import { z } from 'zod';
import { planSchema } from '../auth/roles';

/** /rekruttering ('Rekruttering', time-registration §2 and §9). */
export const RECRUITMENT_MESSAGES = {
  pageTitle: 'Rekruttering',
  upgrade: 'Opgrader til Premium',
  /** time-registration §2: freemium sees this instead of prices. */
  contactForPrice: 'Kontakt os for pris',
  activated: 'Aktiveret',
  notActivated: 'Ikke aktiveret',
  normal: 'Normal',
  premiumplus: 'Premium Plus',
  openPortal: 'Åbn rekrutteringsportalen',
  contactUs: 'Kontakt os',
} as const;

/** Where the recruitment portal and the contact link point (decision 031). */
export const RECRUITMENT_PORTAL_URL = 'https://rekruttering.kollega.dk';
export const RECRUITMENT_CONTACT_EMAIL = 'rekruttering@kollega.dk';

export const recruitmentServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Whole kroner per position; null on freemium ('Kontakt os for pris'). */
  priceNormalKr: z.number().int().nullable(),
  /** The 20 % lower price, only on premiumplus. */
  pricePremiumplusKr: z.number().int().nullable(),
});
export type RecruitmentService = z.infer<typeof recruitmentServiceSchema>;

export const recruitmentContactSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** Contact details on paid plans only (time-registration §2). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

/** GET /api/recruitment. */
export const recruitmentPageSchema = z.object({
  plan: planSchema,
  portalActivated: z.boolean(),
  portalUrl: z.string().nullable(),
  contact: recruitmentContactSchema.nullable(),
  services: z.array(recruitmentServiceSchema),
});
export type RecruitmentPage = z.infer<typeof recruitmentPageSchema>;
