// @kollega/domain: rules and contracts shared by the server and the web app. Pure TypeScript, no I/O.
import './errors/zod-danish';

export * from './errors/error-envelope';
export * from './format/index';
export * from './health/health-contract';
