import type { TimeLogSettingInput } from '@kollega/domain';

/** What the form edits and PUT /api/timereg/settings takes: a setting without its createdDate (the server sets it). */
export function toSettingInput(setting: TimeLogSettingInput & { createdDate?: string }): TimeLogSettingInput {
  return {
    breakDuration: setting.breakDuration,
    paidBreak: setting.paidBreak,
    isPaidHourly: setting.isPaidHourly,
    weeklySchedule: [...setting.weeklySchedule]
      .sort((a, b) => a.day - b.day)
      .map(({ day, from, end, notWorking }) => ({ day, from, end, notWorking })),
  };
}
