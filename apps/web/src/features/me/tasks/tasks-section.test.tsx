import type { MyChecklistTasks } from '@kollega/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '../../../test/fetch-stub';
import { renderPage } from '../../../test/render-page';
import { TasksSection } from './tasks-section';

afterEach(() => vi.unstubAllGlobals());

const TASKS: MyChecklistTasks = {
  tasks: [
    {
      id: 'task-1',
      title: 'Læs personalehåndbogen',
      description: '',
      dueDate: '2026-12-01',
      checked: false,
      completedAt: null,
      returnsEquipment: false,
      checklistTitle: 'Mias onboarding',
    },
    {
      id: 'task-2',
      title: 'Aflevér 💻 Computer',
      description: '',
      dueDate: null,
      checked: false,
      completedAt: null,
      returnsEquipment: true,
      checklistTitle: 'Mias offboarding',
    },
  ],
  total: 2,
};

describe("'Mig' → Opgaver", () => {
  it('ticks a task off, and leaves an Aflevér task to the admin', async () => {
    let tasks = TASKS;
    const api = stubApi({
      'GET /api/me/tasks': () => Response.json(tasks),
      'PUT /api/me/tasks/task-1': (call) => {
        const { checked } = call.body as { checked: boolean };
        const task = { ...TASKS.tasks[0]!, checked, completedAt: checked ? '2026-11-28T08:00:00Z' : null };
        tasks = { ...tasks, tasks: [task, TASKS.tasks[1]!] };
        return Response.json(task);
      },
    });
    await renderPage(() => <TasksSection />);
    const box = await screen.findByRole('checkbox', { name: 'Læs personalehåndbogen' });
    expect(screen.getByText('Mias onboarding · Frist 01.12.2026')).toBeTruthy();
    const handBack = screen.getByRole('checkbox', { name: 'Aflevér 💻 Computer' }) as HTMLInputElement;
    expect(handBack.disabled).toBe(true);
    expect(screen.getByText('Afleveringen af udstyr registreres af din administrator.')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Læs personalehåndbogen' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(api.callsTo('PUT', '/api/me/tasks/task-1').map((call) => call.body)).toEqual([{ checked: true }]);
  });

  it('shows a refusal in Danish', async () => {
    stubApi({
      'GET /api/me/tasks': () => Response.json({ tasks: [TASKS.tasks[0]], total: 1 }),
      'PUT /api/me/tasks/task-1': () => errorResponse(404, 'NOT_FOUND', 'Opgaven findes ikke.'),
    });
    await renderPage(() => <TasksSection />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Læs personalehåndbogen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Opgaven findes ikke.');
  });
});
