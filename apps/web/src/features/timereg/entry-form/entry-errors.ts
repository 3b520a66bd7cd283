import { type ErrorCode, TIMEREG_MESSAGES } from '@kollega/domain';
import { ApiError } from '../../../lib/api';

/**
 * Refusals whose Danish message says what is wrong (a locked week, an employee who does not register time, a
 * period without working days): shown as the server words them. Every 409 is one of these (time-registration
 * §4). Anything else gets the spec's general alert (§8), since its message would tell the user nothing more.
 */
const TOLD_AS_IS: readonly ErrorCode[] = [
  'WEEK_LOCKED',
  'DAY_LOCKED',
  'BEFORE_START_DATE',
  'WORK_ENDS_IN_FUTURE',
  'NOT_ELIGIBLE',
  'NO_WORKING_DAYS',
  'ENTRY_OVERLAP',
  'DAY_OVER_24_HOURS',
  // docs/rules/timereg.md#ruling-30: one full-day absence a day.
  'ABSENCE_ALREADY_REGISTERED',
  'FUTURE_WORK',
  'WEEK_NOT_ENDED',
];

/** Work and absence on one day: the server asks, the form shows its question with 'Gem alligevel' (issue 17). */
export function needsConfirmation(error: unknown): error is ApiError {
  return error instanceof ApiError && error.is('MIXED_DAY_UNCONFIRMED');
}

export function failureMessage(error: unknown, fallback: string = TIMEREG_MESSAGES.addFailed): string {
  if (error instanceof ApiError && (error.status === 409 || TOLD_AS_IS.some((code) => error.is(code))))
    return error.message;
  return fallback;
}
