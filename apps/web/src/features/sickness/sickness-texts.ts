import {
  addDays,
  DEADLINE_LABELS,
  DEADLINE_NOTICE_DAYS,
  type DeadlineKind,
  formatDate,
  formatDays,
  SICKNESS_MESSAGES,
  type SickPeriodDto,
} from '@kollega/domain';

/** '03.11.2026 – 06.11.2026', or '03.11.2026 – (igangværende)' while open. */
export function periodRange(period: Pick<SickPeriodDto, 'firstDay' | 'lastDay'>): string {
  return `${formatDate(period.firstDay)} – ${period.lastDay ? formatDate(period.lastDay) : '(igangværende)'}`;
}

/**
 * 'Sygefraværssamtale senest 18.12.2026'; a closed period's NemRefusion report (decision 071) says the period has
 * ended: 'Anmeld til NemRefusion senest 21.12.2026 (afsluttet sygeperiode)'.
 */
export function deadlineText(deadline: { kind: DeadlineKind; date: string; closedPeriod?: boolean }): string {
  const text = `${DEADLINE_LABELS[deadline.kind]} ${formatDate(deadline.date)}`;
  return deadline.closedPeriod ? `${text} (${SICKNESS_MESSAGES.closedPeriod})` : text;
}

/** A deadline within the coming week (issue 29: shown a week before and on the day), or past. */
export function isSoon(date: string | undefined, today: string): boolean {
  return date !== undefined && date <= addDays(today, DEADLINE_NOTICE_DAYS);
}

/** '4 dage', '1 dag', '0,5 dage'. */
export function daysText(days: number): string {
  return `${formatDays(days)} ${days === 1 ? 'dag' : 'dage'}`;
}
