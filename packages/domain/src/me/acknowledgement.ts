import { z } from 'zod';
import { formatDate, formatTimeOfDay } from '../format/format-date';
import { ME_MESSAGES } from './me-messages';

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
