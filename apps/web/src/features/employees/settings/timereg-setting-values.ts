import {
  danishToday,
  type EmployeeTimeregSettings,
  settingInForce,
  type TimeLogSettingInput,
} from '@kollega/domain';

export type TimeregSettingValues = { individual: boolean; setting: TimeLogSettingInput };

/**
 * What the 'Tidsregistrering' section starts from. With an own norm: the one in force today. Without: the
 * company's in force today, so switching 'Individuel normtid' on starts from the week the employee has now
 * rather than from an old individual week that no longer applies.
 */
export function timeregSettingValues(
  data: EmployeeTimeregSettings,
  today = danishToday(),
): TimeregSettingValues {
  const sources = data.individual ? data.settings : { company: data.settings.company };
  const { breakDuration, paidBreak, isPaidHourly, weeklySchedule } = settingInForce(sources, today);
  return {
    individual: data.individual,
    setting: {
      breakDuration,
      paidBreak,
      isPaidHourly,
      weeklySchedule: [...weeklySchedule]
        .sort((a, b) => a.day - b.day)
        .map(({ day, from, end, notWorking }) => ({ day, from, end, notWorking })),
    },
  };
}
