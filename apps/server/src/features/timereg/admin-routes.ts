import {
  absenceBalancesQuerySchema,
  absenceBalancesResponseSchema,
  absenceTypeSettingsSchema,
  clockedInResponseSchema,
  companyDaysOffSchema,
  companySettingSchema,
  employeePayrollResponseSchema,
  employeePayrollSchema,
  employeeTimeregSettingsSchema,
  errorEnvelopeSchema,
  individualSettingResponseSchema,
  individualSettingSchema,
  lockDateSchema,
  missingEntryReminderSchema,
  newTimeEntrySchema,
  overviewPageQuerySchema,
  overviewQuerySchema,
  overviewWireResponseSchema,
  payRulesResponseSchema,
  payRulesSchema,
  payrollCheckResponseSchema,
  payrollCodesResponseSchema,
  payrollCodesSchema,
  payrollQuerySchema,
  timeBankOpeningSchema,
  timeBankResponseSchema,
  timeBankSettingsSchema,
  timeEntriesCreatedSchema,
  timeEntrySchema,
  timeEntryUpdateSchema,
  timeLogsQuerySchema,
  timeLogsResponseSchema,
  timeLogWarningSchema,
  timeLogWarningsResponseSchema,
  timeregEmployeesQuerySchema,
  timeregEmployeesResponseSchema,
  timeregSettingsResponseSchema,
  timeregStatusSchema,
  timeregWarningsQuerySchema,
  warningUpdateSchema,
  weekApprovalResponseSchema,
  weekApprovalSchema,
} from '@kollega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionRoutes } from '../../plugins/action-route';
import { sendAttachment, sendWorkbook } from '../../plugins/send-attachment';
import { getEmployeeAbsenceBalances } from './absences/absence-quotas';
import { getAbsenceTypeSettings, saveAbsenceTypeSettings } from './absences/absence-type-settings';
import { listClockedIn } from './clock/list-clocked-in';
import type { TimeregDeps } from './deps';
import { addEntries } from './entries/add-entries';
import { deleteEntry } from './entries/delete-entry';
import { updateEntry } from './entries/update-entry';
import { getTimeregStatus } from './get-timereg-status';
import { listTimeLogs } from './list-time-logs';
import { listTimeregEmployees } from './list-timereg-employees';
import { listWarnings } from './list-warnings';
import { exportOverview } from './overview/export-overview';
import { getOverview } from './overview/get-overview';
import { checkPayroll, exportPayroll } from './payroll/export-payroll';
import { getEmployeePayroll } from './payroll/get-employee-payroll';
import { getPayRules, savePayRules } from './payroll/pay-rules';
import { getPayrollCodes, savePayrollCodes } from './payroll/payroll-codes';
import { saveEmployeePayroll } from './payroll/save-employee-payroll';
import { setWeekApproval } from './set-week-approval';
import { getEmployeeSettings } from './settings/get-employee-settings';
import { getTimeregSettings } from './settings/get-timereg-settings';
import { saveCompanySetting } from './settings/save-company-setting';
import { saveDaysOff } from './settings/save-days-off';
import { saveEmployeeSettings } from './settings/save-employee-settings';
import { saveLockDate } from './settings/save-lock-date';
import { saveMissingEntryReminder } from './settings/save-missing-entry-reminder';
import { getEmployeeTimeBank } from './time-bank/get-employee-time-bank';
import { saveTimeBankOpening } from './time-bank/save-time-bank-opening';
import { saveTimeBankSettings } from './time-bank/save-time-bank-settings';
import { updateWarning } from './update-warning';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const employeeParams = z.object({ employeeId: z.string() });
const entryParams = z.object({ entryId: z.string() });

/**
 * Time registration for admins (time-registration §2–§5) under /api/timereg: parse, call one action, answer.
 * Every action is scoped to the caller's company.
 */
