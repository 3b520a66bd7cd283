import type { ChecklistDetail } from '@kollega/domain';

/** The order on screen: groups, and each group's tasks, by id. */
export interface Layout {
  groupIds: string[];
  tasksByGroup: Record<string, string[]>;
}

export function layoutOf(detail: Pick<ChecklistDetail, 'groups'>): Layout {
  return {
    groupIds: detail.groups.map((group) => group.id),
    tasksByGroup: Object.fromEntries(
      detail.groups.map((group) => [group.id, group.tasks.map((task) => task.id)]),
    ),
  };
}

export function groupOfTask(layout: Layout, taskId: string): string | undefined {
  return layout.groupIds.find((groupId) => layout.tasksByGroup[groupId]?.includes(taskId));
}

/**
 * Where a dragged task lands when dropped over `overId` (a task, or a group's list `body:{groupId}`), or where
 * it is without one: the same places `onDragOver` and `onDragEnd` put it (before the task it is over). Read
 * before the drop's own layout change, which is what dnd-kit's announcements see.
 */
export function landingOf(
  layout: Layout,
  activeId: string,
  overId?: string,
): { groupId: string; index: number; count: number } | undefined {
  const from = groupOfTask(layout, activeId);
  if (from === undefined) return undefined;
  const overGroup = overId?.startsWith('body:')
    ? overId.slice('body:'.length)
    : groupOfTask(layout, overId ?? '');
  const to = overGroup !== undefined && layout.tasksByGroup[overGroup] ? overGroup : from;
  const tasks = layout.tasksByGroup[to] ?? [];
  const overIndex = overId === undefined ? -1 : tasks.indexOf(overId);
  if (to === from)
    return { groupId: to, index: overIndex >= 0 ? overIndex : tasks.indexOf(activeId), count: tasks.length };
  return { groupId: to, index: overIndex >= 0 ? overIndex : tasks.length, count: tasks.length + 1 };
}

/** Moves an id within a list to the index of another (dnd-kit's arrayMove, kept pure here). */
export function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/**
 * A task put into a group at an index (the end when index is undefined); the task leaves its old group.
 * Returns the same layout when nothing changes.
 */
export function placeTask(layout: Layout, taskId: string, groupId: string, index?: number): Layout {
  const from = groupOfTask(layout, taskId);
  if (from === undefined || layout.tasksByGroup[groupId] === undefined) return layout;
  const without = Object.fromEntries(
    Object.entries(layout.tasksByGroup).map(([id, tasks]) => [id, tasks.filter((task) => task !== taskId)]),
  );
  const target = [...(without[groupId] ?? [])];
  target.splice(index === undefined ? target.length : Math.max(0, Math.min(index, target.length)), 0, taskId);
  const tasksByGroup = { ...without, [groupId]: target };
  const same = layout.tasksByGroup[groupId]?.join() === target.join() && from === groupId;
  return same ? layout : { ...layout, tasksByGroup };
}

/** The sibling a row now comes after (null: first): what the server's move takes. */
export function afterIdOf(ids: readonly string[], id: string): string | null {
  const index = ids.indexOf(id);
  return index > 0 ? (ids[index - 1] ?? null) : null;
}

/** The detail re-ordered as the layout says: the page shows a move at once, before the server answers. */
export function applyLayout(detail: ChecklistDetail, layout: Layout): ChecklistDetail {
  const groups = new Map(detail.groups.map((group) => [group.id, group]));
  const tasks = new Map(detail.groups.flatMap((group) => group.tasks).map((task) => [task.id, task]));
  return {
    ...detail,
    groups: layout.groupIds.flatMap((groupId) => {
      const group = groups.get(groupId);
      if (!group) return [];
      const ordered = (layout.tasksByGroup[groupId] ?? []).flatMap((taskId) => {
        const task = tasks.get(taskId);
        return task ? [{ ...task, groupId }] : [];
      });
      return [{ ...group, tasks: ordered }];
    }),
  };
}
