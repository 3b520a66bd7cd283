import { addDays, danishToday, type IsoDate } from '@kollega/domain';
import { useMemo } from 'react';
import { useMyTimereg } from '../api/get-my-timereg';
import { buildWeek, type WeekModel } from './week-model';

/**
 * The week that starts on `monday`: its registrations fetched (one request per week, shared by the week and its
 * days) and laid out day by day. `week` is null until they are there.
 */
export function useWeekLog(monday: IsoDate) {
  const query = useMyTimereg({ from: monday, to: addDays(monday, 6) });
  const data = query.data;
  const week: WeekModel | null = useMemo(
    () => (data ? buildWeek(monday, data.log.entries, data.log.approvedWeeks, danishToday()) : null),
    [data, monday],
  );
  return { query, week, changes: data?.log.changes ?? [], warnings: data?.warnings ?? [] };
}
