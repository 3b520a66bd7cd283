import {
  equipmentDetailSchema,
  equipmentFileSchema,
  equipmentFormSchema,
  equipmentInactiveSchema,
  equipmentListQuerySchema,
  equipmentListResponseSchema,
  equipmentTypeDetailSchema,
  equipmentTypeFormSchema,
  equipmentTypeListResponseSchema,
  equipmentVariantFormSchema,
  errorEnvelopeSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../integrations/storage/index';
import { readDocumentUpload } from '../../integrations/uploads/index';
import { requireAdmin } from '../../plugins/auth/request-context';
import { sendAttachment, sendWorkbook } from '../../plugins/send-attachment';
import { createEquipment } from './create-equipment';
import { deleteEquipment } from './delete-equipment';
import type { EquipmentDeps } from './deps';
import { exportEquipment } from './export-equipment';
import { deleteEquipmentFile } from './files/delete-equipment-file';
import { equipmentFileDownload } from './files/equipment-file';
import { uploadEquipmentFile } from './files/upload-equipment-file';
import { getEquipment } from './get-equipment';
import { listEquipment } from './list-equipment';
import { setEquipmentInactive } from './set-equipment-inactive';
import { deleteEquipmentType, deleteEquipmentVariant } from './types/delete-type';
import { getEquipmentType } from './types/get-type';
import { listEquipmentTypes } from './types/list-types';
import {
  createEquipmentType,
  createEquipmentVariant,
  updateEquipmentType,
  updateEquipmentVariant,
} from './types/save-type';
import { updateEquipment } from './update-equipment';

export interface EquipmentRoutesOptions {
  storage: Storage;
}

const itemParams = z.object({ equipmentId: z.string() });
const fileParams = z.object({ equipmentId: z.string(), fileId: z.string() });
const typeParams = z.object({ typeId: z.string() });
const variantParams = z.object({ typeId: z.string(), variantId: z.string() });
const deletedSchema = z.object({ deletedItems: z.number().int() });
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * Udstyr (hr-core §2 /udstyr, §3, §4, §7; docs/rules/equipment.md#ruling-26; decision 023): items, categories with their variants,
 * attachments and history. Admins only, everything in the caller's company (another company's id answers 404);
 * the lists are readable on every plan, everything else needs premium or premiumplus.
 */
export const equipmentRoutes: FastifyPluginAsyncZod<EquipmentRoutesOptions> = async (app, options) => {
  const deps = (): EquipmentDeps => ({ db: app.database.db, storage: options.storage, log: app.log });
  const tags = ['equipment'];

  app.get(
    '/api/equipment',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The list: search, filters Kategori, Tildelt and Status, one bounded page (every plan)',
        querystring: equipmentListQuerySchema,
        response: { 200: equipmentListResponseSchema, ...errors },
      },
    },
    async (request) => listEquipment(deps(), await requireAdmin(request), request.query),
  );

  app.get(
    '/api/equipment/export.xlsx',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Every item as an XLSX workbook ('Eksportér (XLSX)', premium plans)",
        response: { 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await exportEquipment(deps(), await requireAdmin(request)));
    },
  );

  app.post(
    '/api/equipment',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create an item (the creation modal)',
        body: equipmentFormSchema,
        response: { 201: equipmentDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEquipment(deps(), await requireAdmin(request), request.body)),
  );

  app.get(
    '/api/equipment/types',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The categories with their icon and counts (every plan)',
        response: { 200: equipmentTypeListResponseSchema, ...errors },
      },
    },
    async (request) => listEquipmentTypes(deps(), await requireAdmin(request)),
  );

  app.post(
    '/api/equipment/types',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a category (name and emoji icon)',
        body: equipmentTypeFormSchema,
        response: { 201: equipmentTypeDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEquipmentType(deps(), await requireAdmin(request), request.body)),
  );

  app.get(
    '/api/equipment/types/:typeId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One category with its variants and their item counts',
        params: typeParams,
        response: { 200: equipmentTypeDetailSchema, ...errors },
      },
    },
    async (request) => getEquipmentType(deps(), await requireAdmin(request), request.params),
  );

  app.put(
    '/api/equipment/types/:typeId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a category's name and icon",
        params: typeParams,
        body: equipmentTypeFormSchema,
        response: { 200: equipmentTypeDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateEquipmentType(deps(), await requireAdmin(request), { ...request.params, ...request.body }),
  );

  app.delete(
    '/api/equipment/types/:typeId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a category with its variants, items and their files',
        params: typeParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => deleteEquipmentType(deps(), await requireAdmin(request), request.params),
  );

  app.post(
    '/api/equipment/types/:typeId/variants',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a variant to a category',
        params: typeParams,
        body: equipmentVariantFormSchema,
        response: { 201: equipmentTypeDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createEquipmentVariant(deps(), await requireAdmin(request), {
          ...request.params,
          ...request.body,
        }),
      ),
  );

  app.put(
    '/api/equipment/types/:typeId/variants/:variantId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Rename a variant',
        params: variantParams,
        body: equipmentVariantFormSchema,
        response: { 200: equipmentTypeDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateEquipmentVariant(deps(), await requireAdmin(request), { ...request.params, ...request.body }),
  );

  app.delete(
    '/api/equipment/types/:typeId/variants/:variantId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a variant with its items and their files',
        params: variantParams,
        response: { 200: deletedSchema, ...errors },
      },
    },
    async (request) => deleteEquipmentVariant(deps(), await requireAdmin(request), request.params),
  );

  app.get(
    '/api/equipment/:equipmentId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One item with files, assignment periods and changes',
        params: itemParams,
        response: { 200: equipmentDetailSchema, ...errors },
      },
    },
    async (request) => getEquipment(deps(), await requireAdmin(request), request.params),
  );

  app.put(
    '/api/equipment/:equipmentId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Save an item's fields",
        params: itemParams,
        body: equipmentFormSchema,
        response: { 200: equipmentDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateEquipment(deps(), await requireAdmin(request), { ...request.params, ...request.body }),
  );

  app.put(
    '/api/equipment/:equipmentId/inactive',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "'Marker som inaktiv' / 'Marker som aktiv'",
        params: itemParams,
        body: equipmentInactiveSchema,
        response: { 200: equipmentDetailSchema, ...errors },
      },
    },
    async (request) =>
      setEquipmentInactive(deps(), await requireAdmin(request), { ...request.params, ...request.body }),
  );

  app.delete(
    '/api/equipment/:equipmentId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Delete an item ('Slet') and its files",
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEquipment(deps(), await requireAdmin(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/equipment/:equipmentId/files',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Attach a receipt or photo (multipart/form-data, field `file`, at most 20 MB: PDF, Word, ODT, Excel, JPG, PNG or TXT)',
        consumes: ['multipart/form-data'],
        params: itemParams,
        response: { 201: equipmentFileSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireAdmin(request);
      const upload = await readDocumentUpload(request);
      return reply.status(201).send(await uploadEquipmentFile(deps(), ctx, { ...request.params, upload }));
    },
  );

  app.get(
    '/api/equipment/:equipmentId/files/:fileId',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Download an attachment', params: fileParams },
    },
    async (request, reply) => {
      const file = await equipmentFileDownload(deps(), await requireAdmin(request), request.params);
      return sendAttachment(reply, file);
    },
  );

  app.delete(
    '/api/equipment/:equipmentId/files/:fileId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an attachment',
        params: fileParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEquipmentFile(deps(), await requireAdmin(request), request.params);
      return reply.status(204).send(null);
    },
  );
};
