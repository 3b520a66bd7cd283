import {
  errorEnvelopeSchema,
  myChecklistTaskSchema,
  myChecklistTasksSchema,
  myTaskCheckSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionRoutes } from '../../../plugins/action-route';
import type { MeDeps } from '../deps';
import { checkMyTask, listMyChecklistTasks } from './my-tasks';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** 'Mig' → Opgaver (issue 27, decision 041): the caller's own checklist tasks, to tick off. */
export const myTaskRoutes: FastifyPluginAsyncZod<{ deps: () => MeDeps }> = async (app, options) => {
  const route = actionRoutes(app, options.deps);

  route.get('/api/me/tasks', {
    access: 'member',
    schema: {
      tags: ['me'],
      summary: 'The checklist tasks assigned to me',
      response: { 200: myChecklistTasksSchema, ...errors },
    },
    action: listMyChecklistTasks,
  });

  route.put('/api/me/tasks/:taskId', {
    access: 'member',
    schema: {
      tags: ['me'],
      summary: 'Tick one of my tasks off, or untick it',
      params: z.object({ taskId: z.string() }),
      body: myTaskCheckSchema,
      response: { 200: myChecklistTaskSchema, ...errors },
    },
    input: (request) => ({ taskId: request.params.taskId, checked: request.body.checked }),
    action: checkMyTask,
  });
};
