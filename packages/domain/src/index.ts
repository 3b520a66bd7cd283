// @kollega/domain: rules and contracts shared by the server and the web app. Pure TypeScript, no I/O.
import './errors/zod-danish';

export * from './admin/admin-contracts';
export * from './agreements/index';
export * from './auth/auth-contracts';
export * from './auth/me-contract';
export * from './auth/roles';
export * from './checklists/index';
export * from './company/company-admins-contract';
export * from './company/company-contracts';
export * from './company/complete-signup-contract';
export * from './dates/calendar-date-schema';
export * from './dev/outbox-contract';
export * from './employees/cpr';
export * from './employees/employee-contracts';
export * from './employees/employee-documents';
export * from './employees/employee-history';
export * from './employees/employee-responses';
export * from './employees/employment';
export * from './employees/plan-limits';
export * from './employees/profile-contracts';
export * from './equipment/index';
export * from './errors/error-envelope';
export * from './errors/error-registry';
export * from './format/index';
export * from './health/health-contract';
export * from './holiday/index';
export * from './timereg/index';
