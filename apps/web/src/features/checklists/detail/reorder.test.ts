import type { ChecklistDetail } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import { afterIdOf, applyLayout, landingOf, layoutOf, moveWithin, placeTask } from './reorder';

const task = (id: string, groupId: string) => ({
  id,
  groupId,
  title: id,
  description: '',
  dueDate: null,
  dueOffsetDays: null,
  assignedTo: null,
  checked: false,
  subTasks: [],
});
const detail = {
  groups: [
    { id: 'g1', title: 'Før første dag', tasks: [task('a', 'g1'), task('b', 'g1')] },
    { id: 'g2', title: 'Første dag', tasks: [task('c', 'g2')] },
  ],
} as unknown as ChecklistDetail;

describe('reordering', () => {
  it('moves within a list and names the sibling before', () => {
    expect(moveWithin(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(afterIdOf(['b', 'c', 'a'], 'a')).toBe('c');
    expect(afterIdOf(['b', 'c', 'a'], 'b')).toBeNull();
  });
  it('moves a task to another group at an index, or to the end', () => {
    const layout = layoutOf(detail);
    expect(placeTask(layout, 'a', 'g2', 0).tasksByGroup).toEqual({ g1: ['b'], g2: ['a', 'c'] });
    expect(placeTask(layout, 'a', 'g2').tasksByGroup).toEqual({ g1: ['b'], g2: ['c', 'a'] });
    expect(placeTask(layout, 'a', 'g1', 0)).toBe(layout);
    expect(placeTask(layout, 'x', 'g2')).toBe(layout);
  });
  it('applies a layout to the detail', () => {
    const moved = applyLayout(detail, {
      groupIds: ['g2', 'g1'],
      tasksByGroup: { g1: ['b'], g2: ['c', 'a'] },
    });
    expect(moved.groups.map((group) => [group.id, group.tasks.map((t) => `${t.id}@${t.groupId}`)])).toEqual([
      ['g2', ['c@g2', 'a@g2']],
      ['g1', ['b@g1']],
    ]);
  });

  it('says where a dragged task lands: its own place, over a task of its group, over another group', () => {
    const layout = layoutOf(detail);
    expect(landingOf(layout, 'b')).toEqual({ groupId: 'g1', index: 1, count: 2 });
    // ArrowUp over 'a': 'b' would take place 1 of 2 (the announcement the keyboard test waits for).
    expect(landingOf(layout, 'b', 'a')).toEqual({ groupId: 'g1', index: 0, count: 2 });
    // Over 'c' of the other group: before it, so place 1 of 2 there.
    expect(landingOf(layout, 'a', 'c')).toEqual({ groupId: 'g2', index: 0, count: 2 });
    // Over the other group's list: at its end.
    expect(landingOf(layout, 'a', 'body:g2')).toEqual({ groupId: 'g2', index: 1, count: 2 });
    expect(landingOf(layout, 'unknown')).toBeUndefined();
  });
});
