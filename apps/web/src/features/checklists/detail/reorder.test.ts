import type { ChecklistDetail } from '@kollega/domain';
import { describe, expect, it } from 'vitest';
import { afterIdOf, applyLayout, layoutOf, moveWithin, placeTask } from './reorder';

const task = (id: string, groupId: string) => ({
  id,
  groupId,
  title: id,
  description: '',
  dueDate: null,
  dueOffsetDays: null,
  assignedTo: null,
  checked: false,
  completedAt: null,
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
});
