import { describe, expect, it } from 'vitest';
import {
  checklistBoardSchema,
  compactChecklistBoard,
  expandChecklistBoard,
  shortId,
  uuidOf,
} from './checklist-board';
import type { ChecklistDetail, ChecklistTask } from './checklist-contracts';

const uuid = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${'f'.repeat(11)}${n % 10}`;

const task = (n: number, overrides: Partial<ChecklistTask> = {}): ChecklistTask => ({
  id: uuid(n),
  groupId: uuid(1),
  title: `Opgave ${n}`,
  description: '',
  dueDate: null,
  dueOffsetDays: null,
  assignedTo: null,
  returnsEquipment: false,
  checked: false,
  subTasks: [],
  ...overrides,
});

const anne = { id: uuid(900), name: 'Anne Hansen' };
const DETAIL: ChecklistDetail = {
  id: uuid(500),
  title: 'Anne',
  kind: 'onboarding',
  isTemplate: false,
  autoStart: false,
  date: '2026-03-30',
  regarding: anne,
  taskCount: 4,
  checkedCount: 1,
  completed: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  groups: [
    {
      id: uuid(1),
      title: 'Før første dag',
      tasks: [
        // Monday 30 March 2026 minus 10 days is Friday 20 March.
        task(10, { dueOffsetDays: -10, dueDate: '2026-03-20', description: 'Vælg model', assignedTo: anne }),
        // An offset whose date was set by hand to another day, and a date without an offset.
        task(11, { dueOffsetDays: 3, dueDate: '2026-04-10', checked: true }),
        task(12, {
          dueDate: '2026-05-01',
          returnsEquipment: true,
          assignedTo: anne,
          subTasks: [
            { id: uuid(20), title: 'Delopgave', checked: true },
            { id: uuid(21), title: 'Endnu en', checked: false },
          ],
        }),
      ],
    },
    {
      id: uuid(2),
      title: 'Første dag',
      tasks: [task(13, { groupId: uuid(2), dueOffsetDays: 0, dueDate: null })],
    },
    { id: uuid(3), title: 'Tom', tasks: [] },
  ],
};

describe('short ids', () => {
  it('writes a UUID in 22 characters and reads it back, lower-case', () => {
    for (const id of [
      uuid(1),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ]) {
      expect(shortId(id)).toHaveLength(22);
      expect(uuidOf(shortId(id))).toBe(id);
    }
    expect(shortId('00000000-0000-0000-0000-000000000000')).toBe('A'.repeat(22));
    // Pinned: the wire format must not change with how it is computed.
    expect(shortId('ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(`${'_'.repeat(21)}w`);
    expect(shortId('0123abcd-4567-89ef-8a1b-2c3d4e5f6071')).toBe('ASOrzUVnie-KGyw9Tl9gcQ');
    expect(shortId('0123ABCD-4567-89EF-8A1B-2C3D4E5F6071')).toBe('ASOrzUVnie-KGyw9Tl9gcQ');
    expect(uuidOf(shortId('ABCDEF01-2345-4789-8abc-def012345678'))).toBe(
      'abcdef01-2345-4789-8abc-def012345678',
    );
  });

  it('refuses what is not a UUID or a short id', () => {
    expect(() => shortId('t1')).toThrow();
    expect(() => shortId('0123abcd-4567-89ef-8a1b-2c3d4e5f607g')).toThrow();
    expect(() => uuidOf('t1')).toThrow();
    expect(() => uuidOf(`${'A'.repeat(21)}B`)).toThrow();
  });
});

describe('the compact checklist board', () => {
  it('expands to exactly the checklist it was made from', () => {
    const board = compactChecklistBoard(DETAIL, '2026-03-30');
    expect(checklistBoardSchema.parse(board)).toEqual(board);
    expect(expandChecklistBoard(JSON.parse(JSON.stringify(board)))).toEqual(DETAIL);
  });

  it('sends defaults, the group and derivable dates not at all, and each assignee once', () => {
    const board = compactChecklistBoard(DETAIL, '2026-03-30');
    expect(board.people).toEqual([anne]);
    const [first, second, empty] = board.groups;
    expect(first?.tasks).toMatchObject({
      description: ['Vælg model', '', ''],
      dueOffsetDays: [-10, 3, null],
      // Only the hand-set date and the date without an offset; -10 is the base's own.
      dueDate: { 1: '2026-04-10', 2: '2026-05-01' },
      assignedTo: { 0: 0, 2: 0 },
      checked: [1],
      returnsEquipment: [2],
      subTasks: { task: [2, 2], title: ['Delopgave', 'Endnu en'], checked: [0] },
    });
    // An offset of 0 from 30 March is 30 March, but the task has no date: that difference is sent.
    expect(second?.tasks).toEqual({
      id: [shortId(uuid(13))],
      title: ['Opgave 13'],
      dueOffsetDays: [0],
      dueDate: { 0: null },
    });
    expect(empty?.tasks).toEqual({ id: [], title: [] });
    expect(JSON.stringify(board)).not.toContain('groupId');
  });

  it('without an employee, dates left on the tasks count from a base found from the first of them', () => {
    const orphan: ChecklistDetail = { ...DETAIL, regarding: null };
    const board = compactChecklistBoard(orphan, null);
    // 20 March less -10 days: 30 March, which also gives task 11 its offset's date… but not its hand-set one.
    expect(board.dueBase).toBe('2026-03-30');
    expect(board.groups[0]?.tasks.dueDate).toEqual({ 1: '2026-04-10', 2: '2026-05-01' });
    expect(expandChecklistBoard(board)).toEqual(orphan);
  });

  it('tasks sharing an offset each keep their own date: only the one moved by hand is sent', () => {
    const shared: ChecklistDetail = {
      ...DETAIL,
      groups: [
        {
          id: uuid(1),
          title: 'Før',
          tasks: [
            // 30 March + 1 day is Tuesday 31 March, twice; the second was moved to Wednesday.
            task(10, { dueOffsetDays: 1, dueDate: '2026-03-31' }),
            task(11, { dueOffsetDays: 1, dueDate: '2026-04-01' }),
            task(12, { dueOffsetDays: 1, dueDate: '2026-03-31' }),
          ],
        },
      ],
    };
    const board = compactChecklistBoard(shared, '2026-03-30');
    expect(board.groups[0]?.tasks.dueDate).toEqual({ 1: '2026-04-01' });
    expect(expandChecklistBoard(board)).toEqual(shared);
  });

  it('a template has no base date: every offset stands without a date', () => {
    const template: ChecklistDetail = {
      ...DETAIL,
      isTemplate: true,
      date: null,
      regarding: null,
      groups: [{ id: uuid(1), title: 'Før', tasks: [task(10, { dueOffsetDays: -7 })] }],
    };
    const board = compactChecklistBoard(template, null);
    expect(board.dueBase).toBeNull();
    expect(board.groups[0]?.tasks.dueDate).toBeUndefined();
    expect(expandChecklistBoard(board)).toEqual(template);
  });
});
