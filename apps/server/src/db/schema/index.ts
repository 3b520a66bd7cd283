// Every table, one file per table or small group under schema/<area>/. drizzle-kit reads this file.
export * from './agreements/agreement-files';
export * from './agreements/agreements';
export * from './agreements/calendar-feed-tokens';
export * from './audit/audit-log';
export * from './auth/auth-tables';
export * from './billing/subscriptions';
export * from './company/companies';
export * from './employees/employee-documents';
export * from './employees/employees';
export * from './holiday/holiday';
export * from './platform/mail-outbox';
export * from './platform/throttle';
export * from './timereg/approved-weeks';
export * from './timereg/company-days-off';
export * from './timereg/time-entries';
export * from './timereg/time-log-settings';
export * from './timereg/time-log-warnings';
