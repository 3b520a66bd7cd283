// The checklist page's answer in a compact shape (issue 32: at most 60 kB of JSON for 20 groups × 30 tasks;
// decision 054). A group's tasks travel as columns (one array per field) instead of one object per task, so a
// field's name is sent once per group instead of once per task; what is the same for every task (the group, the
// date the offsets count from, an assignee's name) is sent once; defaults are left out; and the tasks' and
// subtasks' UUIDs travel as 22 base64url characters instead of 36. `expandChecklistBoard` gives back the
// ChecklistDetail the page works with, so only the fetcher knows this shape.
import { z } from 'zod';
import { addDays } from '../dates/calendar';
import {
  type ChecklistDetail,
  type ChecklistTask,
  checklistListItemSchema,
  checklistPersonSchema,
} from './checklist-contracts';
import { dueDateFromOffset } from './checklist-rules';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT_ID = /^[A-Za-z0-9_-]{21}[AQgw]$/;
// Three hex digits (12 bits) are two base64url characters: 4,096 pairs, looked up both ways (a page of 600 tasks
// converts 840 ids, so this runs per request).
const PAIR_OF_HEX: string[] = [];
const HEX_OF_PAIR = new Map<string, string>();
for (let value = 0; value < 4096; value += 1) {
  const pair = `${BASE64URL[value >> 6]}${BASE64URL[value & 63]}`;
  const hex = value.toString(16).padStart(3, '0');
  PAIR_OF_HEX.push(pair);
  HEX_OF_PAIR.set(pair, hex);
}
/** A hex digit's value by its character code (lower case). */
const HEX_VALUE = new Uint8Array(128);
for (let value = 0; value < 16; value += 1) HEX_VALUE[value.toString(16).charCodeAt(0)] = value;
/** Where a UUID's 32 hex digits stand among its 36 characters (the dashes left out). */
const HEX_AT = Array.from({ length: 36 }, (_, at) => at).filter((at) => ![8, 13, 18, 23].includes(at));

/**
 * A UUID's 128 bits as 22 base64url characters: its 32 hex digits in ten groups of three (two characters each),
 * then the last two digits (8 bits) as one character of 6 bits and one of the last 2 (so one of A, Q, g, w).
 */
export function shortId(uuid: string): string {
  // PostgreSQL writes UUIDs in lower case: those are tested once, others lowered first.
  let id = uuid;
  if (!UUID.test(id)) {
    id = uuid.toLowerCase();
    if (!UUID.test(id)) throw new Error(`not a UUID: ${uuid}`);
  }
  // The digits' values read by character code where they stand (the regex let only 0-9 and a-f through): no
  // copies, slices or parseInt, as a page converts hundreds of ids per request.
  let out = '';
  for (let digit = 0; digit < 30; digit += 3) {
    const value =
      ((HEX_VALUE[id.charCodeAt(HEX_AT[digit] as number)] as number) << 8) |
      ((HEX_VALUE[id.charCodeAt(HEX_AT[digit + 1] as number)] as number) << 4) |
      (HEX_VALUE[id.charCodeAt(HEX_AT[digit + 2] as number)] as number);
    out += PAIR_OF_HEX[value];
  }
  const last =
    ((HEX_VALUE[id.charCodeAt(HEX_AT[30] as number)] as number) << 4) |
    (HEX_VALUE[id.charCodeAt(HEX_AT[31] as number)] as number);
  return out + BASE64URL[last >> 2] + BASE64URL[(last & 3) << 4];
}