export const timeregAdminRoutes: FastifyPluginAsyncZod<{ billingEnabled: boolean }> = async (
  app,
  options,
) => {
  const route = actionRoutes(app, (): TimeregDeps & { billingEnabled: boolean } => ({
    db: app.database.db,
    billingEnabled: options.billingEnabled,
  }));

  route.get('/api/timereg/status', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'What the time registration page shows: subscription facts and employees who register',
      response: { 200: timeregStatusSchema },
    },
    action: getTimeregStatus,
  });

  route.get('/api/timereg/clocked-in', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'Who is clocked in from the employee app now (decision 030)',
      response: { 200: clockedInResponseSchema, ...errors },
    },
    action: listClockedIn,
  });

  route.get('/api/timereg/employees', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'Employees who register time, or (inactive=true) inactive ones with an end date',
      querystring: timeregEmployeesQuerySchema,
      response: { 200: timeregEmployeesResponseSchema, 400: errorEnvelopeSchema },
    },
    input: (request) => request.query,
    action: listTimeregEmployees,
  });

  route.get('/api/timereg/logs', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'Registrations, change logs and approved weeks of employees over at most 92 days',
      querystring: timeLogsQuerySchema,
      response: { 200: timeLogsResponseSchema, 400: errorEnvelopeSchema },
    },
    input: (request) => request.query,
    action: listTimeLogs,
  });

  route.get('/api/timereg/overview', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'Overblik: per employee the categories, norm, totals, average week and hours per week',
      querystring: overviewPageQuerySchema,
      response: {
        200: overviewWireResponseSchema,
        400: errorEnvelopeSchema,
      },
    },
    // The schema documents the answer; checking 100 employees × 53 weeks against it again on the way out
    // cost more than computing them (decision 011), and the typed handler already guarantees the shape.
    serializerCompiler: () => (data) => JSON.stringify(data),
    input: (request) => request.query,
    action: getOverview,
  });

  route.get('/api/timereg/overview/export.xlsx', {
    access: 'admin',
    // One at a time per company in embedded mode; the web makes long periods as background jobs (issue 25).
    config: { heavy: true },
    schema: {
      tags: ['timereg'],
      summary:
        "Overblik as an XLSX workbook ('Eksportér'), up to 3 months; longer periods: POST /api/exports/overview (422 OVERVIEW_EXPORT_TOO_LONG)",
      querystring: overviewQuerySchema,
    },
    input: (request) => request.query,
    action: exportOverview,
    send: sendWorkbook,
  });

  route.post('/api/timereg/employees/:employeeId/entries', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "Add a registration for an employee ('Ny registrering'); absences may span days",
      params: employeeParams,
      body: newTimeEntrySchema,
      response: { 201: timeEntriesCreatedSchema, ...errors },
    },
    input: (request) => ({
      employeeId: request.params.employeeId,
      entry: request.body,
      by: 'admin' as const,
    }),
    action: addEntries,
    status: 201,
  });

  route.put('/api/timereg/entries/:entryId', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'Change a registration in an open week',
      params: entryParams,
      body: timeEntryUpdateSchema,
      response: { 200: timeEntrySchema, ...errors },
    },
    input: (request) => ({ entryId: request.params.entryId, entry: request.body, by: 'admin' as const }),
    action: updateEntry,
  });

  route.delete('/api/timereg/entries/:entryId', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'Delete a registration in an open week',
      params: entryParams,
      response: { 204: z.null(), ...errors },
    },
    input: (request) => ({ entryId: request.params.entryId, by: 'admin' as const }),
    action: deleteEntry,
    status: 204,
  });

  route.put('/api/timereg/employees/:employeeId/weeks/:weekKey', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "Approve ('Godkend uge') or reopen ('Åben uge op') an employee's week ('week-year' key)",
      params: z.object({ employeeId: z.string(), weekKey: z.string() }),
      body: weekApprovalSchema,
      response: { 200: weekApprovalResponseSchema, ...errors },
    },
    input: (request) => ({ ...request.params, ...request.body }),
    action: setWeekApproval,
  });

  route.get('/api/timereg/warnings', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary:
        "Overskridelser: the 11- and 48-hour warnings, newest period end first; (inactive=true) those of 'Tidligere medarbejdere'",
      querystring: timeregWarningsQuerySchema,
      response: { 200: timeLogWarningsResponseSchema, 400: errorEnvelopeSchema },
    },
    input: (request) => request.query,
    action: listWarnings,
  });

  route.put('/api/timereg/warnings/:warningId', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "'Markér som set' and the warning's comment",
      params: z.object({ warningId: z.string() }),
      body: warningUpdateSchema,
      response: { 200: timeLogWarningSchema, ...errors },
    },
    input: (request) => ({ warningId: request.params.warningId, ...request.body }),
    action: updateWarning,
  });

  route.get('/api/timereg/settings', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'Indstillinger til tidsregistrering',
      response: { 200: timeregSettingsResponseSchema },
    },
    action: getTimeregSettings,
  });

  route.put('/api/timereg/settings', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "Save the company's norm week and break (applies from 'Gælder fra', today by default)",
      body: companySettingSchema,
      response: { 200: timeregSettingsResponseSchema, ...errors },
    },
    input: (request) => request.body,
    action: saveCompanySetting,
  });

  route.put('/api/timereg/days-off', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "The company's own days off (no norm time)",
      body: companyDaysOffSchema,
      response: { 200: timeregSettingsResponseSchema, ...errors },
    },
    input: (request) => request.body,
    action: saveDaysOff,
  });

  route.get('/api/timereg/employees/:employeeId/settings', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "An employee's norm settings: individual or the company's, with their history",
      params: employeeParams,
      response: { 200: employeeTimeregSettingsSchema, 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: getEmployeeSettings,
  });

  route.put('/api/timereg/employees/:employeeId/settings', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "An employee's own norm week, on or off",
      params: employeeParams,
      body: individualSettingSchema,
      response: { 200: individualSettingResponseSchema, ...errors },
    },
    input: (request) => ({ employeeId: request.params.employeeId, ...request.body }),
    action: saveEmployeeSettings,
  });

  route.get('/api/timereg/payroll.csv', {
    access: 'admin',
    // One at a time per company in embedded mode, as every synchronous data export (decision 035).
    config: { heavy: true },
    schema: {
      tags: ['timereg'],
      summary: "'Lønudtræk': a CSV with one row per employee and pay category over a period (decision 029)",
      querystring: payrollQuerySchema,
    },
    input: (request) => request.query,
    action: exportPayroll,
    send: (reply, { fileName, file, contentType }) =>
      sendAttachment(reply, { data: file, fileName, contentType }),
  });

  route.get('/api/timereg/payroll/check', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "What the Danløn file still misses: the CVR number, employees' numbers, lønarter (issue 28)",
      querystring: payrollQuerySchema,
      response: { 200: payrollCheckResponseSchema, ...errors },
    },
    input: (request) => request.query,
    action: checkPayroll,
  });

  route.get('/api/timereg/payroll-codes', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "'Lønarter': the payroll system's code for each pay category (issue 28)",
      response: { 200: payrollCodesResponseSchema, ...errors },
    },
    action: getPayrollCodes,
  });

  route.put('/api/timereg/payroll-codes', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "Set the 'Lønarter': the payroll system's code for each pay category (issue 28)",
      body: payrollCodesSchema,
      response: { 200: payrollCodesResponseSchema, ...errors },
    },
    input: (request) => request.body,
    action: savePayrollCodes,
  });

  route.get('/api/timereg/pay-rules', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "'Løn og tillæg': the company's supplement bands and overtime split (issue 34)",
      response: { 200: payRulesResponseSchema, ...errors },
    },
    action: getPayRules,
  });

  route.put('/api/timereg/pay-rules', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "Set 'Løn og tillæg': supplement bands and the overtime split (issue 34)",
      body: payRulesSchema,
      response: { 200: payRulesResponseSchema, ...errors },
    },
    input: (request) => request.body,
    action: savePayRules,
  });

  route.get('/api/timereg/absence-types', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: 'The optional absence types the company uses, with norm and yearly quotas (issue 34)',
      response: { 200: absenceTypeSettingsSchema, ...errors },
    },
    action: getAbsenceTypeSettings,
  });

  route.put('/api/timereg/absence-types', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary:
        'Choose the optional absence types, whether each stands in for the norm, and the quotas (issue 34)',
      body: absenceTypeSettingsSchema,
      response: { 200: absenceTypeSettingsSchema, ...errors },
    },
    input: (request) => request.body,
    action: saveAbsenceTypeSettings,
  });

  route.get('/api/timereg/employees/:employeeId/absence-balances', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "An employee's Omsorgsdage and Seniordage used of the year's quota (issue 34)",
      params: employeeParams,
      querystring: absenceBalancesQuerySchema,
      response: { 200: absenceBalancesResponseSchema, ...errors },
    },
    input: (request) => ({ employeeId: request.params.employeeId, year: request.query.year }),
    action: getEmployeeAbsenceBalances,
  });

  route.get('/api/timereg/employees/:employeeId/payroll', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "An employee's number in the payroll system and the start of their plus/minus balance",
      params: employeeParams,
      response: { 200: employeePayrollResponseSchema, 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: getEmployeePayroll,
  });

  route.put('/api/timereg/employees/:employeeId/payroll', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "Set an employee's number and the start and opening balance of their plus/minus balance",
      params: employeeParams,
      body: employeePayrollSchema,
      response: { 200: employeePayrollResponseSchema, ...errors },
    },
    input: (request) => ({ employeeId: request.params.employeeId, ...request.body }),
    action: saveEmployeePayroll,
  });

  route.put('/api/timereg/lock-date', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "'Låst til og med': set or move forward the company's lock date (never back)",
      body: lockDateSchema,
      response: { 200: timeregSettingsResponseSchema, ...errors },
    },
    input: (request) => request.body,
    action: saveLockDate,
  });

  route.put('/api/timereg/missing-entry-reminder', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "'Påmindelse om manglende registrering': off, in the app or by e-mail at 09:00",
      body: missingEntryReminderSchema,
      response: { 200: timeregSettingsResponseSchema, ...errors },
    },
    input: (request) => request.body,
    action: saveMissingEntryReminder,
  });

  route.put('/api/timereg/time-bank-settings', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary:
        "The afspadsering bank's rules: overtime banked automatically, negative balance allowed (decision 052)",
      body: timeBankSettingsSchema,
      response: { 200: timeregSettingsResponseSchema, ...errors },
    },
    input: (request) => request.body,
    action: saveTimeBankSettings,
  });

  route.get('/api/timereg/employees/:employeeId/time-bank', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "An employee's afspadsering bank: hours banked, spent and the balance (decision 052)",
      params: employeeParams,
      response: { 200: timeBankResponseSchema, 404: errorEnvelopeSchema },
    },
    input: (request) => request.params,
    action: getEmployeeTimeBank,
  });

  route.put('/api/timereg/employees/:employeeId/time-bank-opening', {
    access: 'admin',
    schema: {
      tags: ['timereg'],
      summary: "Set an employee's afspadsering opening balance ('Startsaldo') and its date (decision 052)",
      params: employeeParams,
      body: timeBankOpeningSchema,
      response: { 200: timeBankResponseSchema, ...errors },
    },
    input: (request) => ({ employeeId: request.params.employeeId, ...request.body }),
    action: saveTimeBankOpening,
  });
};
