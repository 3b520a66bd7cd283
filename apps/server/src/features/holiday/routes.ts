import {
  errorEnvelopeSchema,
  holidayApproveSchema,
  holidayCalendarQuerySchema,
  holidayCalendarSchema,
  holidayDashboardSchema,
  holidayDeclineSchema,
  holidayLedgerFormSchema,
  holidayOverviewSchema,
  holidayRequestFormSchema,
  holidayRequestListQuerySchema,
  holidayRequestListSchema,
  holidayRequestSchema,
  holidaySettingsSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../integrations/mail/mailer';
import { requireAdmin, requireMember } from '../../plugins/auth/request-context';
import { sendWorkbook } from '../../plugins/send-attachment';
import { addLedgerRow } from './add-ledger-row';
import { cancelRequest } from './cancel-request';
import { createRequest } from './create-request';
import { decideRequest } from './decide-request';
import { deleteLedgerRow } from './delete-ledger-row';
import type { HolidayDeps, HolidayTimereg } from './deps';
import { exportBalances } from './export-balances';
import { getCompanyCalendar } from './get-company-calendar';
import { getEmployeeHoliday } from './get-employee-holiday';
import { getHolidayDashboard } from './get-holiday-dashboard';
import { getMyHoliday } from './get-my-holiday';
import { getSettings } from './get-settings';
import { listRequests } from './list-requests';
import { saveSettings } from './save-settings';
import { signTransfer } from './sign-transfer';

export interface HolidayRoutesOptions {
  mailer: Mailer;
  baseUrl: string;
  timereg: HolidayTimereg;
}

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const requestParams = z.object({ requestId: z.string() });
const employeeParams = z.object({ employeeId: z.string() });
const ledgerParams = z.object({ ledgerId: z.string() });

/**
 * Ferie og fravær (issue 18, decision 026): balances under ferieloven, requests from the employee app and their
 * approval, the company's absence calendar, reminders and the export. The admin routes under /api/holiday, the
 * employee app's own under /api/me/holiday; everything in the caller's company, another company's id is 404.
 */
export const holidayRoutes: FastifyPluginAsyncZod<HolidayRoutesOptions> = async (app, options) => {
  const deps = (): HolidayDeps => ({ db: app.database.db, log: app.log, ...options });
  const tags = ['holiday'];

  app.get(
    '/api/holiday/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Holiday settings: in advance, feriefridage',
        response: { 200: holidaySettingsSchema, ...errors },
      },
    },
    async (request) => getSettings(deps(), await requireAdmin(request)),
  );

  app.put(
    '/api/holiday/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Save the holiday settings',
        body: holidaySettingsSchema,
        response: { 200: holidaySettingsSchema, ...errors },
      },
    },
    async (request) => saveSettings(deps(), await requireAdmin(request), request.body),
  );

  app.get(
    '/api/holiday/requests',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The company's holiday requests, one bounded page",
        querystring: holidayRequestListQuerySchema,
        response: { 200: holidayRequestListSchema, ...errors },
      },
    },
    async (request) => listRequests(deps(), await requireAdmin(request), request.query),
  );

  app.post(
    '/api/holiday/requests/:requestId/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Approve a request: its working days are registered as holiday; the employee gets an e-mail',
        params: requestParams,
        body: holidayApproveSchema,
        response: { 200: holidayRequestSchema, ...errors },
      },
    },
    async (request) =>
      decideRequest(deps(), await requireAdmin(request), {
        requestId: request.params.requestId,
        approve: true,
        comment: request.body.comment,
      }),
  );

  app.post(
    '/api/holiday/requests/:requestId/decline',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Decline a request with a reason; the employee gets an e-mail',
        params: requestParams,
        body: holidayDeclineSchema,
        response: { 200: holidayRequestSchema, ...errors },
      },
    },
    async (request) =>
      decideRequest(deps(), await requireAdmin(request), {
        requestId: request.params.requestId,
        approve: false,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/api/holiday/requests/:requestId/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Cancel a request; an approved one loses its registrations after today',
        params: requestParams,
        response: { 200: holidayRequestSchema, ...errors },
      },
    },
    async (request) =>
      cancelRequest(deps(), await requireAdmin(request), {
        requestId: request.params.requestId,
        by: 'admin',
      }),
  );

  app.get(
    '/api/holiday/calendar',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The company's absence in one month, by department",
        querystring: holidayCalendarQuerySchema,
        response: { 200: holidayCalendarSchema, ...errors },
      },
    },
    async (request) => getCompanyCalendar(deps(), await requireAdmin(request), request.query),
  );

  app.get(
    '/api/holiday/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The dashboard's card: pending requests and November's reminders",
        response: { 200: holidayDashboardSchema, ...errors },
      },
    },
    async (request) => getHolidayDashboard(deps(), await requireAdmin(request)),
  );

  app.get(
    '/api/holiday/export.xlsx',
    {
      // One at a time per company in embedded mode, as every synchronous data export (decision 035).
      config: { access: 'admin', heavy: true },
      schema: { tags, summary: "Every employee's holiday balances as an Excel workbook" },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await exportBalances(deps(), await requireAdmin(request)));
    },
  );

  app.get(
    '/api/holiday/employees/:employeeId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An employee's Ferie tab: balances per open ferieår, ledger, requests",
        params: employeeParams,
        response: { 200: holidayOverviewSchema, ...errors },
      },
    },
    async (request) => getEmployeeHoliday(deps(), await requireAdmin(request), request.params),
  );

  app.post(
    '/api/holiday/employees/:employeeId/ledger',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add an opening balance, a correction with a reason, or a transfer',
        params: employeeParams,
        body: holidayLedgerFormSchema,
        response: { 201: holidayOverviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addLedgerRow(deps(), await requireAdmin(request), { ...request.params, ...request.body }),
        ),
  );

  app.post(
    '/api/holiday/ledger/:ledgerId/sign',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Mark a transfer's written agreement as signed",
        params: ledgerParams,
        response: { 200: holidayOverviewSchema, ...errors },
      },
    },
    async (request) => signTransfer(deps(), await requireAdmin(request), request.params),
  );

  app.delete(
    '/api/holiday/ledger/:ledgerId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Delete an admin's ledger row",
        params: ledgerParams,
        response: { 200: holidayOverviewSchema, ...errors },
      },
    },
    async (request) => deleteLedgerRow(deps(), await requireAdmin(request), request.params),
  );

  app.get(
    '/api/me/holiday',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'My holiday: balances, ledger, requests and reminders',
        response: { 200: holidayOverviewSchema, ...errors },
      },
    },
    async (request) => getMyHoliday(deps(), await requireMember(request)),
  );

  app.post(
    '/api/me/holiday/requests',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ask for holiday or feriefridage',
        body: holidayRequestFormSchema,
        response: { 201: holidayRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRequest(deps(), await requireMember(request), request.body)),
  );

  app.post(
    '/api/me/holiday/requests/:requestId/cancel',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Cancel my request; an approved one loses its registrations after today',
        params: requestParams,
        response: { 200: holidayRequestSchema, ...errors },
      },
    },
    async (request) =>
      cancelRequest(deps(), await requireMember(request), {
        requestId: request.params.requestId,
        by: 'employee',
      }),
  );
};
