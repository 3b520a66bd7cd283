import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar-date-schema';
import { TIME_BANK_MESSAGES, TIME_BANK_OPENING_LIMIT } from './time-bank';
import { TIMEREG_FIRST_DATE } from './timereg-queries';

/**
 * PUT /api/timereg/employees/:employeeId/time-bank-opening: the opening balance ('Startsaldo (timer)', 'Pr.
 * dato'); no date and 0 hours removes it. Hours are rounded to two decimals, as the flex balance's are.
 */
export const timeBankOpeningSchema = z
  .object({
    hours: z
      .number()
      .min(-TIME_BANK_OPENING_LIMIT, TIME_BANK_MESSAGES.openingRange)
      .max(TIME_BANK_OPENING_LIMIT, TIME_BANK_MESSAGES.openingRange)
      .transform((hours) => Math.round(hours * 100) / 100),
    date: calendarDateSchema
      .refine((date) => date >= TIMEREG_FIRST_DATE, TIME_BANK_MESSAGES.openingTooEarly)
      .nullable(),
  })
  .refine((value) => value.date !== null || value.hours === 0, {
    path: ['date'],
    message: TIME_BANK_MESSAGES.openingWithoutDate,
  });
export type TimeBankOpeningInput = z.output<typeof timeBankOpeningSchema>;
