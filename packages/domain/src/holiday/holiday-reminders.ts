import type { IsoDate } from '../dates/calendar';
import { DANISH_LOCALE } from '../format/danish-time';
import type { HolidayYearBalance, LedgerRow } from './holiday-balance';
import type { HolidayReminder } from './holiday-contracts';
import { holidayYearLabel, holidayYearPeriod, roundDays } from './holiday-year';

// One formatter for every call: toLocaleString builds a new Intl.NumberFormat each time, which cost the
// dashboard about 5 ms per request in November (a reminder per employee).
const upToTwoDecimals = new Intl.NumberFormat(DANISH_LOCALE, { maximumFractionDigits: 2 });

/** '1 dag', '2,5 dage'. */
export function formatHolidayDays(days: number): string {
  const text = upToTwoDecimals.format(roundDays(days));
  return `${text} ${Math.abs(days) === 1 ? 'dag' : 'dage'}`;
}

export interface HolidayReminderInput {
  /** Without a start date the balances are a guess, so no lapsing days are reminded of (issue 24). */
  employee: { id: string; name: string; startDate: string | null };
  /** The employee's balances on `today` (holidayBalances). */
  years: readonly Pick<HolidayYearBalance, 'year' | 'fifthWeekExpiring'>[];
  /** The admin's ledger rows; unsigned transfers are reminded of. */
  ledger: readonly LedgerRow[];
  today: IsoDate;
  /**
   * Whether the balance rests on facts (`holidayBalanceKnown`: a start date or an opening balance). Without them
   * the days are a guess, and a new owner without a start date was told of a 5th week that never was.
   */
  balanceKnown?: boolean;
}

/**
 * The reminders of decision 026: in November, the 5th-week days of each open ferieår that lapse on 31 December
 * unless taken or transferred in writing (only when the balance is known: a start date or an opening balance; a new
 * owner without either has earned nothing anyone knows of, issue 24); in any month, transfers whose written
 * agreement is not signed yet (until 31 December of the year their days lapse, the last day it may be signed) —
 * those the admin wrote down are reminded of whatever the balance.
 */
export function holidayReminders(input: HolidayReminderInput): HolidayReminder[] {
  const { employee, today } = input;
  const reminders: HolidayReminder[] = [];
  const who = { employeeId: employee.id, employeeName: employee.name };
  // Callers that know of an opening balance say so; otherwise the start date decides.
  const balanceKnown = input.balanceKnown ?? employee.startDate !== null;
  if (today.slice(5, 7) === '11' && balanceKnown) {
    for (const year of input.years) {
      if (year.fifthWeekExpiring > 0) {
        reminders.push({
          kind: 'fifthWeekLapsing',
          ...who,
          days: year.fifthWeekExpiring,
          text: `${formatHolidayDays(year.fifthWeekExpiring)} af 5. ferieuge fra ferieår ${holidayYearLabel(year.year)} bortfalder 31. december, medmindre de holdes eller overføres skriftligt.`,
        });
      }
    }
  }
  for (const row of input.ledger) {
    // After 31 December of the year the days lapse, the agreement can no longer be signed: nothing to remind of.
    if (row.kind === 'transfer' && row.signed !== true && today <= holidayYearPeriod(row.year).takeEnd) {
      reminders.push({
        kind: 'unsignedTransfer',
        ...who,
        days: row.days,
        text: `Overførsel af ${formatHolidayDays(row.days)} fra ferieår ${holidayYearLabel(row.year)} mangler underskrift.`,
      });
    }
  }
  return reminders;
}
