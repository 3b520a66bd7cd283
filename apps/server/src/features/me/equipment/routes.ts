import {
  acknowledgeSchema,
  equipmentReceiptListSchema,
  equipmentReceiptSchema,
  errorEnvelopeSchema,
  myEquipmentSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireMember } from '../../../plugins/auth/request-context';
import { sendAttachment } from '../../../plugins/send-attachment';
import type { MeDeps } from '../deps';
import { acknowledgeReceipt } from './acknowledge-receipt';
import { listReceipts } from './admin/list-receipts';
import { recordReturn } from './admin/record-return';
import { requestReceipt } from './admin/request-receipt';
import { listMyEquipment } from './list-my-equipment';
import { adminReceiptFile, myReceiptFile } from './receipt-file';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const itemParams = z.object({ equipmentId: z.string() });
const itemReceiptParams = z.object({ equipmentId: z.string(), receiptId: z.string() });
const receiptParams = z.object({ receiptId: z.string() });

/**
 * 'Mig' → Udstyr and the admin's 'Kvittering for udlevering' (issue 27, decision 041), registered by meRoutes:
 * the employee's side reaches only their own items and receipts; the admin's side is under the item, in the
 * admin's company, on a plan with equipment (docs/rules/equipment.md#ruling-26).
 */
export const equipmentReceiptRoutes: FastifyPluginAsyncZod<{ deps: () => MeDeps }> = async (app, options) => {
  const { deps } = options;
  const tags = ['me'];

  app.get(
    '/api/me/equipment',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The equipment I hold, with receipts',
        response: { 200: myEquipmentSchema, ...errors },
      },
    },
    async (request) => listMyEquipment(deps(), await requireMember(request)),
  );

  app.post(
    '/api/me/equipment/receipts/:receiptId/acknowledge',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Acknowledge a 'Kvittering for udlevering' with my password",
        params: receiptParams,
        body: acknowledgeSchema,
        response: { 200: equipmentReceiptSchema, 429: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) =>
      acknowledgeReceipt(deps(), await requireMember(request), {
        receiptId: request.params.receiptId,
        password: request.body.password,
        ip: request.ip,
      }),
  );

  app.get(
    '/api/me/equipment/receipts/:receiptId/pdf',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'My receipt as a PDF', params: receiptParams },
    },
    async (request, reply) =>
      sendAttachment(reply, await myReceiptFile(deps(), await requireMember(request), request.params)),
  );

  app.get(
    '/api/equipment/:equipmentId/receipts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "An item's hand-over receipts, newest first",
        params: itemParams,
        response: { 200: equipmentReceiptListSchema, ...errors },
      },
    },
    async (request) => listReceipts(deps(), await requireAdmin(request), request.params),
  );

  app.post(
    '/api/equipment/:equipmentId/receipts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Ask the holder for a 'Kvittering for udlevering'",
        params: itemParams,
        response: { 201: equipmentReceiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await requestReceipt(deps(), await requireAdmin(request), request.params);
      return reply.code(201).send(receipt);
    },
  );

  app.post(
    '/api/equipment/:equipmentId/receipts/:receiptId/returned',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "'Afleveret': the item is back; ends the assignment",
        params: itemReceiptParams,
        response: { 200: equipmentReceiptSchema, ...errors },
      },
    },
    async (request) => recordReturn(deps(), await requireAdmin(request), request.params),
  );

  app.get(
    '/api/equipment/:equipmentId/receipts/:receiptId/pdf',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'A receipt as a PDF', params: itemReceiptParams },
    },
    async (request, reply) =>
      sendAttachment(reply, await adminReceiptFile(deps(), await requireAdmin(request), request.params)),
  );
};
