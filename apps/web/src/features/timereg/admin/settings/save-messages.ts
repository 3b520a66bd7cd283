import { EMPLOYEE_MESSAGES, TIMEREG_MESSAGES } from '@kollega/domain';

/** time-registration §8: 'Gemmer...', 'Indstillingerne er gemt.', 'Der skete en fejl. Prøv igen senere.' */
export const SETTINGS_SAVE_TEXTS = {
  saving: TIMEREG_MESSAGES.saving,
  saved: TIMEREG_MESSAGES.settingsSaved,
  failed: EMPLOYEE_MESSAGES.saveFailed,
} as const;

export const DAYS_OFF_SAVED = 'Fridagene er gemt.';
