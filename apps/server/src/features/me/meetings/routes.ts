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
import { actionRoutes } from '../../../plugins/action-route';
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
  const route = actionRoutes(app, () => ({ db: app.database.db }));

  route.get('/api/me/meetings', {
    access: 'member',
    schema: {
      tags: ['me'],
      summary: 'My agreements: the coming ones, and past ones with a shared referat (Mig → Møder)',
      response: { 200: myMeetingsSchema, ...errors },
    },
    action: listMyMeetings,
  });

  route.put('/api/me/meetings/:agreementId/preparation', {
    access: 'member',
    schema: {
      tags: ['me'],
      summary: "Fill in my preparation for a 'Udviklingssamtale' or 'Lønsamtale' before it begins",
      params: agreementParams,
      body: agreementPreparationSchema,
      response: { 200: myMeetingSchema, ...errors },
    },
    input: (request) => ({ agreementId: request.params.agreementId, preparation: request.body }),
    action: saveMyPreparation,
  });

  route.get('/api/agreements/:agreementId/sharing', {
    access: 'admin',
    schema: {
      tags: ['me'],
      summary: "'Del referat med medarbejder' and the employee's preparation",
      params: agreementParams,
      response: { 200: agreementSharingStateSchema, ...errors },
    },
    input: (request) => request.params,
    action: getAgreementSharing,
  });

  route.put('/api/agreements/:agreementId/sharing', {
    access: 'admin',
    schema: {
      tags: ['me'],
      summary: "Switch 'Del referat med medarbejder' on the agreement's Beskrivelse",
      params: agreementParams,
      body: agreementSharingSchema,
      response: { 200: agreementSharingStateSchema, ...errors },
    },
    input: (request) => ({ ...request.params, ...request.body }),
    action: setAgreementSharing,
  });
}
