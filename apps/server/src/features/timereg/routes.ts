import {
  canRegister,
  companyDaysOffSchema,
  dateRangeQuerySchema,
  type EmploymentStatus,
  employeeTimeLogSchema,
  employeeTimeregSettingsSchema,
  errorEnvelopeSchema,
  individualSettingSchema,
  newTimeEntrySchema,
  overviewResponseSchema,
  TIMEREG_MESSAGES,
  timeEntrySchema,
  timeEntryUpdateSchema,
  timeLogSettingInputSchema,
  timeLogSettingSourcesSchema,
  timeLogsResponseSchema,
  timeLogWarningSchema,
  timeregEmployeeSchema,
  timeregSettingsResponseSchema,
  timeregStatusSchema,
  warningUpdateSchema,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { companies, employees } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../errors/app-error';
import { type MemberContext, requireAdmin, requireMember } from '../../plugins/auth/request-context';
import type { EntryActor } from './entry-actor';
import { listLogs } from './list-logs';
import { type OverviewQuery, overview } from './overview';
import { overviewWorkbook } from './overview-export';
import { addEntries, deleteEntry, updateEntry } from './save-entries';
import { getTimeregSettings, saveCompanySetting, saveDaysOff, saveIndividualSetting } from './settings';
import { loadSettingSources, loadTimeregEmployee, type TimeregEmployee } from './timereg-record';
import { timeregEmployees, timeregStatus } from './timereg-status';
import { listWarnings, updateWarning } from './warnings';
import { setWeekApproval } from './week-approval';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const employeeParams = z.object({ employeeId: z.string() });
const entryParams = z.object({ entryId: z.string() });

/** The person acting, with the name the change log keeps. */
async function actorFor(db: Db, ctx: MemberContext, kind: EntryActor['kind']): Promise<EntryActor> {
  const [me] = await db
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, ctx.employeeId)));
  return { ...ctx, kind, authorName: me ? `${me.firstName} ${me.lastName}`.trim() : ctx.email };
}

/** time-registration §5: only employees with app access, not exempt and not inactive register time. */
function assertRegisters(employee: TimeregEmployee): void {
  if (
    !canRegister({
      employmentStatus: employee.employmentStatus as EmploymentStatus,
      mobileAccess: employee.mobileAppAccess,
      timeRegistrationExempt: employee.timeRegistrationExempt,
    })
  ) {
    throw new AppError('NOT_ELIGIBLE', TIMEREG_MESSAGES.notEligible, { statusCode: 403 });
  }
}

/**
 * Time registration (time-registration §2–§5): the admin routes under /api/timereg and the employee app's own
 * under /api/me/timereg. Every query is scoped to the caller's company; an employee reaches only their own days.
 */
