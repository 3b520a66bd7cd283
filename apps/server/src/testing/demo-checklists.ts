import { type ChecklistKind, dueDateFromOffset } from '@kollega/domain';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Db } from '../db/database';
import { checklistGroups, checklistSubTasks, checklists, checklistTasks } from '../db/schema/index';

export interface DemoTask {
  title: string;
  description?: string;
  dueOffsetDays?: number | null;
  checked?: boolean;
  subTasks?: { title: string; checked?: boolean }[];
}

export interface DemoChecklist {
  kind: ChecklistKind;
  isTemplate: boolean;
  title: string;
  date?: string | null;
  regardingId?: string | null;
  /** Offsets count from here (the employee's start or end date). */
  baseDate?: string | null;
  groups: { title: string; tasks: DemoTask[] }[];
}

/** decision 024's demo: a Danish onboarding template. */
export const DEMO_ONBOARDING_TEMPLATE: DemoChecklist = {
  kind: 'onboarding',
  isTemplate: true,
  title: 'Onboarding af ny medarbejder',
  groups: [
    {
      title: 'Før første dag',
      tasks: [
        {
          title: 'Send velkomstmail',
          dueOffsetDays: -7,
          description: 'Praktisk information: mødetid, adresse og hvem der tager imod.',
        },
        {
          title: 'Bestil computer og telefon',
          dueOffsetDays: -14,
          subTasks: [{ title: 'Vælg model' }, { title: 'Opsæt konti' }],
        },
        { title: 'Opret i lønsystemet', dueOffsetDays: -5 },
      ],
    },
    {
      title: 'Første dag',
      tasks: [
        { title: 'Velkomst og rundvisning', dueOffsetDays: 0 },
        { title: 'Udlever nøglekort', dueOffsetDays: 0 },
        { title: 'Frokost med teamet', dueOffsetDays: 0 },
      ],
    },
    {
      title: 'Første uge',
      tasks: [
        { title: 'Introduktion til værktøjer', dueOffsetDays: 2 },
        {
          title: 'Møde med nærmeste leder',
          dueOffsetDays: 4,
          subTasks: [{ title: 'Aftal mål for prøvetiden' }],
        },
      ],
    },
  ],
};

/** decision 024's demo: an offboarding template. */
export const DEMO_OFFBOARDING_TEMPLATE: DemoChecklist = {
  kind: 'offboarding',
  isTemplate: true,
  title: 'Fratrædelse',
  groups: [
    {
      title: 'Før sidste dag',
      tasks: [
        { title: 'Planlæg overdragelse af opgaver', dueOffsetDays: -14 },
        { title: 'Book exit interview', dueOffsetDays: -7 },
      ],
    },
    {
      title: 'Sidste dag',
      tasks: [
        { title: 'Luk adgang til systemer', dueOffsetDays: 0 },
        { title: 'Indsaml nøglekort', dueOffsetDays: 0 },
      ],
    },
  ],
};

/** A template applied: the same tree with dates from the base date and the given tasks checked. */
export function applyDemoTemplate(
  template: DemoChecklist,
  options: { title: string; regardingId: string | null; date: string | null; checkedCount?: number },
): DemoChecklist {
  let left = options.checkedCount ?? 0;
  return {
    ...template,
    isTemplate: false,
    title: options.title,
    regardingId: options.regardingId,
    date: options.date,
    baseDate: options.date,
    groups: template.groups.map((group) => ({
      ...group,
      tasks: group.tasks.map((task) => {
        const checked = left > 0;
        left -= 1;
        return {
          ...task,
          checked,
          subTasks: task.subTasks?.map((sub) => ({ ...sub, checked })),
        };
      }),
    })),
  };
}

/** A checklist of `groups` × `tasks` with a subtask on every fifth task: the bench's load. */
export function largeDemoChecklist(groups: number, tasks: number): DemoChecklist {
  return {
    kind: 'onboarding',
    isTemplate: false,
    title: `Stor tjekliste ${groups} × ${tasks}`,
    date: '2026-03-02',
    baseDate: '2026-03-02',
    groups: Array.from({ length: groups }, (_, g) => ({
      title: `Gruppe ${g + 1}`,
      tasks: Array.from({ length: tasks }, (_, t) => ({
        title: `Opgave ${g + 1}.${t + 1}`,
        description: 'Beskrivelse af opgaven.',
        dueOffsetDays: t - 10,
        checked: t % 3 === 0,
        subTasks: t % 5 === 0 ? [{ title: 'Delopgave' }, { title: 'Endnu en', checked: true }] : [],
      })),
    })),
  };
}

/** Writes a checklist with its groups, tasks and subtasks in four inserts; returns its id. */
export async function insertDemoChecklist(db: Db, companyId: string, demo: DemoChecklist): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checklists)
      .values({
        companyId,
        kind: demo.kind,
        isTemplate: demo.isTemplate,
        title: demo.title,
        date: demo.isTemplate ? null : (demo.date ?? null),
        regardingId: demo.isTemplate ? null : (demo.regardingId ?? null),
      })
      .returning({ id: checklists.id });
    if (!row) throw new Error('insert into checklists returned no row');
    if (demo.groups.length === 0) return row.id;
    const groupKeys = generateNKeysBetween(null, null, demo.groups.length);
    const groups = await tx
      .insert(checklistGroups)
      .values(
        demo.groups.map((group, index) => ({
          companyId,
          checklistId: row.id,
          title: group.title,
          position: groupKeys[index] as string,
        })),
      )
      .returning({ id: checklistGroups.id });
    const base = demo.isTemplate ? null : (demo.baseDate ?? null);
    const taskValues = demo.groups.flatMap((group, g) => {
      const keys = generateNKeysBetween(null, null, group.tasks.length);
      return group.tasks.map((task, t) => ({
        companyId,
        checklistId: row.id,
        groupId: groups[g]?.id as string,
        title: task.title,
        description: task.description ?? '',
        dueOffsetDays: task.dueOffsetDays ?? null,
        dueDate: dueDateFromOffset(base, task.dueOffsetDays ?? null),
        checked: task.checked ?? false,
        completedAt: task.checked ? new Date() : null,
        position: keys[t] as string,
      }));
    });
    if (taskValues.length === 0) return row.id;
    const tasks = await tx.insert(checklistTasks).values(taskValues).returning({ id: checklistTasks.id });
    const flatTasks = demo.groups.flatMap((group) => group.tasks);
    const subValues = flatTasks.flatMap((task, index) => {
      const subs = task.subTasks ?? [];
      const keys = generateNKeysBetween(null, null, subs.length);
      return subs.map((sub, s) => ({
        companyId,
        checklistId: row.id,
        taskId: tasks[index]?.id as string,
        title: sub.title,
        checked: sub.checked ?? false,
        completedAt: sub.checked ? new Date() : null,
        position: keys[s] as string,
      }));
    });
    if (subValues.length > 0) await tx.insert(checklistSubTasks).values(subValues);
    return row.id;
  });
}
