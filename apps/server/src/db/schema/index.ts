// Every table, one file per table or small group under schema/<area>/. drizzle-kit reads this file.
export * from './audit/audit-log';
export * from './company/companies';