/** The UUID a `shortId` stands for, lower-case with dashes as PostgreSQL writes it. */
export function uuidOf(short: string): string {
  if (!SHORT_ID.test(short)) throw new Error(`not a short id: ${short}`);
  let hex = '';
  for (let at = 0; at < 20; at += 2) hex += HEX_OF_PAIR.get(short.slice(at, at + 2));
  const last = (BASE64URL.indexOf(short[20] as string) << 2) | (BASE64URL.indexOf(short[21] as string) >> 4);
  hex += last.toString(16).padStart(2, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const shortIdSchema = z.string().describe("a task's or subtask's UUID as 22 base64url characters");
const index = z.number().int().min(0);
/** Task number → value, for a field most tasks leave at its default. */
const sparse = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

const subTaskColumnsSchema = z
  .object({
    task: z.array(index).describe("the task's number in the group's columns"),
    id: z.array(shortIdSchema),
    title: z.array(z.string()),
    checked: z.array(index).optional().describe('the numbers of the checked subtasks; absent: none'),
  })
  .describe("the group's subtasks in their order within each task, one array per field");

const taskColumnsSchema = z
  .object({
    id: z.array(shortIdSchema),
    title: z.array(z.string()),
    description: z.array(z.string()).optional().describe('absent: every description is empty'),
    dueOffsetDays: z.array(z.number().int().nullable()).optional().describe('absent: no task has an offset'),
    dueDate: sparse(z.string().nullable())
      .optional()
      .describe(
        'the due dates that are not the offset counted from dueBase (dueDateFromOffset), by task number',
      ),
    assignedTo: sparse(index).optional().describe('the assignee as a number in people, by task number'),
    checked: z.array(index).optional().describe('the numbers of the checked tasks; absent: none'),
    returnsEquipment: z.array(index).optional().describe("the numbers of the 'Aflevér' tasks; absent: none"),
    subTasks: subTaskColumnsSchema.optional(),
  })
  .describe("a group's tasks in their order, one array per field; a task's number is its place in them");

export const checklistBoardSchema = checklistListItemSchema.extend({
  createdAt: z.string(),
  dueBase: z
    .string()
    .nullable()
    .describe(
      "the date the tasks' offsets count from in this answer (the employee's start or end date, else one that gives the first dated task its date); null for none",
    ),
  people: z.array(checklistPersonSchema).describe('the assignees, each once'),
  groups: z.array(z.object({ id: z.string(), title: z.string(), tasks: taskColumnsSchema })),
});
export type ChecklistBoard = z.infer<typeof checklistBoardSchema>;
type TaskColumns = ChecklistBoard['groups'][number]['tasks'];

/**
 * A date from which the first task with an offset and a date gets that date: its date less the offset, or a few
 * days before that (the date moves on past weekends and holidays). Null when no task has both.
 */
function baseOfFirstDatedTask(detail: ChecklistDetail): string | null {
  for (const group of detail.groups) {
    for (const task of group.tasks) {
      if (task.dueDate === null || task.dueOffsetDays === null) continue;
      for (let back = 0; back < 7; back += 1) {
        const base = addDays(task.dueDate, -task.dueOffsetDays - back);
        if (dueDateFromOffset(base, task.dueOffsetDays) === task.dueDate) return base;
      }
      return null;
    }
  }
  return null;
}

/**
 * The page's answer in the compact shape. `employeeBase` is the date the offsets count from (the employee's start
 * or end date; null: none); without one, the dates that stayed on the tasks (their employee deleted, say) are
 * sent against a base that gives the first of them its date, so they need not be sent one by one.
 */
export function compactChecklistBoard(detail: ChecklistDetail, employeeBase: string | null): ChecklistBoard {
  const { groups, ...item } = detail;
  const dueBase = employeeBase ?? baseOfFirstDatedTask(detail);
  // Each offset's date once: a board's tasks share few offsets, and the calendar's date arithmetic is most of the
  // compaction's time otherwise.
  const offsetDates = new Map<number | null, string | null>();
  const dueDateOf = (offset: number | null) => {
    let date = offsetDates.get(offset);
    if (date === undefined) {
      date = dueDateFromOffset(dueBase, offset);
      offsetDates.set(offset, date);
    }
    return date;
  };
  const people: ChecklistBoard['people'] = [];
  const personNumber = new Map<string, number>();
  const numberOf = (person: { id: string; name: string }) => {
    let number = personNumber.get(person.id);
    if (number === undefined) {
      number = people.push(person) - 1;
      personNumber.set(person.id, number);
    }
    return number;
  };
  return {
    ...item,
    dueBase,
    people,
    groups: groups.map((group) => ({ id: group.id, title: group.title, tasks: columnsOf(group.tasks) })),
  };

  function columnsOf(tasks: ChecklistTask[]): TaskColumns {
    const columns: TaskColumns = { id: [], title: [] };
    const descriptions: string[] = [];
    const offsets: (number | null)[] = [];
    const dueDates: Record<string, string | null> = {};
    const assignees: Record<string, number> = {};
    const checked: number[] = [];
    const returnsEquipment: number[] = [];
    const subTasks = {
      task: [] as number[],
      id: [] as string[],
      title: [] as string[],
      checked: [] as number[],
    };
    for (const [number, task] of tasks.entries()) {
      columns.id.push(shortId(task.id));
      columns.title.push(task.title);
      descriptions.push(task.description);
      offsets.push(task.dueOffsetDays);
      if (task.dueDate !== dueDateOf(task.dueOffsetDays)) dueDates[number] = task.dueDate;
      if (task.assignedTo) assignees[number] = numberOf(task.assignedTo);
      if (task.checked) checked.push(number);
      if (task.returnsEquipment) returnsEquipment.push(number);
      for (const sub of task.subTasks) {
        if (sub.checked) subTasks.checked.push(subTasks.id.length);
        subTasks.task.push(number);
        subTasks.id.push(shortId(sub.id));
        subTasks.title.push(sub.title);
      }
    }
    if (descriptions.some((description) => description !== '')) columns.description = descriptions;
    if (offsets.some((offset) => offset !== null)) columns.dueOffsetDays = offsets;
    if (Object.keys(dueDates).length > 0) columns.dueDate = dueDates;
    if (Object.keys(assignees).length > 0) columns.assignedTo = assignees;
    if (checked.length > 0) columns.checked = checked;
    if (returnsEquipment.length > 0) columns.returnsEquipment = returnsEquipment;
    if (subTasks.id.length > 0) {
      const { checked: checkedSubTasks, ...rest } = subTasks;
      columns.subTasks = checkedSubTasks.length > 0 ? { ...rest, checked: checkedSubTasks } : rest;
    }
    return columns;
  }
}

/** The ChecklistDetail a compact answer stands for (what `compactChecklistBoard` was given). */
export function expandChecklistBoard(board: ChecklistBoard): ChecklistDetail {
  const { groups, people, dueBase, ...item } = board;
  return {
    ...item,
    groups: groups.map((group) => {
      const columns = group.tasks;
      const checked = new Set(columns.checked);
      const returnsEquipment = new Set(columns.returnsEquipment);
      const tasks: ChecklistTask[] = columns.id.map((id, number) => {
        const dueOffsetDays = columns.dueOffsetDays?.[number] ?? null;
        const dueDate = columns.dueDate?.[number];
        const assignee = columns.assignedTo?.[number];
        return {
          id: uuidOf(id),
          groupId: group.id,
          title: columns.title[number] ?? '',
          description: columns.description?.[number] ?? '',
          dueDate: dueDate === undefined ? dueDateFromOffset(dueBase, dueOffsetDays) : dueDate,
          dueOffsetDays,
          assignedTo: assignee === undefined ? null : (people[assignee] ?? null),
          returnsEquipment: returnsEquipment.has(number),
          checked: checked.has(number),
          subTasks: [],
        };
      });
      const subTasks = columns.subTasks;
      if (subTasks) {
        const checkedSubTasks = new Set(subTasks.checked);
        for (const [number, id] of subTasks.id.entries()) {
          tasks[subTasks.task[number] as number]?.subTasks.push({
            id: uuidOf(id),
            title: subTasks.title[number] ?? '',
            checked: checkedSubTasks.has(number),
          });
        }
      }
      return { id: group.id, title: group.title, tasks };
    }),
  };
}
