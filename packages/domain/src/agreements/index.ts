export * from './agreement-contracts';
export * from './agreement-dates';
export * from './agreement-messages';
export * from './agreement-status';
export * from './agreement-types';
export * from './important-agreements';
