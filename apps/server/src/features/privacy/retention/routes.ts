import { anonymiseResultSchema, errorEnvelopeSchema, retentionSettingsSchema } from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../plugins/auth/request-context';
import { anonymiseNow } from './anonymise-now';
import type { RetentionDeps } from './deps';
import { getRetentionSettings, saveRetentionSettings } from './retention-settings';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const employeeParams = z.object({ employeeId: z.string() });

/**
 * 'Opbevaring efter fratræden' and 'Anonymisér nu' (issue 33, decision 050), for the company's owner and admins.
 * The nightly run is not a route: jobs/retention-job.ts and `npm run cli -- retention`.
 */
export const retentionRoutes: FastifyPluginAsyncZod<{ deps: Omit<RetentionDeps, 'db' | 'log'> }> = async (
  app,
  options,
) => {
  const deps = (log: RetentionDeps['log']): RetentionDeps => ({ ...options.deps, db: app.database.db, log });

  app.get(
    '/api/privacy/retention',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['privacy'],
        summary: "'Opbevaring efter fratræden': months kept after the end date, per category",
        response: { 200: retentionSettingsSchema, ...errors },
      },
    },
    async (request) => getRetentionSettings(deps(request.log), await requireAdmin(request)),
  );

  app.put(
    '/api/privacy/retention',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['privacy'],
        summary: "Set 'Opbevaring efter fratræden' (time registrations at least 60 months)",
        body: retentionSettingsSchema,
        response: { 200: retentionSettingsSchema, ...errors },
      },
    },
    async (request) => saveRetentionSettings(deps(request.log), await requireAdmin(request), request.body),
  );

  app.post(
    '/api/privacy/retention/employees/:employeeId/anonymise',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['privacy'],
        summary: "'Anonymisér nu': anonymise a former employee at once (end date passed)",
        params: employeeParams,
        response: { 200: anonymiseResultSchema, ...errors },
      },
    },
    async (request) =>
      anonymiseNow(deps(request.log), await requireAdmin(request), {
        employeeId: request.params.employeeId,
      }),
  );
};
