import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type DroppableContainer,
  getFirstCollision,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ChecklistDetail } from '@kollega/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useMoveGroup } from '../api/move-group';
import { useMoveTask } from '../api/move-task';
import { showAtOnce } from '../api/show-at-once';
import { DANISH_DRAG_INSTRUCTIONS, danishAnnouncements } from './announcements';
import { GroupCard } from './group-card';
import {
  afterIdOf,
  applyLayout,
  groupOfTask,
  type Layout,
  landingOf,
  layoutOf,
  moveWithin,
  placeTask,
} from './reorder';

type DragType = 'group' | 'task' | 'group-body';

function typeOf(container: { data: { current?: Record<string, unknown> | undefined } } | null | undefined) {
  return container?.data.current?.type as DragType | undefined;
}

/** While a group is dragged only groups are targets; while a task is, only tasks and the groups' task lists. */
function targetsFor(
  activeType: DragType | undefined,
  containers: DroppableContainer[],
): DroppableContainer[] {
  return containers.filter((container) =>
    activeType === 'group' ? typeOf(container) === 'group' : typeOf(container) !== 'group',
  );
}

/** Task targets without the lists of groups that have tasks: an arrow key lands on a task or an empty group. */
function keyboardTargets(activeType: DragType | undefined, containers: DroppableContainer[], layout: Layout) {
  return targetsFor(activeType, containers).filter(
    (container) =>
      typeOf(container) !== 'group-body' ||
      (layout.tasksByGroup[String(container.data.current?.groupId)] ?? []).length === 0,
  );
}

/**
 * Where a dragged item is (dnd-kit's multiple-containers recipe): a group among groups by its centre; a task
 * under the pointer (or overlapping), and over a group's list the nearest task of that list.
 */
function collisionsFor(layout: () => Layout): CollisionDetection {
  return (args) => {
    const activeType = typeOf(args.active);
    const targets = targetsFor(activeType, args.droppableContainers);
    if (activeType === 'group') return closestCenter({ ...args, droppableContainers: targets });
    const pointer = pointerWithin({ ...args, droppableContainers: targets });
    const hits = pointer.length > 0 ? pointer : rectIntersection({ ...args, droppableContainers: targets });
    const first = getFirstCollision(hits);
    if (!first) return [];
    const container = args.droppableContainers.find((c) => c.id === first.id);
    if (typeOf(container) === 'group-body') {
      const tasks = layout().tasksByGroup[String(container?.data.current?.groupId)] ?? [];
      if (tasks.length > 0) {
        return closestCenter({
          ...args,
          droppableContainers: targets.filter((c) => tasks.includes(String(c.id))),
        });
      }
    }
    return [first];
  };
}

/** The arrow keys move among targets of the dragged item's kind only. */
function keyboardCoordinatesFor(layout: () => Layout): KeyboardCoordinateGetter {
  return (event, args) => {
    const { droppableContainers } = args.context;
    const activeType = typeOf(args.context.active);
    const filtered = {
      getEnabled: () => keyboardTargets(activeType, droppableContainers.getEnabled(), layout()),
      get: (id: string | number) => droppableContainers.get(id),
    } as unknown as typeof droppableContainers;
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...args.context, droppableContainers: filtered },
    });
  };
}

/**
 * The groups and their tasks, reordered by drag and drop (dnd-kit): with the mouse or touch, and with the
 * keyboard (space to pick up, arrows, space to drop), announced in Danish. A drop shows at once and sends one
 * move of one row to the server (decision 024).
 */
