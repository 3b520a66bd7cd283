import { z } from 'zod';
import { planSchema, subscriptionStatusSchema } from '../auth/roles';
import {
  invoiceLineSchema,
  transactionRowSchema,
  transactionStatusSchema,
} from '../billing/billing-contracts';
import { calendarDateSchema } from '../dates/calendar-date-schema';
import { normalizeDanishPhone } from '../employees/profile-contracts';

/**
 * The super admin's texts (hr-core §2, §8; time-registration §2, §5, §8). The spec's own are marked; the rest
 * follow its tone.
 */
export const ADMIN_MESSAGES = {
  /** hr-core §8. */
  companiesFailed: 'Error fetching companies',
  /** time-registration §8. */
  companyFailed: 'Error fetching company data',
  /** time-registration §8 (billing save) and hr-core §8: beside a save button, as every other save says it. */
  saved: 'Ændringerne er gemt.',
  /** time-registration §5. */
  confirmSubscription: 'Er du sikker på, at du vil gemme ændringerne? Dette får en konsekvens for kunden.',
  saveData: 'Gem data',
  saveSubscription: 'Gem ændringer',
  resetPassword: 'Nulstil kodeord',
  /** Issue 24: 'Nulstil kodeord' e-mails the employee, so it asks first. */
  resetPasswordConfirm: (name: string) => `Vil du sende et link til at nulstille kodeordet til ${name}?`,
  resetPasswordConfirmLabel: 'Send link',
  loginAs: 'Log ind som',
  /** docs/rules/platform.md#ruling-19: always first in the HR contact select. */
  noContact: 'Ingen valgt',
  trialExpiryMissing: 'Udløbsdato mangler',
  nameMissing: 'Navn mangler',
  titleMissing: 'Titel mangler',
  emailInvalid: 'Ugyldig email',
  phoneInvalid: 'Telefonnummer mangler eller er ugyldigt',
  priceInvalid: 'Prisen skal være et helt antal kroner',
  textTooLong: 'Højst 200 tegn',
  descriptionTooLong: 'Højst 1000 tegn',
  resetSent: (email: string) => `Et link til at nulstille kodeordet er sendt til ${email}.`,
  templateFileMissing: 'Vælg en fil',
  noLogin: 'Medarbejderen har intet login, så der er intet kodeord at nulstille.',
  pageInvalid: 'Siden skal være et helt tal fra 1 til 10.000',
  pageSizeInvalid: 'Antal pr. side skal være et helt tal fra 1 til 100',
  sortInvalid: 'Ukendt sortering',
  directionInvalid: 'Rækkefølgen skal være stigende (asc) eller faldende (desc)',
  searchTooLong: 'Søgningen må højst være 200 tegn',
} as const;

const M = ADMIN_MESSAGES;
const text = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(200, M.textTooLong);
const optionalText = z.string().trim().max(200, M.textTooLong).default('');
const description = z.string().trim().max(1000, M.descriptionTooLong).default('');

