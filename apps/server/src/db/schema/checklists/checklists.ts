import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';
import { equipment } from '../equipment/equipment';

/**
 * hr-core §3 Onboarding/offboarding item and Template (decision 024): one shape, told apart by `is_template`.
 * Groups, tasks and subtasks are rows of their own, each ordered by a fractional-index `position` (compared
 * with COLLATE "C"), so a move is one small update of one row and each change is its own small write.
 */
export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'onboarding' or 'offboarding'. */
    kind: text('kind').notNull(),
    isTemplate: boolean('is_template').notNull().default(false),
    /**
     * 'Start automatisk' (decision 048), templates only: an onboarding template is applied when an employee gets a
     * start date, an offboarding template when an employee gets an end date.
     */
    autoStart: boolean('auto_start').notNull().default(false),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }),
    /** Vedrørende: null for templates and for checklists about nobody in particular. */
    regardingId: uuid('regarding_id').references(() => employees.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('checklists_company_tab_idx').on(table.companyId, table.isTemplate, table.kind, table.date),
    index('checklists_company_regarding_idx').on(table.companyId, table.regardingId),
  ],
);

export const checklistGroups = pgTable(
  'checklist_groups',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: text('position').notNull(),
  },
  (table) => [index('checklist_groups_company_checklist_idx').on(table.companyId, table.checklistId)],
);

export const checklistTasks = pgTable(
  'checklist_tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => checklistGroups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    /** A template's offset in days from the employee's start or end date (docs/rules/checklists.md#ruling-24). */
    dueOffsetDays: integer('due_offset_days'),
    assignedToId: uuid('assigned_to_id').references(() => employees.id, { onDelete: 'set null' }),
    /**
     * An offboarding's 'Aflevér <item>' task (decision 048): checking it ends this item's assignment to the
     * checklist's employee. Null for every other task, and once the item is deleted.
     */
    equipmentId: uuid('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    checked: boolean('checked').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    position: text('position').notNull(),
  },
  (table) => [
    index('checklist_tasks_company_checklist_group_idx').on(
      table.companyId,
      table.checklistId,
      table.groupId,
    ),
    index('checklist_tasks_company_assigned_idx').on(table.companyId, table.assignedToId),
  ],
);

export const checklistSubTasks = pgTable(
  'checklist_sub_tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => checklistTasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    checked: boolean('checked').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    position: text('position').notNull(),
  },
  (table) => [
    index('checklist_sub_tasks_company_checklist_task_idx').on(
      table.companyId,
      table.checklistId,
      table.taskId,
    ),
  ],
);

/**
 * Decision 048: the ledger of automatic starts. One row per (template, employee) ever started, so an employee gets
 * at most one automatic checklist per template: also when the end date changes again, after the started checklist
 * was deleted, and when two requests race (the unique index decides). Deleting the template or the employee
 * deletes its rows.
 */
export const checklistAutoStarts = pgTable(
  'checklist_auto_starts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    templateId: uuid('template_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The checklist that was started; null once it is deleted (the row stays, so it is not started again). */
    checklistId: uuid('checklist_id').references(() => checklists.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checklist_auto_starts_company_template_employee_key').on(
      table.companyId,
      table.templateId,
      table.employeeId,
    ),
  ],
);
