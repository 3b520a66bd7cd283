import {
  errorEnvelopeSchema,
  myBalanceSchema,
  myExportQuerySchema,
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
import { exportMyPdf, exportMyXlsx } from './me/export-my-registrations';
import { getMyBalance } from './me/my-balance';

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

  app.get(
    '/api/me/timereg/balance',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'My plus/minus over a range and my running balance at its end (decision 029)',
        querystring: myTimeregQuerySchema,
        response: { 200: myBalanceSchema, ...errors },
      },
    },
    async (request) => getMyBalance(deps(), await requireMember(request), request.query),
  );

  for (const format of ['xlsx', 'pdf'] as const) {
    app.get(
      `/api/me/timereg/export.${format}`,
      {
        config: { access: 'member' },
        schema: {
          tags: ['timereg'],
          summary: `My registrations over a period as ${format.toUpperCase()}, every day with norm and plus/minus`,
          querystring: myExportQuerySchema,
        },
      },
      async (request, reply) => {
        const ctx = await requireMember(request);
        const { fileName, file } =
          format === 'xlsx'
            ? await exportMyXlsx(deps(), ctx, request.query)
            : await exportMyPdf(deps(), ctx, request.query);
        return reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .type(
            format === 'xlsx'
              ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
              : 'application/pdf',
          )
          .send(file);
      },
    );
  }
};
