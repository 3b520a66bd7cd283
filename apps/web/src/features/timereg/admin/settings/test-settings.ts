import { DEFAULT_WEEKLY_SCHEDULE, type TimeregSettingsResponse } from '@kollega/domain';

/** GET /api/timereg/settings as a company with the default week, one day off and one individual norm. */
export function settingsResponse(overrides: Partial<TimeregSettingsResponse> = {}): TimeregSettingsResponse {
  return {
    company: {
      breakDuration: 30,
      paidBreak: false,
      isPaidHourly: false,
      weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({ ...day })),
      createdDate: '2024-08-05',
    },
    daysOff: [{ date: '2025-12-24', name: 'Juleaften' }],
    lockDate: null,
    missingEntryReminder: 'in-app',
    timeBank: { autoBankOvertime: false, allowNegative: false },
    individual: [{ employeeId: 'emp-3', firstName: 'Cecilie', lastName: 'Holm' }],
    ...overrides,
  };
}
