import type { IsoDate } from '../dates/calendar';
import { danishPublicHolidays, type PublicHoliday } from '../dates/public-holidays';

/** The first-employee prompt shows while the company has 1 or fewer employees (hr-core §2). */
export const FIRST_EMPLOYEE_PROMPT_MAX = 1;

/** hr-core §9: the time registration teaser, once dismissed, stays away for 30 days (a cookie of this age). */
export const TIMEREG_TEASER_COOKIE = 'kollega_tidsregistrering_teaser';
export const TIMEREG_TEASER_MAX_AGE_SECONDS = 2_592_000;

/**
 * 'Uger til godkendelse' counts the last 8 finished weeks (decision 032): what an admin acts on now, and a read of
 * two months of registrations rather than of every year kept.
 */
export const TIMEREG_APPROVAL_WEEKS = 8;

/** The next Danish public holiday on or after `today` (today's own included), from the domain's calendar. */
export function nextPublicHoliday(today: IsoDate): PublicHoliday {
  const year = Number(today.slice(0, 4));
  const next = [...danishPublicHolidays(year), ...danishPublicHolidays(year + 1)].find(
    (holiday) => holiday.date >= today,
  );
  // Juledag is in every year, so the two years always hold one.
  return next as PublicHoliday;
}
