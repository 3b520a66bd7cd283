import { DANISH_TIME_ZONE, dayjs } from '../format/danish-time';
import type { FollowUpOffset } from './agreement-types';

/** An agreement's moment as the form edits it: a Danish calendar date and a time of day in 15-minute steps. */
export interface AgreementDateTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
}

/** The instant a Danish date and time of day stand for (summer and winter time alike). */
export function agreementInstant({ date, time }: AgreementDateTime): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', DANISH_TIME_ZONE).toDate();
}

/** The Danish date and time of day of an instant. */
export function agreementDateTime(instant: Date | string): AgreementDateTime {
  const local = dayjs(instant).tz(DANISH_TIME_ZONE);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

/**
 * hr-core §9: a new agreement's default is now rounded up to the next 30 minutes (10:00 stays 10:00, 10:01
 * becomes 10:30), in Danish time.
 */
export function defaultAgreementDateTime(now: Date = new Date()): AgreementDateTime {
  const local = dayjs(now).tz(DANISH_TIME_ZONE).second(0).millisecond(0);
  const exact = local.valueOf() === dayjs(now).valueOf() && local.minute() % 30 === 0;
  const minutesToAdd = exact ? 0 : 30 - (local.minute() % 30);
  return agreementDateTime(local.add(minutesToAdd, 'minute').toDate());
}

/**
 * What 'Book opfølgning?' counts its offsets from (issue 24): the agreement's own moment, or now if that is
 * later. A meeting closed ahead of its date gets its follow-up after the meeting, not after the closing; one
 * closed long after never gets a follow-up in the past.
 */
export function followUpBase(agreementStartsAt: Date | string, now: Date = new Date()): Date {
  const startsAt = new Date(agreementStartsAt);
  return startsAt.getTime() > now.getTime() ? startsAt : now;
}

/**
 * The follow-up's date (hr-core §4, §9): the offset counted from the day the agreement is closed, in Danish
 * time, at the closed agreement's time of day. '1 måned' is a calendar month (31 January → 28/29 February).
 */
export function followUpDateTime(
  /** followUpBase(): the later of the agreement's moment and now. */
  closedOn: Date,
  offset: FollowUpOffset,
  timeOfDay: string,
): AgreementDateTime {
  const day = dayjs(closedOn).tz(DANISH_TIME_ZONE).format('YYYY-MM-DD');
  const base = dayjs.utc(day);
  const moved = 'months' in offset ? base.add(offset.months, 'month') : base.add(offset.days, 'day');
  return { date: moved.format('YYYY-MM-DD'), time: timeOfDay };
}
