import { describe, expect, it } from 'vitest';
import { checklistCreateSchema, taskUpdateSchema } from './checklist-contracts';
import { checklistProgressText } from './checklist-messages';
import {
  dueDateFromOffset,
  isChecklistCompleted,
  isTaskOverdue,
  isWorkingDay,
  nextWorkingDay,
} from './checklist-rules';

describe('completion (hr-core §5)', () => {
  it('needs at least one task, all checked', () => {
    expect(isChecklistCompleted({ taskCount: 0, checkedCount: 0 })).toBe(false);
    expect(isChecklistCompleted({ taskCount: 3, checkedCount: 2 })).toBe(false);
    expect(isChecklistCompleted({ taskCount: 3, checkedCount: 3 })).toBe(true);
    expect(checklistProgressText(2, 3)).toBe('2 af 3 opgaver');
  });
});

describe('due dates from offsets (docs/rules/checklists.md#ruling-24)', () => {
  it('keeps a working day', () => {
    expect(isWorkingDay('2026-03-02')).toBe(true);
    expect(dueDateFromOffset('2026-03-02', 0)).toBe('2026-03-02');
    expect(dueDateFromOffset('2026-03-02', 3)).toBe('2026-03-05');
  });
  it('moves a Saturday or Sunday to Monday', () => {
    expect(dueDateFromOffset('2026-03-02', 5)).toBe('2026-03-09'); // Saturday 7 March
    expect(dueDateFromOffset('2026-03-02', 6)).toBe('2026-03-09'); // Sunday 8 March
    expect(dueDateFromOffset('2026-03-09', -1)).toBe('2026-03-09'); // Sunday before → the Monday
  });
  it('moves across Easter: skærtorsdag to 2. påskedag', () => {
    // Easter 2026: Sunday 5 April; skærtorsdag 2 April, langfredag 3 April, 2. påskedag 6 April.
    expect(nextWorkingDay('2026-04-02')).toBe('2026-04-07');
    expect(dueDateFromOffset('2026-04-01', 1)).toBe('2026-04-07');
    expect(dueDateFromOffset('2026-04-01', -2)).toBe('2026-03-30');
  });
  it('moves Kristi himmelfartsdag and pinse', () => {
    expect(nextWorkingDay('2026-05-14')).toBe('2026-05-15'); // Kristi himmelfartsdag (Thursday)
    expect(nextWorkingDay('2026-05-24')).toBe('2026-05-26'); // Pinsedag, 2. pinsedag
  });
  it('moves across the year end: juledag, 2. juledag, the weekend and nytårsdag', () => {
    expect(nextWorkingDay('2026-12-25')).toBe('2026-12-28'); // Fri 25, Sat 26, Sun 27
    expect(dueDateFromOffset('2027-12-20', 5)).toBe('2027-12-27'); // Sat 25 → Sun 26 → Mon 27
    expect(dueDateFromOffset('2026-12-28', 4)).toBe('2027-01-04'); // Fri 1 Jan 2027 → Mon 4
    expect(dueDateFromOffset('2027-01-04', -3)).toBe('2027-01-04'); // 1 Jan → the next working day
  });
  it('gives no date without a base date or an offset', () => {
    expect(dueDateFromOffset(null, 3)).toBeNull();
    expect(dueDateFromOffset('2026-03-02', null)).toBeNull();
  });
  it('marks open tasks past their date as overdue', () => {
    expect(isTaskOverdue({ checked: false, dueDate: '2026-03-01' }, '2026-03-02')).toBe(true);
    expect(isTaskOverdue({ checked: true, dueDate: '2026-03-01' }, '2026-03-02')).toBe(false);
    expect(isTaskOverdue({ checked: false, dueDate: '2026-03-02' }, '2026-03-02')).toBe(false);
    expect(isTaskOverdue({ checked: false, dueDate: null }, '2026-03-02')).toBe(false);
  });
});

describe('contracts', () => {
  it('says Titel mangler for a blank title', () => {
    const result = checklistCreateSchema.safeParse({ kind: 'onboarding', title: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Titel mangler');
  });
  it('turns blank optional ids and dates into null, and keeps an absent task field absent', () => {
    const parsed = checklistCreateSchema.parse({
      kind: 'offboarding',
      title: 'Farvel',
      regardingId: '',
      date: '',
      templateId: '',
    });
    expect(parsed).toMatchObject({ regardingId: null, date: null, templateId: null, isTemplate: false });
    expect(taskUpdateSchema.parse({ checked: true })).toEqual({ checked: true });
    expect(taskUpdateSchema.parse({ dueDate: '', assignedToId: '' })).toEqual({
      dueDate: null,
      assignedToId: null,
    });
  });
});
