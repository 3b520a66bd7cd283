import { formatDecimal, formatPercent, type ReportValueFormat } from '@kollega/domain';

const wholeNumber = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A report's figure in Danish: '12,5 %', '1.234', '7,50'; '–' when there is none (nothing to divide by). */
export function formatReportValue(
  format: ReportValueFormat,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  switch (format) {
    case 'count':
      return wholeNumber.format(value);
    case 'decimal':
    case 'years':
      return oneDecimal.format(value);
    case 'percent':
      return formatPercent(value);
    default:
      return formatDecimal(value);
  }
}
