import { z } from 'zod';

/** The Danish texts of 'Mig' → Opgaver (issue 27). */
export const MY_TASK_MESSAGES = {
  returnsEquipment: 'Afleveringen af udstyr registreres af din administrator.',
  empty: 'Du har ingen opgaver.',
} as const;

/** At most this many of one's tasks are answered in 'Mig' (open ones first, then the latest ticked off). */
export const MY_CHECKLIST_TASKS_MAX = 200;

/** GET /api/me/tasks: one checklist task assigned to the employee. */
export const myChecklistTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  checked: z.boolean(),
  completedAt: z.string().nullable(),
  /** An offboarding's 'Aflevér <item>' task: the admin ticks it (it ends the item's assignment). */
  returnsEquipment: z.boolean(),
  checklistTitle: z.string(),
});
export type MyChecklistTask = z.infer<typeof myChecklistTaskSchema>;

export const myChecklistTasksSchema = z.object({
  tasks: z.array(myChecklistTaskSchema),
  total: z.number().int(),
});
export type MyChecklistTasks = z.infer<typeof myChecklistTasksSchema>;

/** PUT /api/me/tasks/:taskId: tick a task off, or untick it. */
export const myTaskCheckSchema = z.object({ checked: z.boolean({ error: 'Vælg om opgaven er udført' }) });
export type MyTaskCheck = z.input<typeof myTaskCheckSchema>;
