import { z } from 'zod';

/** hr-core §5 (employee edit). */
export const CPR_FORMAT_MESSAGE = 'CPR-nummeret skal være i formatet DDMMYY-XXXX';

/** Six digits (the birth date DDMMYY), a hyphen, four digits. */
export const CPR_PATTERN = /^\d{6}-\d{4}$/;
export const CPR_DIGITS = 10;

const MASK = '•';

/**
 * hr-core §5: the CPR input formats itself while typing and on paste. Only digits are kept, at most 10, and
 * the hyphen goes in after the sixth: '0101901234' → '010190-1234', '010190 1234' → '010190-1234',
 * '010190' → '010190' (no trailing hyphen, so backspace works), '01019' → '01019'.
 */
export function formatCprInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, CPR_DIGITS);
  return digits.length > 6 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;
}

/**
 * hr-core §5: the CPR number is optional; when given it must be DDMMYY-XXXX. Only the format is checked, as the
 * spec says (no date or modulus-11 check: CPR numbers have not all satisfied modulus 11 since 2007). A blank
 * value counts as none (→ undefined); surrounding spaces are trimmed.
 */
export const cprSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: CPR_FORMAT_MESSAGE }).trim().regex(CPR_PATTERN, CPR_FORMAT_MESSAGE).optional(),
);

/**
 * DESIGN.md rule 5: lists show the CPR number masked, birth date only: '010190-1234' → '010190-••••'. Anything
 * that is not a whole CPR number is masked completely, so a malformed value never leaks; none gives ''.
 */
export function maskCpr(cpr: string | null | undefined): string {
  if (!cpr) return '';
  const digits = cpr.replace(/\D/g, '');
  if (digits.length === CPR_DIGITS && /^[\d\s-]+$/.test(cpr)) {
    return `${digits.slice(0, 6)}-${MASK.repeat(4)}`;
  }
  return `${MASK.repeat(6)}-${MASK.repeat(4)}`;
}

/**
 * The CPR number in an employee edit, where the stored number is only ever shown masked: a key that is absent
 * (undefined) leaves the stored number as it is, a blank value or null removes it (→ null), and a value sets it.
 */
export const cprUpdateSchema = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
  z.string({ error: CPR_FORMAT_MESSAGE }).trim().regex(CPR_PATTERN, CPR_FORMAT_MESSAGE).nullable().optional(),
);
