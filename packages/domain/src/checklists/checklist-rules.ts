import { addDays, type IsoDate, isoWeekday } from '../dates/calendar';
import { isPublicHoliday } from '../dates/public-holidays';

/** Decision 024's bounds: what one checklist may hold, so every read of one is bounded. */
export const CHECKLIST_LIMITS = {
  groups: 100,
  tasks: 1000,
  subTasksPerTask: 50,
} as const;

/** hr-core §5: an item is completed when it has at least one task and every task is checked. */
export function isChecklistCompleted(progress: { taskCount: number; checkedCount: number }): boolean {
  return progress.taskCount > 0 && progress.checkedCount === progress.taskCount;
}

/** Whether a date is a Danish working day: Monday to Friday and not a public holiday (docs/rules/timereg.md#ruling-9). */
export function isWorkingDay(date: IsoDate): boolean {
  return isoWeekday(date) <= 5 && !isPublicHoliday(date);
}

/** The date itself when it is a working day, else the next one (docs/rules/checklists.md#ruling-24). */
export function nextWorkingDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * docs/rules/checklists.md#ruling-24: a template task's offset in days from the employee's start date (onboarding) or end date
 * (offboarding) as a date, moved to the next working day when it lands on a weekend or a public holiday. No
 * base date (no employee, or one without the date) gives no due date.
 */
export function dueDateFromOffset(baseDate: IsoDate | null, offsetDays: number | null): IsoDate | null {
  if (baseDate === null || offsetDays === null) return null;
  return nextWorkingDay(addDays(baseDate, offsetDays));
}

/** An open task whose due date has passed (the page marks it). */
export function isTaskOverdue(task: { checked: boolean; dueDate: IsoDate | null }, today: IsoDate): boolean {
  return !task.checked && task.dueDate !== null && task.dueDate < today;
}
