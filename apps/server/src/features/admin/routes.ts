import {
  adminCompanyDataSchema,
  adminCompanyDetailSchema,
  adminCompanyEmployeeListSchema,
  adminCompanyEmployeeQuerySchema,
  adminCompanyListSchema,
  adminCompanyQuerySchema,
  adminInvoiceListSchema,
  adminInvoiceQuerySchema,
  adminRecruitmentServiceListSchema,
  adminRecruitmentServiceSchema,
  adminResetPasswordResponseSchema,
  adminSubscriptionFormSchema,
  adminTemplateListSchema,
  adminTemplateSchema,
  errorEnvelopeSchema,
  hrContactFormSchema,
  hrContactListSchema,
  hrContactSchema,
  recruitmentServiceFormSchema,
  templateFormSchema,
  templateOrderSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingConfig } from '../../config/billing-config';
import type { Storage } from '../../integrations/storage/index';
import { readDocumentUpload } from '../../integrations/uploads/index';
import { requireAdmin, requireSuperadmin } from '../../plugins/auth/request-context';
import { sendAttachment } from '../../plugins/send-attachment';
import { getCompany } from './get-company';
import { getInvoicePdf } from './get-invoice-pdf';
import { createHrContact } from './hr-contacts/create-hr-contact';
import { deleteHrContact } from './hr-contacts/delete-hr-contact';
import { hrContactPhoto } from './hr-contacts/get-hr-contact-photo';
import { listHrContacts } from './hr-contacts/list-hr-contacts';
import { replaceHrContactPhoto } from './hr-contacts/replace-hr-contact-photo';
import { updateHrContact } from './hr-contacts/update-hr-contact';
import { listCompanies } from './list-companies';
import { listCompanyEmployees } from './list-company-employees';
import { listInvoices } from './list-invoices';
import { listRecruitmentServices } from './recruitment/list-recruitment-services';
import { updateRecruitmentService } from './recruitment/update-recruitment-service';
import { resetPassword } from './reset-password';
import { createTemplate } from './templates/create-template';
import { deleteTemplate } from './templates/delete-template';
import { listAdminTemplates } from './templates/list-templates';
import { reorderTemplates } from './templates/reorder-templates';
import { updateTemplate } from './templates/update-template';
import { uploadTemplateFile } from './templates/upload-template-file';
import { updateCompanyData } from './update-company-data';
import { updateSubscription } from './update-subscription';

export interface AdminRoutesOptions {
  storage: Storage;
  /** The seller on the invoices, as billing renders them. */
  seller: BillingConfig['seller'];
}

const companyParams = z.object({ companyId: z.string() });
const employeeParams = z.object({ companyId: z.string(), employeeId: z.string() });
const contactParams = z.object({ contactId: z.string() });
const templateParams = z.object({ templateId: z.string() });
const serviceParams = z.object({ serviceId: z.string() });
const transactionParams = z.object({ transactionId: z.string() });
const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const superadmin = { access: 'superadmin' as const };
const tags = ['admin'];

