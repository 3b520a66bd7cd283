import type { ChecklistDetail, ChecklistTask } from '@kollega/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { SubTaskList } from './sub-task-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TASK: ChecklistTask = {
  id: 't1',
  groupId: 'g1',
  title: 'Bestil computer',
  description: '',
  dueDate: null,
  dueOffsetDays: null,
  assignedTo: null,
  returnsEquipment: false,
  checked: false,
  subTasks: [{ id: 's1', title: 'Vælg model', checked: false }],
};

const CHECKLIST = {
  id: 'c1',
  groups: [{ id: 'g1', title: 'Før første dag', tasks: [TASK] }],
} as unknown as ChecklistDetail;

describe('SubTaskList', () => {
  it("asks 'Bekræft sletning' before deleting a subtask; 'Annuller' keeps it", async () => {
    const api = stubApi({
      'DELETE /api/checklists/c1/subtasks/s1': () =>
        Response.json({ id: 's1', updatedAt: '2026-11-25T10:00:00.000Z' }),
    });
    await renderPage(() => <SubTaskList checklist={CHECKLIST} task={TASK} />);

    fireEvent.click(screen.getByRole('button', { name: 'Slet delopgaven Vælg model' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bekræft sletning' });
    expect(within(dialog).getByText('Er du sikker på, at du vil slette delopgaven?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bekræft sletning' })).toBeNull());
    expect(api.callsTo('DELETE', '/api/checklists/c1/subtasks/s1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Slet delopgaven Vælg model' }));
    dialog = await screen.findByRole('dialog', { name: 'Bekræft sletning' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/checklists/c1/subtasks/s1')).toHaveLength(1));
  });
});
