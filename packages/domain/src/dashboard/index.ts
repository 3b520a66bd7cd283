export * from './anniversaries';
export * from './dashboard-contracts';
export * from './dashboard-rules';
export * from './suggestions';
