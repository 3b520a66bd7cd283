import {
  errorEnvelopeSchema,
  myTimeregQuerySchema,
  myTimeregResponseSchema,
  newTimeEntrySchema,
  timeEntriesCreatedSchema,
  timeEntrySchema,
  timeEntryUpdateSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../plugins/auth/request-context';
import type { TimeregDeps } from './deps';
import { addEntries } from './entries/add-entries';
import { deleteEntry } from './entries/delete-entry';
import { updateEntry } from './entries/update-entry';
import { getMyTimereg } from './get-my-timereg';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const entryParams = z.object({ entryId: z.string() });

/**
 * The employee app's own registrations under /api/me/timereg (decisions.md 18): the signed-in employee reaches
 * only their own days, and only while they register time.
 */
export const timeregMeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TimeregDeps => ({ db: app.database.db });

  app.get(
    '/api/me/timereg',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'My registrations, change log, approved weeks and warnings over at most 92 days',
        querystring: myTimeregQuerySchema,
        response: { 200: myTimeregResponseSchema, ...errors },
      },
    },
    async (request) => getMyTimereg(deps(), await requireMember(request), request.query),
  );

  app.post(
    '/api/me/timereg/entries',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'Register my work or absence in an open week',
        body: newTimeEntrySchema,
        response: { 201: timeEntriesCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireMember(request);
      const added = await addEntries(deps(), ctx, {
        employeeId: ctx.employeeId,
        entry: request.body,
        by: 'employee',
      });
      return reply.status(201).send(added);
    },
  );

  app.put(
    '/api/me/timereg/entries/:entryId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'Change one of my registrations in an open week',
        params: entryParams,
        body: timeEntryUpdateSchema,
        response: { 200: timeEntrySchema, ...errors },
      },
    },
    async (request) =>
      updateEntry(deps(), await requireMember(request), {
        entryId: request.params.entryId,
        entry: request.body,
        by: 'employee',
      }),
  );

  app.delete(
    '/api/me/timereg/entries/:entryId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'Delete one of my registrations in an open week',
        params: entryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEntry(deps(), await requireMember(request), {
        entryId: request.params.entryId,
        by: 'employee',
      });
      return reply.status(204).send(null);
    },
  );
};
