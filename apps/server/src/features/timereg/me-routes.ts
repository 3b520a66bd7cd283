import {
  absenceBalancesQuerySchema,
  absenceBalancesResponseSchema,
  clockStateSchema,
  clockStoppedSchema,
  clockStopSchema,
  enabledAbsenceTypesResponseSchema,
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
import { sendAttachment, sendWorkbook } from '../../plugins/send-attachment';
import { getMyAbsenceBalances } from './absences/absence-quotas';
import { getEnabledAbsenceTypes } from './absences/absence-type-settings';
import { cancelClock } from './clock/cancel-clock';
import { getMyClock } from './clock/get-my-clock';
import { setClockBreak } from './clock/set-clock-break';
import { startClock } from './clock/start-clock';
import { stopClock } from './clock/stop-clock';
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
 * The employee app's own registrations under /api/me/timereg (docs/rules/platform.md#ruling-18): the signed-in employee reaches
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

  // Clocking in and out (issue 17, decision 030): one running clock per employee, kept on the server.
  app.get(
    '/api/me/timereg/clock',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'My running clock, or null',
        response: { 200: clockStateSchema, ...errors },
      },
    },
    async (request) => getMyClock(deps(), await requireMember(request)),
  );

  app.post(
    '/api/me/timereg/clock/start',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: "Clock in now ('Start arbejdsdag')",
        response: { 201: clockStateSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await startClock(deps(), await requireMember(request))),
  );

  app.post(
    '/api/me/timereg/clock/break/start',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: "Start a break on my running clock ('Start pause')",
        response: { 200: clockStateSchema, ...errors },
      },
    },
    async (request) => setClockBreak(deps(), await requireMember(request), { onBreak: true }),
  );

  app.post(
    '/api/me/timereg/clock/break/stop',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: "End the break on my running clock ('Slut pause')",
        response: { 200: clockStateSchema, ...errors },
      },
    },
    async (request) => setClockBreak(deps(), await requireMember(request), { onBreak: false }),
  );

  app.post(
    '/api/me/timereg/clock/stop',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary:
          "Clock out ('Slut arbejdsdag'), now or at a corrected end: the clock becomes a work registration",
        body: clockStopSchema,
        response: { 201: clockStoppedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stopClock(deps(), await requireMember(request), request.body)),
  );

  app.delete(
    '/api/me/timereg/clock',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'Drop my running clock without a registration',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelClock(deps(), await requireMember(request));
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

  app.get(
    '/api/me/timereg/absence-types',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'The optional absence types my company uses, for the absence form (issue 34)',
        response: { 200: enabledAbsenceTypesResponseSchema, ...errors },
      },
    },
    async (request) => getEnabledAbsenceTypes(deps(), await requireMember(request)),
  );

  app.get(
    '/api/me/timereg/absence-balances',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'My Omsorgsdage and Seniordage used of the year’s quota (issue 34)',
        querystring: absenceBalancesQuerySchema,
        response: { 200: absenceBalancesResponseSchema, ...errors },
      },
    },
    async (request) => getMyAbsenceBalances(deps(), await requireMember(request), request.query),
  );

  for (const format of ['xlsx', 'pdf'] as const) {
    app.get(
      `/api/me/timereg/export.${format}`,
      {
        // One at a time per company in embedded mode (issue 25); the web makes the PDF as a background job.
        config: { access: 'member', heavy: true },
        schema: {
          tags: ['timereg'],
          summary: `My registrations over a period as ${format.toUpperCase()}, every day with norm and plus/minus`,
          querystring: myExportQuerySchema,
        },
      },
      async (request, reply) => {
        const ctx = await requireMember(request);
        if (format === 'xlsx') return sendWorkbook(reply, await exportMyXlsx(deps(), ctx, request.query));
        const { fileName, file } = await exportMyPdf(deps(), ctx, request.query);
        return sendAttachment(reply, { data: file, fileName, contentType: 'application/pdf' });
      },
    );
  }
};
