export { compareDanish } from './compare-danish';
export { DANISH_LOCALE, DANISH_TIME_ZONE, dayjs } from './danish-time';
export { DANISH_MONTHS, formatDate, formatMonth, formatTimeOfDay } from './format-date';
export { formatDecimal, formatHours, formatMoney, formatPercent } from './format-number';
