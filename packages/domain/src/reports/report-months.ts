import { addDays, type IsoDate } from '../dates/calendar';

/** A month as 'YYYY-MM'. */
export type Month = string;

/** The short Danish month names the charts use ('jan. 2026'); 'maj' is short already. */
const SHORT_MONTHS = [
  'jan.',
  'feb.',
  'mar.',
  'apr.',
  'maj',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
] as const;

/** '2026-01' → 'jan. 2026' (the charts' and tables' month label). */
export function shortMonthLabel(month: Month): string {
  const name = SHORT_MONTHS[Number(month.slice(5, 7)) - 1];
  if (!/^\d{4}-\d{2}$/.test(month) || !name) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  return `${name} ${month.slice(0, 4)}`;
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: Month, count: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included (empty when `to` is before `from`). */
export function monthsBetween(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

export const firstDayOf = (month: Month): IsoDate => `${month}-01`;
export const lastDayOf = (month: Month): IsoDate => addDays(`${addMonths(month, 1)}-01`, -1);
export const monthOf = (date: IsoDate): Month => date.slice(0, 7);

/** Rounded to `decimals` places (the figures the tables and workbooks show). */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A share in percent with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? round((part / whole) * 100, 1) : null;
}
