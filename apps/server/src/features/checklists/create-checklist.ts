import {
  CHECKLIST_MESSAGES,
  type ChecklistCreateInput,
  type ChecklistDetail,
  dueDateFromOffset,
  returnEquipmentTaskTitle,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { recordAudit } from '../../db/audit';
import { checklistGroups, checklistSubTasks, checklists, checklistTasks } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError, notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { type Tx, withTransaction } from '../../services/context';
import { loadChosenEmployee } from '../employees/public';
import { type ChecklistRow, checklistAudit, employeeBaseDate } from './checklist-record';
import type { ChecklistDeps } from './deps';
import { getChecklist } from './get-checklist';

/**
 * POST /api/checklists: 'Ny onboarding', 'Ny offboarding' or 'Ny skabelon'. From a template, its groups, tasks
 * and subtasks are copied (later edits to the template change nothing here), offsets become dates from the
 * employee's start or end date (docs/rules/checklists.md#ruling-24). A new offboarding about an employee with equipment gets the
 * group 'Returnér udstyr'. One transaction (joined, when the caller has one open), one audit row.
 */
export async function createChecklist(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: ChecklistCreateInput,
): Promise<ChecklistDetail> {
  const row = await withTransaction(deps.db, (tx) => insertChecklist(deps, tx, ctx, input));
  return getChecklist(deps, ctx, { checklistId: row.id });
}

/**
 * The whole creation inside the caller's transaction: the route's 'Ny …' and the automatic start (decision 048)
 * both come here, so a started checklist gets its dates from the same offsets and the same 'Returnér udstyr'.
 * `audit` adds to the audit row's details (the automatic start names its template and trigger).
 */
export async function insertChecklist(
  deps: Pick<ChecklistDeps, 'equipmentToReturn'>,
  tx: Tx,
  ctx: AdminContext,
  input: ChecklistCreateInput,
  audit: Record<string, unknown> = {},
): Promise<ChecklistRow> {
  const regarding =
    !input.isTemplate && input.regardingId ? await loadChosenEmployee(tx, ctx, input.regardingId) : null;
  const template = input.templateId ? await loadTemplate(tx, ctx, input.templateId) : null;
  if (template && template.kind !== input.kind) {
    throw new AppError('VALIDATION_ERROR', CHECKLIST_MESSAGES.templateKindMismatch, {
      details: [{ path: 'templateId', message: CHECKLIST_MESSAGES.templateKindMismatch }],
    });
  }
  const employeeDate = regarding ? employeeBaseDate(regarding, input.kind) : null;
  const date = input.isTemplate ? null : (input.date ?? employeeDate);
  const [row] = await tx
    .insert(checklists)
    .values({
      companyId: ctx.companyId,
      kind: input.kind,
      isTemplate: input.isTemplate,
      autoStart: input.isTemplate && input.autoStart === true,
      title: input.title,
      date,
      regardingId: regarding?.id ?? null,
      createdBy: ctx.userId,
    })
    .returning();
  if (!row) throw new Error('insert into checklists returned no row');
  // docs/rules/checklists.md#ruling-24: offsets count from the employee's date only; without one the dates stay empty.
  const baseDate = employeeDate;
  if (template) await copyTemplate(tx, ctx, template, row, input.isTemplate ? null : baseDate);
  let equipment = 0;
  if (regarding && row.kind === 'offboarding' && !row.isTemplate) {
    equipment = await addReturnEquipment(deps, tx, ctx, row, regarding.id, baseDate);
  }
  await recordAudit(
    tx,
    ctx,
    checklistAudit(row.id, 'create', {
      title: row.title,
      kind: row.kind,
      isTemplate: row.isTemplate,
      autoStart: row.autoStart,
      templateId: template?.id ?? null,
      equipmentTasks: equipment,
      ...audit,
    }),
  );
  return row;
}

async function loadTemplate(tx: Tx, ctx: AdminContext, templateId: string): Promise<ChecklistRow> {
  if (!isUuid(templateId)) throw notFound();
  const [row] = await tx
    .select()
    .from(checklists)
    .where(
      and(
        eq(checklists.companyId, ctx.companyId),
        eq(checklists.id, templateId),
        eq(checklists.isTemplate, true),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** Copies a template's rows into a new checklist, keeping their positions; three inserts. */
async function copyTemplate(
  tx: Tx,
  ctx: AdminContext,
  template: ChecklistRow,
  target: ChecklistRow,
  baseDate: string | null,
): Promise<void> {
  const scope = <T extends typeof checklistGroups | typeof checklistTasks | typeof checklistSubTasks>(
    table: T,
  ) => and(eq(table.companyId, ctx.companyId), eq(table.checklistId, template.id));
  const groups = await tx.select().from(checklistGroups).where(scope(checklistGroups));
  if (groups.length === 0) return;
  const newGroups = await tx
    .insert(checklistGroups)
    .values(
      groups.map((group) => ({
        companyId: ctx.companyId,
        checklistId: target.id,
        title: group.title,
        position: group.position,
      })),
    )
    .returning({ id: checklistGroups.id });
  const groupIds = new Map(groups.map((group, index) => [group.id, newGroups[index]?.id as string]));
  const tasks = await tx.select().from(checklistTasks).where(scope(checklistTasks));
  if (tasks.length === 0) return;
  const newTasks = await tx
    .insert(checklistTasks)
    .values(
      tasks.map((task) => ({
        companyId: ctx.companyId,
        checklistId: target.id,
        groupId: groupIds.get(task.groupId) as string,
        title: task.title,
        description: task.description,
        dueOffsetDays: task.dueOffsetDays,
        dueDate: target.isTemplate
          ? task.dueDate
          : (dueDateFromOffset(baseDate, task.dueOffsetDays) ?? task.dueDate),
        assignedToId: task.assignedToId,
        position: task.position,
      })),
    )
    .returning({ id: checklistTasks.id });
  const taskIds = new Map(tasks.map((task, index) => [task.id, newTasks[index]?.id as string]));
  const subTasks = await tx.select().from(checklistSubTasks).where(scope(checklistSubTasks));
  if (subTasks.length === 0) return;
  await tx.insert(checklistSubTasks).values(
    subTasks.map((sub) => ({
      companyId: ctx.companyId,
      checklistId: target.id,
      taskId: taskIds.get(sub.taskId) as string,
      title: sub.title,
      position: sub.position,
    })),
  );
}

/**
 * Decision 024: the group 'Returnér udstyr', last, with a task per item the employee has; none without. Each task
 * 'Aflevér <item>' remembers its item, so checking it ends the assignment (decision 048).
 */
async function addReturnEquipment(
  deps: Pick<ChecklistDeps, 'equipmentToReturn'>,
  tx: Tx,
  ctx: AdminContext,
  checklist: ChecklistRow,
  employeeId: string,
  dueDate: string | null,
): Promise<number> {
  const items = await deps.equipmentToReturn(tx, ctx.companyId, employeeId);
  if (items.length === 0) return 0;
  // At most CHECKLIST_LIMITS.groups rows; keys compare byte-wise.
  const positions = await tx
    .select({ position: checklistGroups.position })
    .from(checklistGroups)
    .where(and(eq(checklistGroups.companyId, ctx.companyId), eq(checklistGroups.checklistId, checklist.id)));
  const highest = positions.reduce<string | null>(
    (max, { position }) => (max === null || position > max ? position : max),
    null,
  );
  const [group] = await tx
    .insert(checklistGroups)
    .values({
      companyId: ctx.companyId,
      checklistId: checklist.id,
      title: CHECKLIST_MESSAGES.returnEquipmentGroup,
      position: generateKeyBetween(highest, null),
    })
    .returning();
  if (!group) throw new Error('insert into checklist_groups returned no row');
  const keys = generateNKeysBetween(null, null, items.length);
  await tx.insert(checklistTasks).values(
    items.map((item, index) => ({
      companyId: ctx.companyId,
      checklistId: checklist.id,
      groupId: group.id,
      title: returnEquipmentTaskTitle(item.label),
      equipmentId: item.id,
      dueDate,
      position: keys[index] as string,
    })),
  );
  return items.length;
}
