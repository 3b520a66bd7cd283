import { z } from 'zod';
import type { IsoDate } from '../dates/calendar';
import { type TimeEntryType, timeEntryTypeSchema } from './entry-types';

/** 'HH:mm', 00:00–23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDaySchema = z.string().regex(TIME_OF_DAY, 'Ugyldigt tidspunkt');

/** One weekday of a norm week (time-registration §3 weeklySchedule): day 1 Monday … 7 Sunday. */
export const scheduleDaySchema = z.object({
  day: z.number().int().min(1).max(7),
  from: timeOfDaySchema,
  end: timeOfDaySchema,
  notWorking: z.boolean(),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/**
 * time-registration §3 TimeLogSetting: the norm week, the break and how the employee is paid. A setting applies
 * from its `createdDate` on (docs/rules/timereg.md#ruling-13); the company default and an employee's individual settings are
 * each a list, and the latest one in force on a day wins, the individual before the company's.
 */
export const timeLogSettingSchema = z.object({
  /** Minutes, default 30. */
  breakDuration: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  paidBreak: z.boolean(),
  isPaidHourly: z.boolean(),
  /** The first day it applies ('YYYY-MM-DD'). */
  createdDate: z.string(),
  /** Seven days, Monday to Sunday. */
  weeklySchedule: z.array(scheduleDaySchema).length(7),
});
export type TimeLogSetting = z.infer<typeof timeLogSettingSchema>;

/** One registration (time-registration §3 entries). Times are 'HH:mm' or absent for an hours-only absence. */
export interface TimeEntry {
  id: string;
  date: IsoDate;
  type: TimeEntryType;
  /** Hours as stored (computed from the times and break for timed entries). */
  hours: number;
  startTime?: string | null;
  endTime?: string | null;
  breakWasIncluded?: boolean;
  note?: string;
}

export const timeEntryInputSchema = z.object({
  type: timeEntryTypeSchema,
  hours: z.number().min(0).max(24),
  startTime: timeOfDaySchema.nullable().optional(),
  endTime: timeOfDaySchema.nullable().optional(),
  breakWasIncluded: z.boolean().optional(),
  note: z.string().max(1000).optional(),
});

/** time-registration §3 Norm entry: the norm of one day for the registrations modal. */
export interface NormEntry {
  isPaidHourly: boolean;
  notWorking: boolean;
  from: string;
  end: string;
}

/** time-registration §3 warning types. */
export const WARNING_TYPES = ['11HourWarning', '48HourWarning'] as const;
export type WarningType = (typeof WARNING_TYPES)[number];

/** A computed warning (docs/rules/timereg.md#ruling-10 and docs/rules/timereg.md#ruling-11): `value` in hours, at most two decimals. */
export interface TimeLogWarning {
  type: WarningType;
  value: number;
  fromDate: IsoDate;
  toDate: IsoDate;
}
