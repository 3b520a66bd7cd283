import {
  agreementPreparationSchema,
  agreementSharingSchema,
  agreementSharingStateSchema,
  errorEnvelopeSchema,
  myMeetingSchema,
  myMeetingsSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireMember } from '../../../plugins/auth/request-context';
import { getAgreementSharing } from './admin/get-agreement-sharing';
import { setAgreementSharing } from './admin/set-agreement-sharing';
import { listMyMeetings } from './list-my-meetings';
import { saveMyPreparation } from './save-my-preparation';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const agreementParams = z.object({ agreementId: z.string() });

/**
 * 'Mig' → Møder (issue 27, decision 041): the employee's own agreements and preparation form, and the admin's
 * 'Del referat med medarbejder' with the preparation on the agreement's page.
 */
export function registerMeetingRoutes(app: RouteApp): void {
  const deps = () => ({ db: app.database.db });

  app.get(
    '/api/me/meetings',
    {
      config: { access: 'member' },
      schema: {
        tags: ['me'],
        summary: 'My agreements: the coming ones, and past ones with a shared referat (Mig → Møder)',
        response: { 200: myMeetingsSchema, ...errors },
      },
    },
    async (request) => listMyMeetings(deps(), await requireMember(request)),
  );

  app.put(
    '/api/me/meetings/:agreementId/preparation',
    {
      config: { access: 'member' },
      schema: {
        tags: ['me'],
        summary: "Fill in my preparation for a 'Udviklingssamtale' or 'Lønsamtale' before it begins",
        params: agreementParams,
        body: agreementPreparationSchema,
        response: { 200: myMeetingSchema, ...errors },
      },
    },
    async (request) =>
      saveMyPreparation(deps(), await requireMember(request), {
        agreementId: request.params.agreementId,
        preparation: request.body,
      }),
  );

  app.get(
    '/api/agreements/:agreementId/sharing',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['me'],
        summary: "'Del referat med medarbejder' and the employee's preparation",
        params: agreementParams,
        response: { 200: agreementSharingStateSchema, ...errors },
      },
    },
    async (request) => getAgreementSharing(deps(), await requireAdmin(request), request.params),
  );

  app.put(
    '/api/agreements/:agreementId/sharing',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['me'],
        summary: "Switch 'Del referat med medarbejder' on the agreement's Beskrivelse",
        params: agreementParams,
        body: agreementSharingSchema,
        response: { 200: agreementSharingStateSchema, ...errors },
      },
    },
    async (request) =>
      setAgreementSharing(deps(), await requireAdmin(request), { ...request.params, ...request.body }),
  );
}
