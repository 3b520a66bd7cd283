import { scheduleDayOnWeekday, type TimeLogSetting } from '@kollega/domain';

const SHORT_WEEKDAYS = ['man.', 'tirs.', 'ons.', 'tors.', 'fre.', 'lør.', 'søn.'] as const;

type DayRun = { first: number; last: number; from: string; end: string };

function weekdaysText(run: DayRun): string {
  const first = SHORT_WEEKDAYS[run.first - 1] ?? '';
  if (run.first === run.last) return first;
  return `${first}–${SHORT_WEEKDAYS[run.last - 1] ?? ''}`;
}

/** The break as a person reads it: '30 min. pause', '30 min. betalt pause' or 'ingen pause'. */
function breakText(setting: TimeLogSetting): string {
  if (setting.breakDuration === 0) return 'ingen pause';
  return `${setting.breakDuration} min. ${setting.paidBreak ? 'betalt ' : ''}pause`;
}

/**
 * A norm week in one line, its working days with the same times run together: the default week is
 * 'man.–tors. 08:00–16:00, fre. 08:00–15:30, 30 min. pause'. Days off are left out.
 */
export function normWeekText(setting: TimeLogSetting): string {
  const runs: DayRun[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const day = scheduleDayOnWeekday(setting, weekday);
    if (day.notWorking) continue;
    const previous = runs.at(-1);
    if (previous && previous.last === weekday - 1 && previous.from === day.from && previous.end === day.end) {
      previous.last = weekday;
    } else {
      runs.push({ first: weekday, last: weekday, from: day.from, end: day.end });
    }
  }
  const days = runs.map((run) => `${weekdaysText(run)} ${run.from}–${run.end}`);
  return [...(days.length > 0 ? days : ['ingen arbejdsdage']), breakText(setting)].join(', ');
}
