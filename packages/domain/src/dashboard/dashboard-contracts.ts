import { z } from 'zod';
import { AGREEMENT_TYPES } from '../agreements/agreement-types';
import { bannerKindSchema } from '../billing/billing-contracts';
import { holidayDashboardSchema } from '../holiday/holiday-contracts';
import { ABSENCE_TYPES } from '../timereg/entry-types';
import { SUGGESTION_KINDS } from './suggestions';

const idName = z.object({ id: z.string(), name: z.string() });

/**
 * 'Kommende aftaler': the 5 next open agreements still to come, the next first; the overdue ones (open, their
 * moment passed) are only counted, apart (issue 24: '3 forfaldne'), so they do not crowd out what is coming.
 */
export const dashboardAgreementsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      agreementType: z.string(),
      startsAt: z.string(),
      /** The employee's id is null once the employee is deleted; the name stays. */
      regarding: z.object({ id: z.string().nullable(), name: z.string() }),
    }),
  ),
  openTotal: z.number().int(),
  /** Open agreements whose moment has passed. */
  overdueCount: z.number().int(),
});

/** 'Igangværende onboarding/offboarding': checklists not completed, the next due task first. */
export const dashboardChecklistsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(['onboarding', 'offboarding']),
      regarding: idName.nullable(),
      taskCount: z.number().int(),
      checkedCount: z.number().int(),
      nextTask: z.object({ id: z.string(), title: z.string(), dueDate: z.string().nullable() }).nullable(),
    }),
  ),
  total: z.number().int(),
});

export const dashboardSuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  agreementType: z.enum(AGREEMENT_TYPES).nullable(),
  equipmentId: z.string().nullable(),
  equipmentName: z.string().nullable(),
  endDate: z.string().nullable(),
});

export const dashboardAnniversarySchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  kind: z.enum(['birthday', 'work']),
  date: z.string(),
  years: z.number().int(),
  daysAway: z.number().int(),
});

/**
 * Time registration: the teaser for a company nobody registers time in yet, or the work waiting: weeks not
 * approved (finished weeks with registrations, of employees who register time) and unread warnings.
 */
export const dashboardTimeregSchema = z.discriminatedUnion('inUse', [
  z.object({ inUse: z.literal(false) }),
  z.object({
    inUse: z.literal(true),
    weeksAwaitingApproval: z.number().int(),
    unreadWarnings: z.object({ elevenHours: z.number().int(), fortyEightHours: z.number().int() }),
  }),
]);

/** 'Fravær i dag': who is registered as sick, on holiday or off today. */
export const dashboardAbsenceTodaySchema = z.object({
  items: z.array(
    z.object({
      employeeId: z.string(),
      name: z.string(),
      type: z.enum(ABSENCE_TYPES),
    }),
  ),
  total: z.number().int(),
});

/**
 * GET /api/dashboard (decision 032): every block of the admin's home in one answer, each its own field, so a
 * block is added as one more field (billing's alerts for the owner will be `billing`).
 */
export const dashboardSchema = z.object({
  today: z.string(),
  /** The company's employee records (not deleted): the first-employee prompt shows at 1 or fewer. */
  employeeCount: z.number().int(),
  agreements: dashboardAgreementsSchema,
  checklists: dashboardChecklistsSchema,
  suggestions: z.array(dashboardSuggestionSchema),
  anniversaries: z.array(dashboardAnniversarySchema),
  timereg: dashboardTimeregSchema,
  absenceToday: dashboardAbsenceTodaySchema,
  nextPublicHoliday: z.object({ date: z.string(), name: z.string() }),
  holiday: holidayDashboardSchema,
  /** The owner's billing alerts (the topbar banners' kinds); null for other admins and with BILLING=off. */
  billing: z.array(bannerKindSchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardAgreements = z.infer<typeof dashboardAgreementsSchema>;
export type DashboardChecklists = z.infer<typeof dashboardChecklistsSchema>;
export type DashboardTimereg = z.infer<typeof dashboardTimeregSchema>;
export type DashboardAbsenceToday = z.infer<typeof dashboardAbsenceTodaySchema>;
