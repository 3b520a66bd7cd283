import { z } from 'zod';
import { formatDate, formatTimeOfDay } from '../format/format-date';
import { ME_MESSAGES } from './me-messages';

/**
 * Wrong passwords on an acknowledgement (documents and equipment receipts) are limited per login: after
 * PASSWORD_ATTEMPTS_MAX wrong ones in PASSWORD_ATTEMPTS_WINDOW_MINUTES the next try is refused with 429 until the
 * window ends, so the password check cannot be used to guess a colleague's password on a borrowed session.
 */
export const PASSWORD_ATTEMPTS_MAX = 5;
export const PASSWORD_ATTEMPTS_WINDOW_MINUTES = 15;
export const PASSWORD_ATTEMPT_MESSAGES = {
  tooMany: `For mange forkerte adgangskoder. Vent ${PASSWORD_ATTEMPTS_WINDOW_MINUTES} minutter, og prøv igen.`,
} as const;

/** POST …/acknowledge: 'Kvittér for modtagelse' is confirmed with the employee's own password. */
export const acknowledgeSchema = z.object({
  password: z
    .string({ error: ME_MESSAGES.passwordMissing })
    .min(1, ME_MESSAGES.passwordMissing)
    .max(200, ME_MESSAGES.passwordWrong),
});
export type Acknowledge = z.input<typeof acknowledgeSchema>;

/** Where an acknowledgement stands: not asked for, asked for and not given, or given (when). */
export const acknowledgementStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('pending'), requestedAt: z.string() }),
  z.object({ status: z.literal('acknowledged'), requestedAt: z.string(), acknowledgedAt: z.string() }),
]);
export type AcknowledgementState = z.infer<typeof acknowledgementStateSchema>;

/** The row's columns as one state. */
export function acknowledgementState(
  requestedAt: Date | null,
  acknowledgedAt: Date | null,
): AcknowledgementState {
  if (!requestedAt) return { status: 'none' };
  if (!acknowledgedAt) return { status: 'pending', requestedAt: requestedAt.toISOString() };
  return {
    status: 'acknowledged',
    requestedAt: requestedAt.toISOString(),
    acknowledgedAt: acknowledgedAt.toISOString(),
  };
}

/** What the admin reads: 'Kvitteret 27.11.2026 09:14' (Danish time) or 'Afventer'; '' when none was asked for. */
export function acknowledgementLabel(state: AcknowledgementState): string {
  if (state.status === 'none') return '';
  if (state.status === 'pending') return 'Afventer';
  return `Kvitteret ${formatDate(state.acknowledgedAt)} ${formatTimeOfDay(state.acknowledgedAt)}`;
}
