import { z } from 'zod';
import { calendarDateSchema, requiredCalendarDateSchema } from '../dates/calendar-date-schema';
import { PARENTAL_LEAVE_KINDS } from '../timereg/absence-types';
import { SICKNESS_MESSAGES } from './sickness-messages';

const optionalDate = z
  .union([z.literal(''), calendarDateSchema])
  .nullish()
  .transform((value) => (value ? value : null));

/** 'Registrér sygemelding': first day and an optional expected return. */
export const sickReportCreateSchema = z
  .object({
    firstDay: requiredCalendarDateSchema(SICKNESS_MESSAGES.firstDayMissing),
    expectedReturn: optionalDate,
  })
  .refine((value) => value.expectedReturn === null || value.expectedReturn >= value.firstDay, {
    message: SICKNESS_MESSAGES.expectedReturnBeforeFirstDay,
    path: ['expectedReturn'],
  });
export type SickReportCreateInput = z.infer<typeof sickReportCreateSchema>;

/** 'Raskmeld': the first day the employee is fit again. */
export const sickReportRecoverSchema = z.object({
  recoveredOn: requiredCalendarDateSchema(SICKNESS_MESSAGES.recoveredOnMissing),
});
export type SickReportRecoverInput = z.infer<typeof sickReportRecoverSchema>;

/** Per-employee settings: the 120-day rule in the contract, and a § 56-aftale with its dates. */
export const sicknessSettingsSchema = z
  .object({
    rule120: z.boolean(),
    section56From: optionalDate,
    section56To: optionalDate,
  })
  .refine((value) => value.section56To === null || value.section56From !== null, {
    message: SICKNESS_MESSAGES.section56FromMissing,
    path: ['section56From'],
  })
  .refine(
    (value) =>
      value.section56From === null || value.section56To === null || value.section56To >= value.section56From,
    { message: SICKNESS_MESSAGES.section56ToBeforeFrom, path: ['section56To'] },
  );
export type SicknessSettingsInput = z.infer<typeof sicknessSettingsSchema>;

export const sicknessSettingsDtoSchema = z.object({
  rule120: z.boolean(),
  section56From: z.string().nullable(),
  section56To: z.string().nullable(),
});
export type SicknessSettingsDto = z.infer<typeof sicknessSettingsDtoSchema>;

export const eligibilitySchema = z.enum(['yes', 'no', 'unknown']);

export const sickPeriodDtoSchema = z.object({
  firstDay: z.string(),
  lastDay: z.string().nullable(),
  calendarDays: z.number(),
  /** Sick days as the 120-day rule counts them ('Delvis syg' as shares). */
  sickDays: z.number(),
  partialDays: z.number().int(),
  openReportId: z.string().nullable(),
  expectedReturn: z.string().nullable(),
  employerPeriodEndsOn: z.string().nullable(),
  conversationDueBy: z.string(),
  nemRefusionReportBy: z.string(),
  refusionFrom: z.string(),
  eligibility: eligibilitySchema,
  nextDeadline: z
    .object({ kind: z.enum(['conversation', 'employerPeriod', 'nemRefusion']), date: z.string() })
    .nullable(),
});
export type SickPeriodDto = z.infer<typeof sickPeriodDtoSchema>;

export const rule120DtoSchema = z.object({
  applies: z.boolean(),
  sickDays: z.number(),
  warning: z.boolean(),
  noticeWindow: z
    .object({ opensOn: z.string(), closesOn: z.string(), lastDayOfEmployment: z.string() })
    .nullable(),
});

export const employeeSicknessDtoSchema = z.object({
  employeeId: z.string(),
  today: z.string(),
  sickDaysLast12Months: z.number(),
  rule120: rule120DtoSchema,
  settings: sicknessSettingsDtoSchema,
  periods: z.array(sickPeriodDtoSchema),
  perMonth: z.array(z.object({ month: z.string(), days: z.number() })),
});
export type EmployeeSicknessDto = z.infer<typeof employeeSicknessDtoSchema>;

export const openSickPeriodDtoSchema = sickPeriodDtoSchema.extend({
  employeeId: z.string(),
  employeeName: z.string(),
});
export type OpenSickPeriodDto = z.infer<typeof openSickPeriodDtoSchema>;

/** A Barsel period with its refusion deadline (decision 056). */
export const parentalLeavePeriodDtoSchema = z.object({
  firstDay: z.string(),
  lastDay: z.string(),
  days: z.number().int(),
  kinds: z.array(z.enum(PARENTAL_LEAVE_KINDS)),
  withPay: z.boolean(),
  lastPaidDay: z.string().nullable(),
  refusionRequestBy: z.string().nullable(),
  ongoing: z.boolean(),
});
export type ParentalLeavePeriodDto = z.infer<typeof parentalLeavePeriodDtoSchema>;

/** GET /api/sickness/employees/:employeeId/parental-leave: the employee's Barsel periods, newest first. */
export const employeeParentalLeaveDtoSchema = z.object({
  employeeId: z.string(),
  today: z.string(),
  periods: z.array(parentalLeavePeriodDtoSchema),
});
export type EmployeeParentalLeaveDto = z.infer<typeof employeeParentalLeaveDtoSchema>;

export const openParentalLeaveDtoSchema = parentalLeavePeriodDtoSchema.extend({
  employeeId: z.string(),
  employeeName: z.string(),
  refusionRequestBy: z.string(),
});
export type OpenParentalLeaveDto = z.infer<typeof openParentalLeaveDtoSchema>;

export const companySicknessDtoSchema = z.object({
  today: z.string(),
  openPeriods: z.array(openSickPeriodDtoSchema),
  /**
   * The sick periods that have ended but still have their NemRefusion report to make (decision 071: longer than the
   * employer period, deadline today or later), the nearest deadline first.
   */
  closedPeriodsWithRefusionDue: z.array(openSickPeriodDtoSchema),
  /** The Barsel periods whose refusion request is still to be made, the nearest deadline first (decision 056). */
  parentalLeave: z.array(openParentalLeaveDtoSchema),
  perMonth: z.array(z.object({ month: z.string(), days: z.number() })),
});
export type CompanySicknessDto = z.infer<typeof companySicknessDtoSchema>;

export const sickReportDtoSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  firstDay: z.string(),
  expectedReturn: z.string().nullable(),
  recoveredOn: z.string().nullable(),
});
export type SickReportDto = z.infer<typeof sickReportDtoSchema>;