/**
 * The super admin's API (hr-core §2, §6, §7 /api/admin/*; time-registration §2, §6, §7; decision 031): the
 * company list and page, its data and subscription, password resets, and the platform's content (HR contacts,
 * document templates, recruitment prices). Every write is recorded in `admin_audit_log`.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const deps = () => ({ db: app.database.db });
  const fileDeps = () => ({ db: app.database.db, storage: options.storage, log: app.log });

  app.get(
    '/api/admin/companies',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'The companies, searched and sorted, a page at a time',
        querystring: adminCompanyQuerySchema,
        response: { 200: adminCompanyListSchema, ...errors },
      },
    },
    async (request) => listCompanies(deps(), await requireSuperadmin(request), request.query),
  );

  app.get(
    '/api/admin/companies/:companyId',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'One company: data card, subscription card, transactions',
        params: companyParams,
        response: { 200: adminCompanyDetailSchema, ...errors },
      },
    },
    async (request) =>
      getCompany(deps(), await requireSuperadmin(request), { companyId: request.params.companyId }),
  );

  app.get(
    '/api/admin/companies/:companyId/employees',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "One company's employees, searched, in name order, a page at a time",
        params: companyParams,
        querystring: adminCompanyEmployeeQuerySchema,
        response: { 200: adminCompanyEmployeeListSchema, ...errors },
      },
    },
    async (request) =>
      listCompanyEmployees(deps(), await requireSuperadmin(request), {
        companyId: request.params.companyId,
        ...request.query,
      }),
  );

  app.put(
    '/api/admin/companies/:companyId/data',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "'Gem data': HR contact and recruitment portal",
        params: companyParams,
        body: adminCompanyDataSchema,
        response: { 200: adminCompanyDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateCompanyData(deps(), await requireSuperadmin(request), {
        companyId: request.params.companyId,
        ...request.body,
      }),
  );

  app.put(
    '/api/admin/companies/:companyId/subscription',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "'Gem ændringer': plan, status, next billing date, trial",
        params: companyParams,
        body: adminSubscriptionFormSchema,
        response: { 200: adminCompanyDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateSubscription(deps(), await requireSuperadmin(request), {
        companyId: request.params.companyId,
        ...request.body,
      }),
  );

  app.post(
    '/api/admin/companies/:companyId/employees/:employeeId/reset-password',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "'Nulstil kodeord': e-mail the employee's login a reset link",
        params: employeeParams,
        response: { 200: adminResetPasswordResponseSchema, ...errors },
      },
    },
    async (request) =>
      resetPassword(
        { db: app.database.db, auth: app.auth },
        await requireSuperadmin(request),
        request.params,
      ),
  );

  // ── invoices across companies (billing's charges; reads, not audit-logged) ──────────────────────────────
  app.get(
    '/api/admin/invoices',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "Every company's invoices and failed or pending charges, newest first, a page at a time",
        querystring: adminInvoiceQuerySchema,
        response: { 200: adminInvoiceListSchema, ...errors },
      },
    },
    async (request) => listInvoices(deps(), await requireSuperadmin(request), request.query),
  );

  app.get(
    '/api/admin/invoices/:transactionId/pdf',
    {
      config: superadmin,
      schema: { tags, summary: "Any company's invoice PDF", params: transactionParams },
    },
    async (request, reply) => {
      const invoice = await getInvoicePdf(
        { db: app.database.db, seller: options.seller },
        await requireSuperadmin(request),
        request.params,
      );
      return sendAttachment(reply, {
        fileName: invoice.fileName,
        contentType: 'application/pdf',
        data: invoice.data,
      });
    },
  );

  // ── HR contacts ──────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/hr-contacts',
    {
      config: superadmin,
      schema: { tags, summary: 'The HR contacts', response: { 200: hrContactListSchema, ...errors } },
    },
    async (request) => {
      await requireSuperadmin(request);
      return listHrContacts(deps());
    },
  );

  app.post(
    '/api/admin/hr-contacts',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'Add an HR contact',
        body: hrContactFormSchema,
        response: { 201: hrContactSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createHrContact(deps(), await requireSuperadmin(request), request.body)),
  );

  app.put(
    '/api/admin/hr-contacts/:contactId',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'Edit an HR contact',
        params: contactParams,
        body: hrContactFormSchema,
        response: { 200: hrContactSchema, ...errors },
      },
    },
    async (request) =>
      updateHrContact(deps(), await requireSuperadmin(request), {
        contactId: request.params.contactId,
        ...request.body,
      }),
  );

  app.post(
    '/api/admin/hr-contacts/:contactId/photo',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "An HR contact's photo (multipart/form-data, field `file`: JPEG, PNG or WebP)",
        consumes: ['multipart/form-data'],
        params: contactParams,
        response: { 200: hrContactSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = await requireSuperadmin(request);
      const upload = await readDocumentUpload(request);
      return replaceHrContactPhoto(fileDeps(), ctx, { contactId: request.params.contactId, upload });
    },
  );

  app.delete(
    '/api/admin/hr-contacts/:contactId',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "Delete an HR contact (its companies get 'Ingen valgt')",
        params: contactParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteHrContact(fileDeps(), await requireSuperadmin(request), {
        contactId: request.params.contactId,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/hr-contacts/:contactId/photo',
    {
      config: { access: 'admin' },
      schema: { tags, summary: "An HR contact's photo, for the recruitment page", params: contactParams },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const photo = await hrContactPhoto(fileDeps(), request.params);
      return reply.header('cache-control', 'private, max-age=86400').type(photo.contentType).send(photo.data);
    },
  );

  // ── document templates (/skabeloner) ─────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/templates',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'Every document template, also those without a file',
        response: { 200: adminTemplateListSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperadmin(request);
      return listAdminTemplates(deps());
    },
  );

  app.post(
    '/api/admin/templates',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'Add a template (its file is uploaded next)',
        body: templateFormSchema,
        response: { 201: adminTemplateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(deps(), await requireSuperadmin(request), request.body)),
  );

  app.put(
    '/api/admin/templates/order',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'The order of the templates, as every id once',
        body: templateOrderSchema,
        response: { 200: adminTemplateListSchema, ...errors },
      },
    },
    async (request) => reorderTemplates(deps(), await requireSuperadmin(request), request.body),
  );

  app.put(
    '/api/admin/templates/:templateId',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "A template's title and description",
        params: templateParams,
        body: templateFormSchema,
        response: { 200: adminTemplateSchema, ...errors },
      },
    },
    async (request) =>
      updateTemplate(deps(), await requireSuperadmin(request), {
        templateId: request.params.templateId,
        ...request.body,
      }),
  );

  app.post(
    '/api/admin/templates/:templateId/file',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "A template's file (multipart/form-data, field `file`: the documents' types and limits)",
        consumes: ['multipart/form-data'],
        params: templateParams,
        response: { 200: adminTemplateSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = await requireSuperadmin(request);
      const upload = await readDocumentUpload(request);
      return uploadTemplateFile(fileDeps(), ctx, { templateId: request.params.templateId, upload });
    },
  );

  app.delete(
    '/api/admin/templates/:templateId',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'Delete a template',
        params: templateParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTemplate(fileDeps(), await requireSuperadmin(request), {
        templateId: request.params.templateId,
      });
      return reply.status(204).send(null);
    },
  );

  // ── recruitment prices ───────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/recruitment-services',
    {
      config: superadmin,
      schema: {
        tags,
        summary: 'The recruitment price list as stored',
        response: { 200: adminRecruitmentServiceListSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperadmin(request);
      return listRecruitmentServices(deps());
    },
  );

  app.put(
    '/api/admin/recruitment-services/:serviceId',
    {
      config: superadmin,
      schema: {
        tags,
        summary: "A recruitment service's text and prices",
        params: serviceParams,
        body: recruitmentServiceFormSchema,
        response: { 200: adminRecruitmentServiceSchema, ...errors },
      },
    },
    async (request) =>
      updateRecruitmentService(deps(), await requireSuperadmin(request), {
        serviceId: request.params.serviceId,
        ...request.body,
      }),
  );
};
