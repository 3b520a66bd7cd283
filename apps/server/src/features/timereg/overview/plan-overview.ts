import {
  DEFAULT_TIME_LOG_SETTING,
  danishToday,
  type NormOptions,
  paidHourlyThroughout,
  type TimeLogSetting,
} from '@kollega/domain';
import type { TimeregEmployeeRow } from '../timereg-employees';
import { type SettingRow, toSetting } from '../timereg-record';
import type { OverviewData } from './load-overview';

/** What one employee's figures are computed from: their part of the period, settings and pay form. */
export interface EmployeePlan {
  person: TimeregEmployeeRow;
  /** The period's end, or the employee's end date when earlier. */
  to: string;
  norm: NormOptions;
  /** 'mixed' when the pay form changes within the period: then every registration is needed, day by day. */
  paidHourly: boolean | 'mixed';
}

/**
 * Plans each listed employee's computation (pure, no I/O): an employee whose end date lies before the period is
 * left out; the company's settings are one shared list (the domain caches per setting object).
 */
export function planOverview(data: OverviewData, range: { from: string; to: string }): EmployeePlan[] {
  const companySettings: TimeLogSetting[] = data.settingRows
    .filter((row) => row.employeeId === null)
    .map(toSetting);
  const company = companySettings.length > 0 ? companySettings : [DEFAULT_TIME_LOG_SETTING];
  const today = danishToday();
  return data.people.flatMap((person) => {
    const to = person.endDate && person.endDate < range.to ? person.endDate : range.to;
    if (to < range.from) return [];
    const settings = { company, individual: individualSettings(data.settingRows, person) };
    const norm: NormOptions = {
      settings,
      today,
      companyDaysOff: data.companyDaysOff,
      startDate: person.startDate,
      endDate: person.endDate,
      uncreditedTypes: data.uncreditedTypes,
    };
    return [{ person, to, norm, paidHourly: paidHourlyThroughout(settings, range.from, to) }];
  });
}

function individualSettings(rows: readonly SettingRow[], person: TimeregEmployeeRow): TimeLogSetting[] {
  if (!person.individualTimeLogSettings) return [];
  return rows.filter((row) => row.employeeId === person.id).map(toSetting);
}
