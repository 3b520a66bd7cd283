import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar-date-schema';
import { CHECKLIST_MESSAGES } from './checklist-messages';

export const CHECKLIST_KINDS = ['onboarding', 'offboarding'] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];
export const CHECKLIST_TABS = ['onboarding', 'offboarding', 'templates'] as const;
export type ChecklistTab = (typeof CHECKLIST_TABS)[number];

export const CHECKLIST_TEXT_MAX = 200;
export const CHECKLIST_LONG_TEXT_MAX = 5000;
/** The list answers at most this many rows per request. */
export const CHECKLIST_PAGE_MAX = 500;
export const DUE_OFFSET_MAX = 365;

const title = z
  .string({ error: CHECKLIST_MESSAGES.titleMissing })
  .trim()
  .min(1, CHECKLIST_MESSAGES.titleMissing)
  .max(CHECKLIST_TEXT_MAX, CHECKLIST_MESSAGES.textTooLong);
/** An optional employee: null or absent for none. */
const employeeId = z.string().trim().max(100).nullable().optional();
const optionalDate = z
  .union([z.literal(''), calendarDateSchema])
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));
const id = z.string().trim().max(100);
const offset = z
  .number({ error: CHECKLIST_MESSAGES.offsetInvalid })
  .int(CHECKLIST_MESSAGES.offsetInvalid)
  .min(-DUE_OFFSET_MAX, CHECKLIST_MESSAGES.offsetInvalid)
  .max(DUE_OFFSET_MAX, CHECKLIST_MESSAGES.offsetInvalid)
  .nullable();

/** 'Ret detaljer': title, Vedrørende and date (a template has neither employee nor date). */
export const checklistDetailsSchema = z.object({
  title,
  regardingId: employeeId.transform((value) => value || null),
  date: optionalDate,
  /**
   * 'Start automatisk' (decision 048): a template is applied by itself when an employee gets a start date
   * (onboarding) or an end date (offboarding). Ignored on a checklist; absent keeps the stored value.
   */
  autoStart: z.boolean().optional(),
});
export type ChecklistDetailsForm = z.input<typeof checklistDetailsSchema>;
export type ChecklistDetailsInput = z.output<typeof checklistDetailsSchema>;

/** 'Ny onboarding', 'Ny offboarding', 'Ny skabelon': the details, the kind, and optionally a template to copy. */
export const checklistCreateSchema = checklistDetailsSchema.extend({
  kind: z.enum(CHECKLIST_KINDS),
  isTemplate: z.boolean().default(false),
  templateId: id
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type ChecklistCreateForm = z.input<typeof checklistCreateSchema>;
export type ChecklistCreateInput = z.output<typeof checklistCreateSchema>;

export const checklistListQuerySchema = z.object({
  tab: z.enum(CHECKLIST_TABS).default('onboarding'),
  limit: z.coerce.number().int().min(1).max(CHECKLIST_PAGE_MAX).default(CHECKLIST_PAGE_MAX),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ChecklistListQuery = z.input<typeof checklistListQuerySchema>;

export const groupTitleSchema = z.object({ title });
export type GroupTitleInput = z.output<typeof groupTitleSchema>;

const taskFields = {
  title,
  description: z.string().max(CHECKLIST_LONG_TEXT_MAX, CHECKLIST_MESSAGES.longTextTooLong),
  dueDate: optionalDate,
  /** A template's offset in days from the start date (onboarding) or end date (offboarding). */
  dueOffsetDays: offset.optional(),
  assignedToId: employeeId.transform((value) => value || null),
};

export const taskCreateSchema = z.object({
  groupId: id,
  ...taskFields,
  description: taskFields.description.default(''),
});
export type TaskCreateForm = z.input<typeof taskCreateSchema>;
export type TaskCreateInput = z.output<typeof taskCreateSchema>;

/** One small change of a task: only the fields sent are written, so two admins never overwrite each other. */
export const taskUpdateSchema = z.object({
  title: taskFields.title.optional(),
  description: taskFields.description.optional(),
  dueDate: z
    .union([z.literal(''), calendarDateSchema])
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  dueOffsetDays: offset.optional(),
  assignedToId: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  checked: z.boolean().optional(),
});
export type TaskUpdateForm = z.input<typeof taskUpdateSchema>;
export type TaskUpdateInput = z.output<typeof taskUpdateSchema>;

export const subTaskCreateSchema = z.object({ title });
export const subTaskUpdateSchema = z.object({ title: title.optional(), checked: z.boolean().optional() });
export type SubTaskUpdateInput = z.output<typeof subTaskUpdateSchema>;

/** A move: the sibling to come after (null: first). A task may also change group. */
export const moveSchema = z.object({ afterId: id.nullable() });
export type MoveInput = z.output<typeof moveSchema>;
export const taskMoveSchema = moveSchema.extend({ groupId: id });
export type TaskMoveInput = z.output<typeof taskMoveSchema>;

export const checklistPersonSchema = z.object({ id: z.string(), name: z.string() });
export type ChecklistPerson = z.infer<typeof checklistPersonSchema>;

export const checklistListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(CHECKLIST_KINDS),
  isTemplate: z.boolean(),
  /** 'Start automatisk' (decision 048); always false on a checklist. */
  autoStart: z.boolean(),
  date: z.string().nullable(),
  regarding: checklistPersonSchema.nullable(),
  taskCount: z.number().int(),
  checkedCount: z.number().int(),
  completed: z.boolean(),
  updatedAt: z.string(),
});
export type ChecklistListItem = z.infer<typeof checklistListItemSchema>;

export const checklistListResponseSchema = z.object({
  items: z.array(checklistListItemSchema),
  total: z.number().int(),
});
export type ChecklistListResponse = z.infer<typeof checklistListResponseSchema>;

export const subTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  checked: z.boolean(),
});
export type SubTask = z.infer<typeof subTaskSchema>;

export const checklistTaskSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  dueOffsetDays: z.number().int().nullable(),
  assignedTo: checklistPersonSchema.nullable(),
  /** An 'Aflevér <item>' task (decision 048): checking it ends the item's assignment to the employee. */
  returnsEquipment: z.boolean(),
  checked: z.boolean(),
  subTasks: z.array(subTaskSchema),
});
export type ChecklistTask = z.infer<typeof checklistTaskSchema>;

export const checklistGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  tasks: z.array(checklistTaskSchema),
});
export type ChecklistGroup = z.infer<typeof checklistGroupSchema>;

export const checklistDetailSchema = checklistListItemSchema.extend({
  groups: z.array(checklistGroupSchema),
  createdAt: z.string(),
});
export type ChecklistDetail = z.infer<typeof checklistDetailSchema>;

/** What a small write answers: the new row's id (for creations) and the checklist's new updatedAt. */
export const checklistWriteResultSchema = z.object({ id: z.string(), updatedAt: z.string() });
export type ChecklistWriteResult = z.infer<typeof checklistWriteResultSchema>;

/** 'Mine opgaver' (decision 048): one open task assigned to the caller, with the checklist it belongs to. */
export const myTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  returnsEquipment: z.boolean(),
  checklist: z.object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(CHECKLIST_KINDS),
    regarding: checklistPersonSchema.nullable(),
  }),
});
export type MyTask = z.infer<typeof myTaskSchema>;

/** At most this many of one's open tasks are answered (the oldest due dates first). */
export const MY_TASKS_MAX = 200;

export const myTasksResponseSchema = z.object({ items: z.array(myTaskSchema), total: z.number().int() });
export type MyTasksResponse = z.infer<typeof myTasksResponseSchema>;