export const timeregRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/timereg/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: 'What the time registration page shows: subscription facts and employees who register',
        response: { 200: timeregStatusSchema },
      },
    },
    async (request) => timeregStatus(db(), await requireAdmin(request)),
  );

  app.get(
    '/api/timereg/employees',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: 'Employees who register time, or (inactive=true) inactive ones with an end date',
        querystring: z.object({ inactive: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ employees: z.array(timeregEmployeeSchema) }) },
      },
    },
    async (request) => ({
      employees: await timeregEmployees(db(), await requireAdmin(request), {
        inactive: request.query.inactive === 'true',
      }),
    }),
  );

  app.get(
    '/api/timereg/logs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: 'Registrations, change logs and approved weeks of employees over a date range',
        querystring: z.object({
          from: z.string(),
          to: z.string(),
          /** Comma-separated employee ids; all of the company's when left out. */
          employeeIds: z.string().optional(),
        }),
        response: { 200: timeLogsResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const ctx = await requireAdmin(request);
      const range = dateRangeQuerySchema.safeParse(request.query);
      if (!range.success) throw new AppError('VALIDATION_ERROR', range.error.issues[0]?.message);
      const ids = request.query.employeeIds?.split(',').filter(isUuid) ?? null;
      return { employees: await listLogs(db(), ctx.companyId, range.data, ids) };
    },
  );

  const overviewQuery = z.object({
    from: z.string(),
    to: z.string(),
    /** Comma-separated employee ids; all who register time when left out. */
    employeeIds: z.string().optional(),
    /** 'true': inactive employees with an end date instead (time-registration §2 'show inactive'). */
    inactive: z.enum(['true', 'false']).optional(),
  });
  const parseOverviewQuery = (query: z.infer<typeof overviewQuery>): OverviewQuery => {
    const range = dateRangeQuerySchema.safeParse(query);
    if (!range.success) throw new AppError('VALIDATION_ERROR', range.error.issues[0]?.message);
    return {
      ...range.data,
      employeeIds: query.employeeIds?.split(',').filter(isUuid) ?? null,
      inactive: query.inactive === 'true',
    };
  };

  app.get(
    '/api/timereg/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: 'Overblik: per employee the categories, norm, totals, average week and hours per week',
        querystring: overviewQuery,
        response: { 200: overviewResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const ctx = await requireAdmin(request);
      return overview(db(), ctx.companyId, parseOverviewQuery(request.query));
    },
  );

  app.get(
    '/api/timereg/overview/export.xlsx',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: "Overblik as an XLSX workbook ('Eksportér')",
        querystring: overviewQuery,
      },
    },
    async (request, reply) => {
      const ctx = await requireAdmin(request);
      const query = parseOverviewQuery(request.query);
      const data = await overview(db(), ctx.companyId, query);
      const [company] = await db()
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, ctx.companyId));
      const file = await overviewWorkbook(data, company?.name ?? '');
      const name = `tidsregistrering-${query.from}-${query.to}.xlsx`;
      return reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(file);
    },
  );

  app.post(
    '/api/timereg/employees/:employeeId/entries',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: "Add a registration for an employee ('Ny registrering'); absences may span days",
        params: employeeParams,
        body: newTimeEntrySchema,
        response: { 201: z.object({ entries: z.array(timeEntrySchema) }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireAdmin(request);
      const actor = await actorFor(db(), ctx, 'admin');
      const entries = await db().transaction(async (tx) => {
        const employee = await loadTimeregEmployee(tx, ctx.companyId, request.params.employeeId, {
          forUpdate: true,
        });
        assertRegisters(employee);
        return addEntries(tx, actor, employee, request.body);
      });
      return reply.status(201).send({ entries });
    },
  );

  app.put(
    '/api/timereg/entries/:entryId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: 'Change a registration in an open week',
        params: entryParams,
        body: timeEntryUpdateSchema,
        response: { 200: timeEntrySchema, ...errors },
      },
    },
    async (request) => {
      const ctx = await requireAdmin(request);
      const actor = await actorFor(db(), ctx, 'admin');
      return db().transaction((tx) =>
        updateEntry(tx, actor, ctx.companyId, request.params.entryId, request.body),
      );
    },
  );

  app.delete(
    '/api/timereg/entries/:entryId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: 'Delete a registration in an open week',
        params: entryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireAdmin(request);
      const actor = await actorFor(db(), ctx, 'admin');
      await db().transaction((tx) => deleteEntry(tx, actor, ctx.companyId, request.params.entryId));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/timereg/employees/:employeeId/weeks/:weekKey',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: "Approve ('Godkend uge') or reopen ('Åben uge op') an employee's week ('week-year' key)",
        params: z.object({ employeeId: z.string(), weekKey: z.string() }),
        body: z.object({ approved: z.boolean() }),
        response: { 200: z.object({ approvedWeeks: z.array(z.string()) }), ...errors },
      },
    },
    async (request) =>
      setWeekApproval(
        db(),
        await requireAdmin(request),
        request.params.employeeId,
        request.params.weekKey,
        request.body.approved,
      ),
  );

  app.get(
    '/api/timereg/warnings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: 'Overskridelser: the 11- and 48-hour warnings, newest period end first',
        response: { 200: z.object({ warnings: z.array(timeLogWarningSchema) }) },
      },
    },
    async (request) => ({ warnings: await listWarnings(db(), (await requireAdmin(request)).companyId) }),
  );

  app.put(
    '/api/timereg/warnings/:warningId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: "'Markér som set' and the warning's comment",
        params: z.object({ warningId: z.string() }),
        body: warningUpdateSchema,
        response: { 200: timeLogWarningSchema, ...errors },
      },
    },
    async (request) =>
      updateWarning(db(), await requireAdmin(request), request.params.warningId, request.body),
  );

  app.get(
    '/api/timereg/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: 'Indstillinger til tidsregistrering',
        response: { 200: timeregSettingsResponseSchema },
      },
    },
    async (request) => getTimeregSettings(db(), await requireAdmin(request)),
  );

  app.put(
    '/api/timereg/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: "Save the company's norm week and break (applies from today)",
        body: timeLogSettingInputSchema,
        response: { 200: timeregSettingsResponseSchema, ...errors },
      },
    },
    async (request) => saveCompanySetting(db(), await requireAdmin(request), request.body),
  );

  app.put(
    '/api/timereg/days-off',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: "The company's own days off (no norm time)",
        body: companyDaysOffSchema,
        response: { 200: timeregSettingsResponseSchema, ...errors },
      },
    },
    async (request) => saveDaysOff(db(), await requireAdmin(request), request.body.daysOff),
  );

  app.get(
    '/api/timereg/employees/:employeeId/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: "An employee's norm settings: individual or the company's, with their history",
        params: employeeParams,
        response: { 200: employeeTimeregSettingsSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const ctx = await requireAdmin(request);
      const employee = await loadTimeregEmployee(db(), ctx.companyId, request.params.employeeId);
      const { individual, company } = await loadSettingSources(db(), ctx.companyId, {
        id: employee.id,
        individualTimeLogSettings: true,
      });
      return {
        individual: employee.individualTimeLogSettings,
        settings: { individual: [...(individual ?? [])], company: [...(company ?? [])] },
      };
    },
  );

  app.put(
    '/api/timereg/employees/:employeeId/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['timereg'],
        summary: "An employee's own norm week, on or off",
        params: employeeParams,
        body: individualSettingSchema,
        response: { 200: z.object({ individual: z.boolean() }), ...errors },
      },
    },
    async (request) =>
      saveIndividualSetting(db(), await requireAdmin(request), request.params.employeeId, request.body),
  );

  // The employee app: the signed-in employee's own registrations.
  const ownEmployee = async (ctx: MemberContext, options: { forUpdate?: boolean } = {}) => {
    const employee = await loadTimeregEmployee(db(), ctx.companyId, ctx.employeeId, options);
    assertRegisters(employee);
    return employee;
  };

  app.get(
    '/api/me/timereg',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'My registrations, change log, approved weeks and warnings over a date range',
        querystring: z.object({ from: z.string(), to: z.string() }),
        response: {
          200: z.object({
            log: employeeTimeLogSchema,
            warnings: z.array(timeLogWarningSchema),
            /** The norm settings in force for me (decisions.md 13), so the app shows my norm and break. */
            settings: timeLogSettingSourcesSchema,
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = await requireMember(request);
      const employee = await ownEmployee(ctx);
      const range = dateRangeQuerySchema.safeParse(request.query);
      if (!range.success) throw new AppError('VALIDATION_ERROR', range.error.issues[0]?.message);
      const [log] = await listLogs(db(), ctx.companyId, range.data, [employee.id]);
      const warnings = await listWarnings(db(), ctx.companyId, { employeeId: employee.id });
      const { individual, company } = await loadSettingSources(db(), ctx.companyId, employee);
      return {
        log: log ?? { employeeId: employee.id, entries: [], changes: [], approvedWeeks: [] },
        warnings,
        settings: { individual: [...(individual ?? [])], company: [...(company ?? [])] },
      };
    },
  );

  app.post(
    '/api/me/timereg/entries',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'Register my work or absence in an open week',
        body: newTimeEntrySchema,
        response: { 201: z.object({ entries: z.array(timeEntrySchema) }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireMember(request);
      const actor = await actorFor(db(), ctx, 'employee');
      const entries = await db().transaction(async (tx) => {
        const employee = await loadTimeregEmployee(tx, ctx.companyId, ctx.employeeId, { forUpdate: true });
        assertRegisters(employee);
        return addEntries(tx, actor, employee, request.body);
      });
      return reply.status(201).send({ entries });
    },
  );

  app.put(
    '/api/me/timereg/entries/:entryId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'Change one of my registrations in an open week',
        params: entryParams,
        body: timeEntryUpdateSchema,
        response: { 200: timeEntrySchema, ...errors },
      },
    },
    async (request) => {
      const ctx = await requireMember(request);
      const employee = await ownEmployee(ctx);
      const actor = await actorFor(db(), ctx, 'employee');
      return db().transaction((tx) =>
        updateEntry(tx, actor, ctx.companyId, request.params.entryId, request.body, {
          ownEmployeeId: employee.id,
        }),
      );
    },
  );

  app.delete(
    '/api/me/timereg/entries/:entryId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['timereg'],
        summary: 'Delete one of my registrations in an open week',
        params: entryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await requireMember(request);
      const employee = await ownEmployee(ctx);
      const actor = await actorFor(db(), ctx, 'employee');
      await db().transaction((tx) =>
        deleteEntry(tx, actor, ctx.companyId, request.params.entryId, { ownEmployeeId: employee.id }),
      );
      return reply.status(204).send(null);
    },
  );
};
