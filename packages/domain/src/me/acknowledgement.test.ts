import { describe, expect, it } from 'vitest';
import { acknowledgementLabel, acknowledgementState, acknowledgeSchema } from './acknowledgement';
import { documentSharingSchema, isSharedByDefault } from './my-documents';

describe('acknowledgements', () => {
  it("shows 'Afventer' until acknowledged, then 'Kvitteret' with the Danish date and time", () => {
    expect(acknowledgementLabel(acknowledgementState(null, null))).toBe('');
    const requested = new Date('2026-11-26T10:00:00Z');
    expect(acknowledgementLabel(acknowledgementState(requested, null))).toBe('Afventer');
    expect(acknowledgementLabel(acknowledgementState(requested, new Date('2026-11-27T08:14:00Z')))).toBe(
      'Kvitteret 27.11.2026 09:14',
    );
  });

  it('needs a password', () => {
    const result = acknowledgeSchema.safeParse({ password: '' });
    expect(result.success ? '' : result.error.issues[0]?.message).toBe('Skriv din adgangskode');
  });

  it('shares an employment contract by default, nothing else, and asks for acknowledgement only of a shared one', () => {
    expect(isSharedByDefault('employmentContract')).toBe(true);
    expect(isSharedByDefault('other')).toBe(false);
    const result = documentSharingSchema.safeParse({ shared: false, requestAcknowledgement: true });
    expect(result.success ? '' : result.error.issues[0]?.message).toBe(
      'Del dokumentet med medarbejderen for at bede om kvittering.',
    );
  });
});
