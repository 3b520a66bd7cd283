import { formatDate, type IsoDate, type TimeLogWarningDto } from '@kollega/domain';

/** time-registration §2 Overskridelser: the type labels. */
export const WARNING_TYPE_LABELS: Readonly<Record<TimeLogWarningDto['type'], string>> = {
  '11HourWarning': '11 timers regel',
  '48HourWarning': '48 timers regel',
};

/** What each rule asks, in one sentence, so the employee knows why they see the warning. */
export const WARNING_EXPLANATIONS: Readonly<Record<TimeLogWarningDto['type'], string>> = {
  '11HourWarning': 'Der skal være mindst 11 timers hvile mellem to arbejdsdage.',
  '48HourWarning': 'Den gennemsnitlige arbejdstid må højst være 48 timer om ugen over 4 måneder.',
};

// Up to two decimals, as the server stores them; no grouping, since '1.234t' would misread as a decimal.
const hoursValue = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2, useGrouping: false });

/** time-registration §2: '{value}t hviletid' (11-hour rule) or '{value}t om ugen' (48-hour rule), '9,5t hviletid'. */
export function warningReason(warning: Pick<TimeLogWarningDto, 'type' | 'value'>): string {
  const value = `${hoursValue.format(warning.value)}t`;
  return warning.type === '11HourWarning' ? `${value} hviletid` : `${value} om ugen`;
}

/** '03.03.2025–04.03.2025'. */
export function warningPeriod(warning: Pick<TimeLogWarningDto, 'fromDate' | 'toDate'>): string {
  return `${formatDate(warning.fromDate)}–${formatDate(warning.toDate)}`;
}

/** Newest period first, as the admin's list (time-registration §2: sorted by end date descending). */
export function sortWarnings(warnings: readonly TimeLogWarningDto[]): TimeLogWarningDto[] {
  return [...warnings].sort(
    (a, b) => b.toDate.localeCompare(a.toDate) || b.fromDate.localeCompare(a.fromDate),
  );
}

/** The warnings whose period touches the days `from`–`to`. */
export function warningsWithin(
  warnings: readonly TimeLogWarningDto[],
  from: IsoDate,
  to: IsoDate,
): TimeLogWarningDto[] {
  return warnings.filter((warning) => warning.fromDate <= to && warning.toDate >= from);
}
