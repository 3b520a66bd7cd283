import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/da';
import { DateInput, type DateInputProps } from '@mantine/dates';

const DANISH_DATE = /^(\d{1,2})[.\-/ ](\d{1,2})[.\-/ ](\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What the user typed in a date field as 'YYYY-MM-DD': '15.03.2024', '1.3.2024', '15-03-2024', '15032024' or
 * '2024-03-15'; null for anything else or a date that does not exist (31.02.2024). Mantine's own parser would
 * need dayjs's customParseFormat plugin for 'DD.MM.YYYY'.
 */
export function parseDanishDate(text: string): string | null {
  const value = text.trim();
  let parts: [string, string, string] | null = null;
  const danish = DANISH_DATE.exec(value) ?? DIGITS_ONLY.exec(value);
  if (danish) parts = [danish[3]!, danish[2]!, danish[1]!];
  const iso = ISO_DATE.exec(value);
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type DateFieldProps = Omit<DateInputProps, 'name'> & {
  /** The form path; kept as data-name for focusFirstError (Mantine puts `name` on a hidden input). */
  name?: string;
};

/**
 * A date field as the Danish UI shows it (DESIGN.md): DD.MM.YYYY, Danish month names in the calendar, the value
 * a 'YYYY-MM-DD' string (or null when empty), typed dates accepted in the usual Danish ways.
 */
export function DateField({ name, ...props }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="DD.MM.YYYY"
      locale="da"
      dateParser={parseDanishDate}
      placeholder="DD.MM.ÅÅÅÅ"
      clearable
      clearButtonProps={{ 'aria-label': 'Ryd dato' }}
      data-name={name}
      {...props}
    />
  );
}