/** GET /api/admin/companies (hr-core §2 and §7: the super admin's company list).  */
export const adminCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  vat: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  plan: planSchema.nullable(),
  status: subscriptionStatusSchema.nullable(),
  trial: z.boolean(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string(),
  ownerEmail: z.string().nullable(),
  /** Employees who are not inactive. */
  employeeCount: z.number().int(),
  /** Employees who register time (time-registration §5). */
  timeregCount: z.number().int(),
  /** Admins, the owner included (time-registration §6). */
  adminCount: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** The company list's and the company page's employee table's pages: 50 unless asked, at most 100. */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;
const ADMIN_PAGE_MAX = 10_000;

const pageParam = z.coerce
  .number({ error: M.pageInvalid })
  .int(M.pageInvalid)
  .min(1, M.pageInvalid)
  .max(ADMIN_PAGE_MAX, M.pageInvalid)
  .default(1);
const pageSizeParam = z.coerce
  .number({ error: M.pageSizeInvalid })
  .int(M.pageSizeInvalid)
  .min(1, M.pageSizeInvalid)
  .max(ADMIN_PAGE_SIZE_MAX, M.pageSizeInvalid)
  .default(ADMIN_PAGE_SIZE);
const searchParam = z.string({ error: M.searchTooLong }).trim().max(200, M.searchTooLong).default('');

/** The columns the company list sorts by (hr-core §2). */
export const ADMIN_COMPANY_SORT_KEYS = [
  'name',
  'plan',
  'status',
  'employeeCount',
  'timeregCount',
  'adminCount',
  'createdAt',
] as const;
export type AdminCompanySortKey = (typeof ADMIN_COMPANY_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * GET /api/admin/companies?search=&sort=&direction=&page=&pageSize=: the company list a page at a time. The search
 * is part of the company's name, its CVR number, or its creator's name or e-mail; newest companies first unless
 * asked otherwise.
 */
export const adminCompanyQuerySchema = z.object({
  search: searchParam,
  sort: z.enum(ADMIN_COMPANY_SORT_KEYS, { error: M.sortInvalid }).default('createdAt'),
  direction: z.enum(SORT_DIRECTIONS, { error: M.directionInvalid }).default('desc'),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type AdminCompanyQuery = z.input<typeof adminCompanyQuerySchema>;

export const adminCompanyListSchema = z.object({
  items: z.array(adminCompanySchema),
  /** How many companies match the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>;

/** One row of the company page's employee table (time-registration §2). */
export const adminCompanyEmployeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO instant: 'Oprettet d.'. */
  createdAt: z.string(),
  registersTime: z.boolean(),
  isAdmin: z.boolean(),
  /** Whether there is a login whose password can be reset. */
  hasLogin: z.boolean(),
  inactive: z.boolean(),
});
export type AdminCompanyEmployee = z.infer<typeof adminCompanyEmployeeSchema>;

/**
 * GET /api/admin/companies/:companyId/employees?search=&page=&pageSize=: the company page's employee table a page at
 * a time, in Danish name order; the search is part of the name or the e-mail.
 */
export const adminCompanyEmployeeQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  pageSize: pageSizeParam,
});
export type AdminCompanyEmployeeQuery = z.input<typeof adminCompanyEmployeeQuerySchema>;

export const adminCompanyEmployeeListSchema = z.object({
  items: z.array(adminCompanyEmployeeSchema),
  /** How many current employees match the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCompanyEmployeeList = z.infer<typeof adminCompanyEmployeeListSchema>;

/** The card on file as the subscription card shows it, with the payment window order that attached it. */
export const adminPaymentCardSchema = z.object({
  cardType: z.string(),
  maskedNumber: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  /** hr-core §3 / time-registration §2: the card payment subscription's order id. */
  orderId: z.string(),
});
export type AdminPaymentCard = z.infer<typeof adminPaymentCardSchema>;

export const adminSubscriptionSchema = z.object({
  plan: planSchema,
  status: subscriptionStatusSchema,
  nextBillingDate: z.string().nullable(),
  trial: z.boolean(),
  trialExpiresOn: z.string().nullable(),
  /** time-registration §2: the next charge's lines excl. moms, counted as of now (billing's `nextPayment`). */
  nextPayment: z.object({ lines: z.array(invoiceLineSchema), netOre: z.number().int() }),
  /** 'Betaling fejlet': the last charge failed, and how many tries it has had. */
  lastPaymentFailed: z.boolean(),
  failedAttempts: z.number().int(),
  card: adminPaymentCardSchema.nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** GET /api/admin/companies/:companyId: the company page /admin/virksomhed/{companyId}. */
export const adminCompanyDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  vat: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
  employeeCount: z.number().int(),
  timeregCount: z.number().int(),
  adminCount: z.number().int(),
  hasEquipment: z.boolean(),
  hrContactId: z.string().nullable(),
  recruitmentPlatformActivated: z.boolean(),
  subscription: adminSubscriptionSchema,
  /** 'Luk konto' (decision 051): closed (and when its data goes), or deleted; null while open. */
  closure: z
    .object({ closedAt: z.string(), deleteAfter: z.string(), deletedAt: z.string().nullable() })
    .nullable()
    .optional(),
  /** The company's charges, every status, newest first (at most ADMIN_COMPANY_TRANSACTION_LIMIT). */
  transactions: z.array(transactionRowSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

/** PUT /api/admin/companies/:companyId/data ('Gem data'). */
export const adminCompanyDataSchema = z.object({
  hrContactId: z.uuid(M.noContact).nullable(),
  recruitmentPlatformActivated: z.boolean(),
});
export type AdminCompanyData = z.infer<typeof adminCompanyDataSchema>;

/**
 * PUT /api/admin/companies/:companyId/subscription ('Gem ændringer'). A trial needs its expiry date; turning
 * the trial on makes the plan premium and the status active (time-registration §4), whatever else is sent.
 */
export const adminSubscriptionFormSchema = z
  .object({
    plan: planSchema,
    status: subscriptionStatusSchema,
    nextBillingDate: z.union([calendarDateSchema, z.null()]),
    trial: z.boolean(),
    trialExpiresOn: z.union([z.literal(''), calendarDateSchema, z.null()]).transform((v) => v || null),
  })
  .superRefine((value, context) => {
    if (value.trial && !value.trialExpiresOn)
      context.addIssue({ code: 'custom', path: ['trialExpiresOn'], message: M.trialExpiryMissing });
  });
export type AdminSubscriptionForm = z.input<typeof adminSubscriptionFormSchema>;
export type AdminSubscriptionInput = z.output<typeof adminSubscriptionFormSchema>;

/** POST /api/admin/companies/:companyId/employees/:employeeId/reset-password: the answer, shown as it is. */
export const adminResetPasswordResponseSchema = z.object({ message: z.string() });

/** HR contacts (time-registration §3; docs/rules/platform.md#ruling-19). */
export const hrContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  /** `/api/hr-contacts/{id}/photo?v=…`, or null. */
  photoUrl: z.string().nullable(),
});
export type HrContact = z.infer<typeof hrContactSchema>;
export const hrContactListSchema = z.object({ contacts: z.array(hrContactSchema) });

export const hrContactFormSchema = z.object({
  name: text(M.nameMissing),
  title: optionalText,
  email: z
    .string()
    .trim()
    .max(200, M.textTooLong)
    .refine((value) => value === '' || z.email().safeParse(value).success, M.emailInvalid)
    .default(''),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{8}$/.test(normalizeDanishPhone(value)), M.phoneInvalid)
    .transform(normalizeDanishPhone)
    .default(''),
});
export type HrContactForm = z.input<typeof hrContactFormSchema>;
export type HrContactInput = z.output<typeof hrContactFormSchema>;

/** Recruitment services, as the super admin edits them (time-registration §9). */
const kroner = z
  .number({ error: M.priceInvalid })
  .int(M.priceInvalid)
  .min(0, M.priceInvalid)
  .max(10_000_000, M.priceInvalid);
export const recruitmentServiceFormSchema = z.object({
  title: text(M.titleMissing),
  description,
  priceNormalKr: kroner,
  pricePremiumplusKr: kroner,
});
export type RecruitmentServiceForm = z.input<typeof recruitmentServiceFormSchema>;
export type RecruitmentServiceInput = z.output<typeof recruitmentServiceFormSchema>;

export const adminRecruitmentServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceNormalKr: z.number().int(),
  pricePremiumplusKr: z.number().int(),
  sortOrder: z.number().int(),
});
export type AdminRecruitmentService = z.infer<typeof adminRecruitmentServiceSchema>;
export const adminRecruitmentServiceListSchema = z.object({
  services: z.array(adminRecruitmentServiceSchema),
});

/** Document templates (/skabeloner, docs/rules/platform.md#ruling-23). */
export const templateFormSchema = z.object({ title: text(M.titleMissing), description });
export type TemplateForm = z.input<typeof templateFormSchema>;
export type TemplateInput = z.output<typeof templateFormSchema>;

export const templateOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

/** A template as the super admin sees it: also those without a file yet, and whether it is built in. */
export const adminTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  fileName: z.string().nullable(),
  builtin: z.boolean(),
  hasFile: z.boolean(),
  url: z.string(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;
export const adminTemplateListSchema = z.object({ templates: z.array(adminTemplateSchema) });

/** The company page lists at most this many of a company's charges (about eight years of monthly invoices). */
export const ADMIN_COMPANY_TRANSACTION_LIMIT = 100;
/** The invoice tab of /admin shows this many invoices a page. */
export const ADMIN_INVOICE_PAGE_SIZE = 50;

/** GET /api/admin/invoices?search=&page=: every company's charges, newest first (hr-core §2 Admin invoice list). */
export const adminInvoiceQuerySchema = z.object({
  /** Part of the company's name or its CVR number. */
  search: searchParam,
  page: pageParam,
});
export type AdminInvoiceQuery = z.input<typeof adminInvoiceQuerySchema>;

export const adminInvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.number().int().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  /** The charge's date (YYYY-MM-DD). */
  date: z.string(),
  netOre: z.number().int(),
  grossOre: z.number().int(),
  status: transactionStatusSchema,
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminInvoiceListSchema = z.object({
  items: z.array(adminInvoiceSchema),
  /** How many charges match the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;
