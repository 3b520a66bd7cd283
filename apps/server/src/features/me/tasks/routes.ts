import {
  errorEnvelopeSchema,
  myChecklistTaskSchema,
  myChecklistTasksSchema,
  myTaskCheckSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../plugins/auth/request-context';
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
  const { deps } = options;

  app.get(
    '/api/me/tasks',
    {
      config: { access: 'member' },
      schema: {
        tags: ['me'],
        summary: 'The checklist tasks assigned to me',
        response: { 200: myChecklistTasksSchema, ...errors },
      },
    },
    async (request) => listMyChecklistTasks(deps(), await requireMember(request)),
  );

  app.put(
    '/api/me/tasks/:taskId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['me'],
        summary: 'Tick one of my tasks off, or untick it',
        params: z.object({ taskId: z.string() }),
        body: myTaskCheckSchema,
        response: { 200: myChecklistTaskSchema, ...errors },
      },
    },
    async (request) =>
      checkMyTask(deps(), await requireMember(request), {
        taskId: request.params.taskId,
        checked: request.body.checked,
      }),
  );
};
