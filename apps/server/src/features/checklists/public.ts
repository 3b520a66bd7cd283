/**
 * What other features may use of checklists (DESIGN.md: "A feature uses another only through that feature's
 * public.ts"; scripts/check-boundaries.mjs lets nothing else through). Decision 048: the automatic start of
 * templates marked 'Start automatisk', which the employee actions call inside their transaction, and what the
 * notifications (issue 26) read: the assignees of a started checklist (its answer) and the tasks due in a period; and what 'Mig' → Opgaver reads and ticks of the tasks assigned
 * to an employee (decision 041).
 */

export { listTasksAssignedTo, setTaskCheckedByAssignee } from './assignee-tasks';
export {
  type AutoStartedChecklist,
  type EmployeeDates,
  startChecklistsAutomatically,
} from './auto-start';
export { type DueTask, listTasksDueBetween } from './due-tasks';