export function ChecklistBoard({ checklist }: { checklist: ChecklistDetail }) {
  const queryClient = useQueryClient();
  const moveGroup = useMoveGroup(checklist.id);
  const moveTask = useMoveTask(checklist.id);
  const [dragging, setDragging] = useState<Layout | null>(null);
  const layout = useMemo(() => dragging ?? layoutOf(checklist), [dragging, checklist]);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const draggingRef = useRef(dragging);
  draggingRef.current = dragging;
  const shown = useMemo(
    () => (dragging ? applyLayout(checklist, dragging) : checklist),
    [dragging, checklist],
  );
  const titles = useMemo(() => {
    const map = new Map<string, string>();
    for (const group of checklist.groups) {
      map.set(group.id, group.title);
      for (const task of group.tasks) map.set(task.id, task.title);
    }
    return map;
  }, [checklist]);

  const collisions = useMemo(() => collisionsFor(() => layoutRef.current), []);
  const keyboardCoordinates = useMemo(() => keyboardCoordinatesFor(() => layoutRef.current), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  /** 'plads 2 af 3 i gruppen Første dag': where the item is, or lands when dropped over `overId`. */
  const describePlace = (id: string, overId?: string) => {
    const current = layoutRef.current;
    const groupIndex = current.groupIds.indexOf(id);
    if (groupIndex >= 0) {
      const overIndex = overId ? current.groupIds.indexOf(overId) : -1;
      return `plads ${(overIndex >= 0 ? overIndex : groupIndex) + 1} af ${current.groupIds.length} blandt grupperne`;
    }
    const landing = landingOf(current, id, overId);
    if (!landing) return null;
    return `plads ${landing.index + 1} af ${landing.count} i gruppen ${titles.get(landing.groupId) ?? ''}`;
  };

  const onDragStart = (_event: DragStartEvent) => setDragging(layoutOf(checklist));

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || typeOf(active) !== 'task') return;
    setDragging((current) => {
      if (!current) return current;
      const taskId = String(active.id);
      const from = groupOfTask(current, taskId);
      const overType = typeOf(over);
      const to =
        overType === 'group-body'
          ? String(over.data.current?.groupId)
          : groupOfTask(current, String(over.id));
      if (!from || !to || from === to) return current;
      const index = overType === 'task' ? current.tasksByGroup[to]?.indexOf(String(over.id)) : undefined;
      return placeTask(current, taskId, to, index);
    });
  };

  const finish = (next: Layout) => {
    showAtOnce(queryClient, checklist.id, (old) => applyLayout(old, next));
    setDragging(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = draggingRef.current;
    if (!current || !over) {
      setDragging(null);
      return;
    }
    const activeId = String(active.id);
    if (typeOf(active) === 'group') {
      const from = current.groupIds.indexOf(activeId);
      const to = current.groupIds.indexOf(String(over.id));
      if (from < 0 || to < 0 || from === to) {
        setDragging(null);
        return;
      }
      const groupIds = moveWithin(current.groupIds, from, to);
      finish({ ...current, groupIds });
      moveGroup.mutate({ groupId: activeId, afterId: afterIdOf(groupIds, activeId) });
      return;
    }
    const groupId = groupOfTask(current, activeId);
    if (!groupId) {
      setDragging(null);
      return;
    }
    let next = current;
    const tasks = current.tasksByGroup[groupId] ?? [];
    if (typeOf(over) === 'task' && tasks.includes(String(over.id))) {
      const from = tasks.indexOf(activeId);
      const to = tasks.indexOf(String(over.id));
      if (from !== to)
        next = {
          ...current,
          tasksByGroup: { ...current.tasksByGroup, [groupId]: moveWithin(tasks, from, to) },
        };
    }
    const original = layoutOf(checklist);
    const before = original.tasksByGroup[groupOfTask(original, activeId) ?? '']?.join();
    const after = next.tasksByGroup[groupId] ?? [];
    if (groupOfTask(original, activeId) === groupId && before === after.join()) {
      setDragging(null);
      return;
    }
    finish(next);
    moveTask.mutate({ taskId: activeId, groupId, afterId: afterIdOf(after, activeId) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements: danishAnnouncements(describePlace),
        screenReaderInstructions: DANISH_DRAG_INSTRUCTIONS,
      }}
    >
      <SortableContext items={layout.groupIds} strategy={verticalListSortingStrategy}>
        <Stack gap="md">
          {shown.groups.map((group) => (
            <GroupCard key={group.id} checklist={checklist} group={group} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
