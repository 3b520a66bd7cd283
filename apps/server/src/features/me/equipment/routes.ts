import {
  acknowledgeSchema,
  equipmentReceiptListSchema,
  equipmentReceiptSchema,
  errorEnvelopeSchema,
  myEquipmentSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionRoutes } from '../../../plugins/action-route';
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
  const route = actionRoutes(app, options.deps);
  const tags = ['me'];

  route.get('/api/me/equipment', {
    access: 'member',
    schema: {
      tags,
      summary: 'The equipment I hold, with receipts',
      response: { 200: myEquipmentSchema, ...errors },
    },
    action: listMyEquipment,
  });

  route.post('/api/me/equipment/receipts/:receiptId/acknowledge', {
    access: 'member',
    schema: {
      tags,
      summary: "Acknowledge a 'Kvittering for udlevering' with my password",
      params: receiptParams,
      body: acknowledgeSchema,
      response: { 200: equipmentReceiptSchema, 429: errorEnvelopeSchema, ...errors },
    },
    input: (request) => ({
      receiptId: request.params.receiptId,
      password: request.body.password,
      ip: request.ip,
    }),
    action: acknowledgeReceipt,
  });

  route.get('/api/me/equipment/receipts/:receiptId/pdf', {
    access: 'member',
    schema: { tags, summary: 'My receipt as a PDF', params: receiptParams },
    input: (request) => request.params,
    action: myReceiptFile,
    send: sendAttachment,
  });

  route.get('/api/equipment/:equipmentId/receipts', {
    access: 'admin',
    schema: {
      tags,
      summary: "An item's hand-over receipts, newest first",
      params: itemParams,
      response: { 200: equipmentReceiptListSchema, ...errors },
    },
    input: (request) => request.params,
    action: listReceipts,
  });

  route.post('/api/equipment/:equipmentId/receipts', {
    access: 'admin',
    schema: {
      tags,
      summary: "Ask the holder for a 'Kvittering for udlevering'",
      params: itemParams,
      response: { 201: equipmentReceiptSchema, ...errors },
    },
    input: (request) => request.params,
    action: requestReceipt,
    status: 201,
  });

  route.post('/api/equipment/:equipmentId/receipts/:receiptId/returned', {
    access: 'admin',
    schema: {
      tags,
      summary: "'Afleveret': the item is back; ends the assignment",
      params: itemReceiptParams,
      response: { 200: equipmentReceiptSchema, ...errors },
    },
    input: (request) => request.params,
    action: recordReturn,
  });

  route.get('/api/equipment/:equipmentId/receipts/:receiptId/pdf', {
    access: 'admin',
    schema: { tags, summary: 'A receipt as a PDF', params: itemReceiptParams },
    input: (request) => request.params,
    action: adminReceiptFile,
    send: sendAttachment,
  });
};
