import { TIMEREG_MESSAGES } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { failureMessage, needsConfirmation } from './entry-errors';

describe('failureMessage', () => {
  it("shows docs/rules/timereg.md#ruling-30's refusal of a second absence as the server words it, with no 'Gem alligevel'", () => {
    const error = new ApiError(
      409,
      'ABSENCE_ALREADY_REGISTERED',
      'Der er allerede registreret fravær denne dag.',
    );
    expect(failureMessage(error)).toBe('Der er allerede registreret fravær denne dag.');
    expect(needsConfirmation(error)).toBe(false);
  });

  it('falls back to the general alert for an error that tells the user nothing', () => {
    expect(failureMessage(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe(TIMEREG_MESSAGES.addFailed);
  });
});
