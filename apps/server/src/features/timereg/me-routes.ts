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
  timeBankResponseSchema,
  timeEntriesCreatedSchema,
  timeEntrySchema,
  timeEntryUpdateSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionRoutes } from '../../plugins/action-route';
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
import { getMyTimeBank } from './time-bank/get-employee-time-bank';

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
  const route = actionRoutes(app, (): TimeregDeps => ({ db: app.database.db }));

  route.get('/api/me/timereg', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'My registrations, change log, approved weeks and warnings over at most 92 days',
      querystring: myTimeregQuerySchema,
      response: { 200: myTimeregResponseSchema, ...errors },
    },
    input: (request) => request.query,
    action: getMyTimereg,
  });

  route.post('/api/me/timereg/entries', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'Register my work or absence in an open week',
      body: newTimeEntrySchema,
      response: { 201: timeEntriesCreatedSchema, ...errors },
    },
    // The caller's own days: the employee id comes from the verified context.
    input: (request, ctx) => ({ employeeId: ctx.employeeId, entry: request.body, by: 'employee' as const }),
    action: addEntries,
    status: 201,
  });

  route.put('/api/me/timereg/entries/:entryId', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'Change one of my registrations in an open week',
      params: entryParams,
      body: timeEntryUpdateSchema,
      response: { 200: timeEntrySchema, ...errors },
    },
    input: (request) => ({ entryId: request.params.entryId, entry: request.body, by: 'employee' as const }),
    action: updateEntry,
  });

  route.delete('/api/me/timereg/entries/:entryId', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'Delete one of my registrations in an open week',
      params: entryParams,
      response: { 204: z.null(), ...errors },
    },
    input: (request) => ({ entryId: request.params.entryId, by: 'employee' as const }),
    action: deleteEntry,
    status: 204,
  });

  // Clocking in and out (issue 17, decision 030): one running clock per employee, kept on the server.
  route.get('/api/me/timereg/clock', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'My running clock, or null',
      response: { 200: clockStateSchema, ...errors },
    },
    action: getMyClock,
  });

  route.post('/api/me/timereg/clock/start', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: "Clock in now ('Start arbejdsdag')",
      response: { 201: clockStateSchema, ...errors },
    },
    action: startClock,
    status: 201,
  });

  route.post('/api/me/timereg/clock/break/start', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: "Start a break on my running clock ('Start pause')",
      response: { 200: clockStateSchema, ...errors },
    },
    input: () => ({ onBreak: true }),
    action: setClockBreak,
  });

  route.post('/api/me/timereg/clock/break/stop', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: "End the break on my running clock ('Slut pause')",
      response: { 200: clockStateSchema, ...errors },
    },
    input: () => ({ onBreak: false }),
    action: setClockBreak,
  });

  route.post('/api/me/timereg/clock/stop', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary:
        "Clock out ('Slut arbejdsdag'), now or at a corrected end: the clock becomes a work registration",
      body: clockStopSchema,
      response: { 201: clockStoppedSchema, ...errors },
    },
    input: (request) => request.body,
    action: stopClock,
    status: 201,
  });

  route.delete('/api/me/timereg/clock', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'Drop my running clock without a registration',
      response: { 204: z.null(), ...errors },
    },
    action: cancelClock,
    status: 204,
  });

  route.get('/api/me/timereg/balance', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'My plus/minus over a range and my running balance at its end (decision 029)',
      querystring: myTimeregQuerySchema,
      response: { 200: myBalanceSchema, ...errors },
    },
    input: (request) => request.query,
    action: getMyBalance,
  });

  route.get('/api/me/timereg/absence-types', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'The optional absence types my company uses, for the absence form (issue 34)',
      response: { 200: enabledAbsenceTypesResponseSchema, ...errors },
    },
    action: getEnabledAbsenceTypes,
  });

  route.get('/api/me/timereg/absence-balances', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'My Omsorgsdage and Seniordage used of the year’s quota (issue 34)',
      querystring: absenceBalancesQuerySchema,
      response: { 200: absenceBalancesResponseSchema, ...errors },
    },
    input: (request) => request.query,
    action: getMyAbsenceBalances,
  });

  route.get('/api/me/timereg/time-bank', {
    access: 'member',
    schema: {
      tags: ['timereg'],
      summary: 'My afspadsering bank: hours banked, spent and the balance (decision 052)',
      response: { 200: timeBankResponseSchema, ...errors },
    },
    action: getMyTimeBank,
  });

  // One at a time per company in embedded mode (issue 25); the web makes the PDF as a background job.
  const exportSchema = (format: 'xlsx' | 'pdf') => ({
    tags: ['timereg'],
    summary: `My registrations over a period as ${format.toUpperCase()}, every day with norm and plus/minus`,
    querystring: myExportQuerySchema,
  });
  route.get('/api/me/timereg/export.xlsx', {
    access: 'member',
    config: { heavy: true },
    schema: exportSchema('xlsx'),
    input: (request) => request.query,
    action: exportMyXlsx,
    send: sendWorkbook,
  });
  route.get('/api/me/timereg/export.pdf', {
    access: 'member',
    config: { heavy: true },
    schema: exportSchema('pdf'),
    input: (request) => request.query,
    action: exportMyPdf,
    send: (reply, { fileName, file }) =>
      sendAttachment(reply, { data: file, fileName, contentType: 'application/pdf' }),
  });
};
