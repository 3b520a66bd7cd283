import {
  type DaySummary,
  formatDecimal,
  noOptionalAbsences,
  type SummaryRow,
  summaryRows,
} from '@kollega/domain';

/** Shown where there is no figure (time-registration §2: "defaults such as '0,00 timer' or '-'"). */
export const NO_VALUE = '-';

const EMPTY_SUMMARY: DaySummary = {
  overtime: { count: 0, hours: 0 },
  timeOff: { count: 0, hours: 0 },
  holidays: { count: 0, hours: 0 },
  sickLeave: { count: 0, hours: 0 },
  work: { count: 0, hours: 0 },
  ...noOptionalAbsences(),
  normTime: 0,
  total: 0,
  totalWorkTime: 0,
};

/** The footer's unit is always 'timer' (§2: "all in 'timer'"), unlike the rows' 'time'/'timer'. */
export function footerHours(hours: number): string {
  return `${formatDecimal(hours)} timer`;
}

export type PeriodSummaryView = {
  rows: SummaryRow[];
  total: string;
  totalWorkTime: string;
  /** null: not shown (hourly-paid staff have no norm). */
  normTime: string | null;
};

/**
 * The week-mode summary of the registrations modal and Overblik's per-employee totals (time-registration §2):
 * the five categories via `summaryRows`, then Total, Heraf arbejdstid and Normtid for perioden. Without data
 * (not loaded, nothing registered) the rows count 0 with '0,00 timer', the percentages and the norm say '-'.
 */
export function periodSummaryView(summary: DaySummary | null, isPaidHourly: boolean): PeriodSummaryView {
  const rows = summaryRows(summary ?? EMPTY_SUMMARY);
  return {
    rows,
    total: footerHours(summary?.total ?? 0),
    totalWorkTime: footerHours(summary?.totalWorkTime ?? 0),
    normTime: isPaidHourly ? null : summary ? footerHours(summary.normTime) : NO_VALUE,
  };
}
