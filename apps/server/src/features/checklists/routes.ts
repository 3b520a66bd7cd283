import {
  checklistBoardSchema,
  checklistCreateSchema,
  checklistDetailSchema,
  checklistDetailsSchema,
  checklistListQuerySchema,
  checklistListResponseSchema,
  checklistWriteResultSchema,
  errorEnvelopeSchema,
  groupTitleSchema,
  moveSchema,
  myTasksResponseSchema,
  subTaskCreateSchema,
  subTaskUpdateSchema,
  taskCreateSchema,
  taskMoveSchema,
  taskUpdateSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth/request-context';
import { createChecklist } from './create-checklist';
import { deleteChecklist } from './delete-checklist';
import { assignedEquipmentToReturn, type ChecklistDeps, type EquipmentToReturn } from './deps';
import { getChecklistBoard } from './get-checklist';
import { createGroup } from './groups/create-group';
import { deleteGroup } from './groups/delete-group';
import { moveGroup } from './groups/move-group';
import { renameGroup } from './groups/rename-group';
import { listChecklists } from './list-checklists';
import { listMyTasks } from './my-tasks';
import { createSubTask } from './subtasks/create-sub-task';
import { deleteSubTask } from './subtasks/delete-sub-task';
import { moveSubTask } from './subtasks/move-sub-task';
import { updateSubTask } from './subtasks/update-sub-task';
import { createTask } from './tasks/create-task';
import { deleteTask } from './tasks/delete-task';
import { moveTask } from './tasks/move-task';
import { updateTask } from './tasks/update-task';
import { updateChecklist } from './update-checklist';

export interface ChecklistRoutesOptions {
  /** Decision 024: where 'Returnér udstyr' finds an employee's equipment; the equipment tables unless a test says otherwise. */
  equipmentToReturn?: EquipmentToReturn;
}

const checklistParams = z.object({ checklistId: z.string().max(100) });
const groupParams = checklistParams.extend({ groupId: z.string().max(100) });
const taskParams = checklistParams.extend({ taskId: z.string().max(100) });
const subTaskParams = checklistParams.extend({ subTaskId: z.string().max(100) });
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const written = { 200: checklistWriteResultSchema, ...errors };
const created = { 201: checklistWriteResultSchema, ...errors };

/**
 * Onboarding/offboarding (hr-core §2–§5, docs/rules/checklists.md#ruling-24, decision 024): the lists, the checklist page and one
 * small write per change (a group, a task, a subtask, a move). Admins only, everything in the caller's company;
 * another company's id answers 404 and changes nothing.
 */
export const checklistRoutes: FastifyPluginAsyncZod<ChecklistRoutesOptions> = async (app, options) => {
  const deps = (): ChecklistDeps => ({
    db: app.database.db,
    equipmentToReturn: options.equipmentToReturn ?? assignedEquipmentToReturn,
  });
  const tags = ['checklists'];
  const config = { access: 'admin' as const };

  app.get(
    '/api/checklists',
    {
      config,
      schema: {
        tags,
        summary: 'A tab of the list (onboarding, offboarding, templates) with progress, one bounded page',
        querystring: checklistListQuerySchema,
        response: { 200: checklistListResponseSchema, ...errors },
      },
    },
    async (request) => listChecklists(deps(), await requireAdmin(request), request.query),
  );

  app.get(
    '/api/checklists/my-tasks',
    {
      config,
      schema: {
        tags,
        summary: "'Mine opgaver': the caller's open tasks across checklists, earliest due date first",
        response: { 200: myTasksResponseSchema, ...errors },
      },
    },
    async (request) => listMyTasks(deps(), await requireAdmin(request)),
  );

  app.post(
    '/api/checklists',
    {
      config,
      schema: {
        tags,
        summary: "'Ny onboarding', 'Ny offboarding' or 'Ny skabelon', optionally copying a template",
        body: checklistCreateSchema,
        response: { 201: checklistDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createChecklist(deps(), await requireAdmin(request), request.body)),
  );

  app.get(
    '/api/checklists/:checklistId',
    {
      config,
      schema: {
        tags,
        summary:
          'One checklist or template with its groups, tasks and subtasks in order, in the compact shape (tasks as columns; expandChecklistBoard gives the full one)',
        params: checklistParams,
        response: { 200: checklistBoardSchema, ...errors },
      },
      // The schema documents the answer; checking 600 tasks against it again on the way out costs milliseconds a
      // request (decision 054), and the typed action already guarantees the shape (the tests parse it).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) =>
      getChecklistBoard(deps(), await requireAdmin(request), { checklistId: request.params.checklistId }),
  );

  app.put(
    '/api/checklists/:checklistId',
    {
      config,
      schema: {
        tags,
        summary: "'Ret detaljer': title, Vedrørende and date",
        params: checklistParams,
        body: checklistDetailsSchema,
        response: { 200: checklistDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateChecklist(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        ...request.body,
      }),
  );

  app.delete(
    '/api/checklists/:checklistId',
    {
      config,
      schema: { tags, summary: "'Slet'", params: checklistParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteChecklist(deps(), await requireAdmin(request), { checklistId: request.params.checklistId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/checklists/:checklistId/groups',
    {
      config,
      schema: {
        tags,
        summary: "'Tilføj gruppe'",
        params: checklistParams,
        body: groupTitleSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createGroup(deps(), await requireAdmin(request), {
          checklistId: request.params.checklistId,
          ...request.body,
        }),
      ),
  );

  app.put(
    '/api/checklists/:checklistId/groups/:groupId',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a group',
        params: groupParams,
        body: groupTitleSchema,
        response: written,
      },
    },
    async (request) =>
      renameGroup(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        groupId: request.params.groupId,
        ...request.body,
      }),
  );

  app.delete(
    '/api/checklists/:checklistId/groups/:groupId',
    {
      config,
      schema: { tags, summary: 'Delete a group and its tasks', params: groupParams, response: written },
    },
    async (request) =>
      deleteGroup(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        groupId: request.params.groupId,
      }),
  );

  app.post(
    '/api/checklists/:checklistId/groups/:groupId/move',
    {
      config,
      schema: {
        tags,
        summary: 'Move a group after another (afterId) or first (null)',
        params: groupParams,
        body: moveSchema,
        response: written,
      },
    },
    async (request) =>
      moveGroup(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        groupId: request.params.groupId,
        ...request.body,
      }),
  );

  app.post(
    '/api/checklists/:checklistId/tasks',
    {
      config,
      schema: {
        tags,
        summary: 'Add a task to a group',
        params: checklistParams,
        body: taskCreateSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createTask(deps(), await requireAdmin(request), {
          checklistId: request.params.checklistId,
          ...request.body,
        }),
      ),
  );

  app.patch(
    '/api/checklists/:checklistId/tasks/:taskId',
    {
      config,
      schema: {
        tags,
        summary: 'Change the fields sent of a task (title, description, due date, offset, assignee, checked)',
        params: taskParams,
        body: taskUpdateSchema,
        response: written,
      },
    },
    async (request) =>
      updateTask(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        taskId: request.params.taskId,
        ...request.body,
      }),
  );

  app.delete(
    '/api/checklists/:checklistId/tasks/:taskId',
    {
      config,
      schema: { tags, summary: 'Delete a task and its subtasks', params: taskParams, response: written },
    },
    async (request) =>
      deleteTask(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        taskId: request.params.taskId,
      }),
  );

  app.post(
    '/api/checklists/:checklistId/tasks/:taskId/move',
    {
      config,
      schema: {
        tags,
        summary: 'Move a task into a group of the same checklist, after a task (afterId) or first (null)',
        params: taskParams,
        body: taskMoveSchema,
        response: written,
      },
    },
    async (request) =>
      moveTask(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        taskId: request.params.taskId,
        ...request.body,
      }),
  );

  app.post(
    '/api/checklists/:checklistId/tasks/:taskId/subtasks',
    {
      config,
      schema: {
        tags,
        summary: 'Add a subtask',
        params: taskParams,
        body: subTaskCreateSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createSubTask(deps(), await requireAdmin(request), {
          checklistId: request.params.checklistId,
          taskId: request.params.taskId,
          ...request.body,
        }),
      ),
  );

  app.patch(
    '/api/checklists/:checklistId/subtasks/:subTaskId',
    {
      config,
      schema: {
        tags,
        summary: 'Rename or check a subtask',
        params: subTaskParams,
        body: subTaskUpdateSchema,
        response: written,
      },
    },
    async (request) =>
      updateSubTask(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        subTaskId: request.params.subTaskId,
        ...request.body,
      }),
  );

  app.delete(
    '/api/checklists/:checklistId/subtasks/:subTaskId',
    {
      config,
      schema: { tags, summary: 'Delete a subtask', params: subTaskParams, response: written },
    },
    async (request) =>
      deleteSubTask(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        subTaskId: request.params.subTaskId,
      }),
  );

  app.post(
    '/api/checklists/:checklistId/subtasks/:subTaskId/move',
    {
      config,
      schema: {
        tags,
        summary: 'Move a subtask within its task, after another (afterId) or first (null)',
        params: subTaskParams,
        body: moveSchema,
        response: written,
      },
    },
    async (request) =>
      moveSubTask(deps(), await requireAdmin(request), {
        checklistId: request.params.checklistId,
        subTaskId: request.params.subTaskId,
        ...request.body,
      }),
  );
};
