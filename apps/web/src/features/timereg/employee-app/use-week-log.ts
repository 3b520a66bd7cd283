import { addDays, danishToday, type IsoDate, type TimeLogSettingSources } from '@kollega/domain';
import { useMemo } from 'react';
import { useMyTimereg } from '../api/get-my-timereg';
import { buildWeek, type WeekModel } from './week-model';

/** Before the first answer: no settings, which reads as the default week. */
const NO_SETTINGS: TimeLogSettingSources = { individual: [], company: [] };

/**
 * The week that starts on `monday`: its registrations fetched (one request per week, shared by the week and its
 * days) and laid out day by day with the employee's own norm. `week` is null until they are there; `settings`
 * are the norm settings the day's form computes its defaults, break and hours with.
 */
export function useWeekLog(monday: IsoDate) {
  const query = useMyTimereg({ from: monday, to: addDays(monday, 6) });
  const data = query.data;
  const settings = data?.settings ?? NO_SETTINGS;
  const week: WeekModel | null = useMemo(
    () =>
      data
        ? buildWeek(
            monday,
            data.log.entries,
            data.log.approvedWeeks,
            danishToday(),
            data.settings,
            data.locks,
          )
        : null,
    [data, monday],
  );
  return { query, week, settings, changes: data?.log.changes ?? [], warnings: data?.warnings ?? [] };
}
