import type { ChecklistKind } from '@kollega/domain';
import { autoStartedChecklistTitle } from '@kollega/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { checklistAutoStarts, checklists, checklistTasks } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { type Tx, type Writer, withTransaction } from '../../services/context';
import { loadEmployee } from './checklist-record';
import { insertChecklist } from './create-checklist';
import { assignedEquipmentToReturn, type EquipmentToReturn } from './deps';

/** An employee's two dates as the employee action saw them before and after its change. */
export interface EmployeeDates {
  startDate: string | null;
  endDate: string | null;
}

/** One checklist that started by itself: what a notification to its assignees needs (issue 26). */
export interface AutoStartedChecklist {
  checklistId: string;
  templateId: string;
  kind: ChecklistKind;
  /** The employees the new checklist's tasks are assigned to, each once. */
  assigneeIds: string[];
}

/** A company has few templates; this bounds the read all the same. */
const TEMPLATES_MAX = 100;

/**
 * Decision 048, 'Start automatisk': called by the employee actions inside their transaction after they saved an
 * employee. A start date that is new or changed starts every onboarding template marked 'Start automatisk'; an end
 * date likewise the offboarding ones. Each (template, employee) starts at most once, ever: the ledger row is
 * claimed first (`on conflict do nothing`), so a second change, a repeat, or two requests at once find it taken
 * and start nothing. A removed date starts nothing and deletes nothing. The checklist is made by the same
 * `insertChecklist` as 'Ny onboarding' from that template (dates from the offsets, docs/rules/checklists.md#ruling-24; 'Returnér
 * udstyr' on an offboarding), with its audit row naming the template and the trigger.
 */
export async function startChecklistsAutomatically(
  deps: { db: Writer; equipmentToReturn?: EquipmentToReturn },
  ctx: AdminContext,
  input: { employeeId: string; before: EmployeeDates | null; after: EmployeeDates },
): Promise<AutoStartedChecklist[]> {
  const kinds: ChecklistKind[] = [];
  if (input.after.startDate && input.after.startDate !== input.before?.startDate) kinds.push('onboarding');
  if (input.after.endDate && input.after.endDate !== input.before?.endDate) kinds.push('offboarding');
  if (kinds.length === 0) return [];
  return withTransaction(deps.db, async (tx) => {
    const templates = await tx
      .select({ id: checklists.id, kind: checklists.kind, title: checklists.title })
      .from(checklists)
      .where(
        and(
          eq(checklists.companyId, ctx.companyId),
          eq(checklists.isTemplate, true),
          eq(checklists.autoStart, true),
          inArray(checklists.kind, kinds),
        ),
      )
      .orderBy(checklists.createdAt, checklists.id)
      .limit(TEMPLATES_MAX);
    if (templates.length === 0) return [];
    const employee = await loadEmployee(tx, ctx, input.employeeId);
    const started: AutoStartedChecklist[] = [];
    for (const template of templates) {
      const kind = template.kind as ChecklistKind;
      const [claimed] = await tx
        .insert(checklistAutoStarts)
        .values({ companyId: ctx.companyId, templateId: template.id, employeeId: employee.id })
        .onConflictDoNothing()
        .returning({ id: checklistAutoStarts.id });
      if (!claimed) continue;
      const checklist = await insertChecklist(
        { equipmentToReturn: deps.equipmentToReturn ?? assignedEquipmentToReturn },
        tx,
        ctx,
        {
          kind,
          isTemplate: false,
          title: autoStartedChecklistTitle(template.title, employee.name),
          regardingId: employee.id,
          date: null,
          templateId: template.id,
        },
        { startedAutomatically: true, trigger: kind === 'onboarding' ? 'startDate' : 'endDate' },
      );
      await tx
        .update(checklistAutoStarts)
        .set({ checklistId: checklist.id })
        .where(and(eq(checklistAutoStarts.companyId, ctx.companyId), eq(checklistAutoStarts.id, claimed.id)));
      started.push({
        checklistId: checklist.id,
        templateId: template.id,
        kind,
        assigneeIds: await assigneesOf(tx, ctx.companyId, checklist.id),
      });
    }
    return started;
  });
}

async function assigneesOf(tx: Tx, companyId: string, checklistId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: checklistTasks.assignedToId })
    .from(checklistTasks)
    .where(
      and(
        eq(checklistTasks.companyId, companyId),
        eq(checklistTasks.checklistId, checklistId),
        isNotNull(checklistTasks.assignedToId),
      ),
    );
  return rows.map((row) => row.id as string);
}
