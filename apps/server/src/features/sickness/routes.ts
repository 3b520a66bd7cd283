import {
  companySicknessDtoSchema,
  danishToday,
  employeeParentalLeaveDtoSchema,
  employeeSicknessDtoSchema,
  errorEnvelopeSchema,
  sicknessSettingsDtoSchema,
  sicknessSettingsSchema,
  sickReportCreateSchema,
  sickReportDtoSchema,
  sickReportRecoverSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionRoutes } from '../../plugins/action-route';
import { requireAdmin } from '../../plugins/auth/request-context';
import { createSickReport } from './create-sick-report';
import type { SicknessDeps } from './deps';
import { getEmployeeParentalLeave } from './get-employee-parental-leave';
import { getEmployeeSickness } from './get-employee-sickness';
import { listSickness } from './list-sickness';
import { recoverSickReport } from './recover-sick-report';
import { saveSicknessSettings } from './save-sickness-settings';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const employeeParams = z.object({ employeeId: z.string() });
const reportParams = z.object({ reportId: z.string() });

/**
 * Sygefravær (issue 29, docs/decisions/037-sickness.md): sick periods from the Sygdom registrations and the
 * admin's sygemeldinger, the employer's deadlines and the 120-day rule; Barsel's refusion deadline
 * (docs/decisions/056-parental-leave-refusion.md). Admin only; everything in the caller's company, another
 * company's id is 404.
 */
export const sicknessRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): SicknessDeps => ({ db: app.database.db, today: () => danishToday() });
  const route = actionRoutes(app, deps);
  const tags = ['sickness'];

  app.get(
    '/api/sickness',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "The company's open sick periods with their deadlines, most urgent first, and sick days per month",
        response: { 200: companySicknessDtoSchema, ...errors },
      },
    },
    async (request) => listSickness(deps(), await requireAdmin(request)),
  );

  app.get(
    '/api/sickness/employees/:employeeId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "An employee's sick periods, deadlines, sick days in the last 12 months and the 120-day rule",
        params: employeeParams,
        response: { 200: employeeSicknessDtoSchema, ...errors },
      },
    },
    async (request) =>
      getEmployeeSickness(deps(), await requireAdmin(request), { employeeId: request.params.employeeId }),
  );

  route.get('/api/sickness/employees/:employeeId/parental-leave', {
    access: 'admin',
    schema: {
      tags,
      summary: "An employee's Barsel periods with the refusion deadline when the company pays salary",
      params: employeeParams,
      response: { 200: employeeParentalLeaveDtoSchema, ...errors },
    },
    input: (request) => ({ employeeId: request.params.employeeId }),
    action: getEmployeeParentalLeave,
  });

  app.post(
    '/api/sickness/employees/:employeeId/reports',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "'Registrér sygemelding': first day and expected return",
        params: employeeParams,
        body: sickReportCreateSchema,
        response: { 201: sickReportDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const report = await createSickReport(deps(), await requireAdmin(request), {
        employeeId: request.params.employeeId,
        ...request.body,
      });
      return reply.status(201).send(report);
    },
  );

  app.post(
    '/api/sickness/reports/:reportId/recover',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "'Raskmeld': close an open sygemelding",
        params: reportParams,
        body: sickReportRecoverSchema,
        response: { 200: sickReportDtoSchema, ...errors },
      },
    },
    async (request) =>
      recoverSickReport(deps(), await requireAdmin(request), {
        reportId: request.params.reportId,
        ...request.body,
      }),
  );

  app.put(
    '/api/sickness/employees/:employeeId/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The 120-day rule in the contract, and a § 56-aftale with its dates',
        params: employeeParams,
        body: sicknessSettingsSchema,
        response: { 200: sicknessSettingsDtoSchema, ...errors },
      },
    },
    async (request) =>
      saveSicknessSettings(deps(), await requireAdmin(request), {
        employeeId: request.params.employeeId,
        ...request.body,
      }),
  );
};
